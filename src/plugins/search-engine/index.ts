/**
 * The local search with the portal's own engine (./engine): `@easyops-cn/docusaurus-search-local` still
 * extracts the documents from the built pages and renders the search box, but the index and the queries are
 * ours, because its lunr index could not find what developers type (operationIds, paths, field names, synonyms,
 * typos, parts of German compound words). What it touches in the plugin: ./README.md.
 *
 * - `postBuild()` runs the plugin's with its `buildIndex` replaced by ours: one index per locale and search
 *   context, as before, with the operations of the API pages (./operations.ts) and the locale's synonyms
 *   (config/synonyms/<locale>.txt), and the section texts in a file beside each (./indexFiles.ts).
 * - The plugin's generated constants lose their lunr imports, which only its own worker needed.
 * - Its box and results page reach the engine through `searchByWorker`, replaced by ./client/searchByWorker.ts.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {PerfLogger} from '@docusaurus/logger';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

import {buildOptions} from '../../../config/buildOptions';
import {
  buildSearchIndex,
  type OperationFacts,
  type SearchDocument,
  type SearchTextsFile,
} from './engine/engine';
import {parseSynonyms} from './engine/synonyms';
import type {Locale} from './engine/analyze';
import {textsId, writeTextsFiles} from './indexFiles';
import {operationFactsOf} from './operations';

const pluginName = '@easyops-cn/docusaurus-search-local';
// The package declares types for its options only; its modules are CommonJS.
const load = createRequire(__filename);
const searchLocal = load(pluginName) as {
  default: (context: LoadContext, options: PluginOptions) => Plugin<unknown>;
  validateOptions: (validation: OptionValidationContext<PluginOptions, PluginOptions>) => PluginOptions;
};

/** The plugin's own validation, which also fills in its defaults. */
export const validateOptions = searchLocal.validateOptions;
const pluginDist = path.dirname(require.resolve(`${pluginName}/package.json`));
const buildIndexModule = path.join(pluginDist, 'dist/server/server/utils/buildIndex.js');
const searchByWorkerModule = path.join(pluginDist, 'dist/client/client/theme/searchByWorker.js');

export const synonymsFile = (siteDir: string, locale: Locale): string =>
  path.join(siteDir, 'config/synonyms', `${locale}.txt`);

/** The plugin's constants without the lunr set-up, which would pull lunr into the search box. */
function rewriteGeneratedConstants(generatedFilesDir: string): void {
  const file = path.join(generatedFilesDir, pluginName, 'default', 'generated-constants.js');
  const exports = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('export const '));
  if (!exports.some((line) => line.startsWith('export const searchIndexUrl ='))) {
    throw new Error(
      `${file}: the search plugin no longer exports searchIndexUrl; see src/plugins/search-engine`,
    );
  }
  fs.writeFileSync(file, `${exports.join('\n')}\n`);
}

type BuildIndex = (documents: SearchDocument[][], config: unknown) => unknown;

/**
 * Runs `run` with `module[name]` replaced, and puts the original back afterwards. The plugin calls its helpers
 * through their modules' exports, so a replacement there reaches its calls.
 */
async function withReplaced<M extends object, K extends keyof M>(
  module: M,
  name: K,
  replacement: M[K],
  run: () => Promise<unknown>,
): Promise<void> {
  const original = module[name];
  module[name] = replacement;
  try {
    await run();
  } finally {
    module[name] = original;
  }
}

export default function searchEngine(context: LoadContext, options: PluginOptions): Plugin<unknown> {
  const locale: Locale = context.i18n.currentLocale === 'en' ? 'en' : 'de';
  const file = synonymsFile(context.siteDir, locale);
  const synonyms = parseSynonyms(fs.readFileSync(file, 'utf8'), path.relative(context.siteDir, file));
  const plugin = searchLocal.default(context, options);
  rewriteGeneratedConstants(context.generatedFilesDir);

  return {
    ...plugin,
    async postBuild(props) {
      // Builds that only check the pages (tests/lib/faults.ts) skip the index (config/buildOptions.ts).
      if (!buildOptions.searchIndex) return;
      const operations: OperationFacts[] = operationFactsOf(props.plugins);
      // The plugin calls `buildIndex` once per search context.
      const indexBuilder = load(buildIndexModule) as {buildIndex: BuildIndex};
      // The plugin writes what `buildIndex` returns; the texts files are written beside its files afterwards.
      const textsById = new Map<string, SearchTextsFile>();
      const buildIndex: BuildIndex = (documents) => {
        const {index, texts} = buildSearchIndex(locale, documents, operations, synonyms, textsId);
        textsById.set(texts.id, texts);
        return index;
      };
      // Named in Docusaurus' timing log of the build (DOCUSAURUS_PERF_LOGGER=true).
      await withReplaced(indexBuilder, 'buildIndex', buildIndex, () =>
        PerfLogger.async('Search index', async () => plugin.postBuild?.(props)),
      );
      writeTextsFiles(props.outDir, textsById);
    },
    // Our results page at the plugin's address, instead of the plugin's page (client/SearchPage says why).
    async contentLoaded({actions}) {
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, 'search']),
        component: path.join(__dirname, 'client/SearchPage/index.tsx'),
        exact: true,
      });
    },
    configureWebpack(config, isServer, utils, content) {
      const own = plugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      return {
        ...own,
        resolve: {alias: {[searchByWorkerModule]: path.join(__dirname, 'client/searchByWorker.ts')}},
      };
    },
  };
}
