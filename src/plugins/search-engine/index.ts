/**
 * The local search with the portal's own engine (./engine): `@easyops-cn/docusaurus-search-local` still
 * extracts the documents from the built pages and renders the search box, but the index, the queries and the
 * results page are ours, because its lunr index could not find what developers type (operationIds, paths, field
 * names, synonyms, typos, parts of German compound words). What it touches in the plugin: ./README.md.
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
  textsFileOf,
  type SearchDocument,
  type SearchIndexFile,
  type SearchTextsFile,
} from './engine/engine';
import {parseSynonyms} from './engine/synonyms';
import {operationFactsOf} from './operations';

const pluginName = '@easyops-cn/docusaurus-search-local';
// The package declares types for its options only; its modules are CommonJS.
const load = createRequire(__filename);
const searchLocal = load(pluginName) as {
  default: (context: LoadContext, options: PluginOptions) => Plugin<unknown>;
  validateOptions: (validation: OptionValidationContext<PluginOptions, PluginOptions>) => PluginOptions;
};
const pluginDist = path.dirname(require.resolve(`${pluginName}/package.json`));

/** The plugin's own validation, which also fills in its defaults. */
export const validateOptions = searchLocal.validateOptions;

export default function searchEngine(context: LoadContext, options: PluginOptions): Plugin<unknown> {
  const locale = context.i18n.currentLocale === 'en' ? 'en' : 'de';
  const synonymsFile = path.join(context.siteDir, 'config/synonyms', `${locale}.txt`);
  const synonyms = parseSynonyms(
    fs.readFileSync(synonymsFile, 'utf8'),
    path.relative(context.siteDir, synonymsFile),
  );
  const plugin = searchLocal.default(context, options);

  // The plugin's constants without its lunr set-up, which would pull lunr into the search box.
  const constants = path.join(context.generatedFilesDir, pluginName, 'default', 'generated-constants.js');
  const exports = fs
    .readFileSync(constants, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('export const '));
  if (!exports.some((line) => line.startsWith('export const searchIndexUrl ='))) {
    throw new Error(
      `${constants}: the search plugin no longer exports searchIndexUrl; see src/plugins/search-engine`,
    );
  }
  fs.writeFileSync(constants, `${exports.join('\n')}\n`);

  return {
    ...plugin,
    // The plugin's own, with our index builder in place of its `buildIndex`, which it calls through its module's
    // exports once per search context and whose result it writes; each index's texts go beside it afterwards.
    async postBuild(props) {
      // Builds that only check the pages (tests/lib/faults.ts) skip the index (config/buildOptions.ts).
      if (!buildOptions.searchIndex) return;
      const operations = operationFactsOf(props.plugins);
      const texts = new Map<string, SearchTextsFile>();
      const builder = load(path.join(pluginDist, 'dist/server/server/utils/buildIndex.js')) as {
        buildIndex: (documents: SearchDocument[][]) => unknown;
      };
      const original = builder.buildIndex;
      builder.buildIndex = (documents) => {
        const built = buildSearchIndex(locale, documents, operations, synonyms);
        texts.set(built.texts.id, built.texts);
        return built.index;
      };
      try {
        // Named in Docusaurus' timing log of the build (DOCUSAURUS_PERF_LOGGER=true).
        await PerfLogger.async('Search index', async () => plugin.postBuild?.(props));
      } finally {
        builder.buildIndex = original;
      }
      for (const name of fs
        .readdirSync(props.outDir)
        .filter((file) => /^search-index.*(?<!\.texts)\.json$/.test(file))) {
        const file = path.join(props.outDir, name);
        const id = (JSON.parse(fs.readFileSync(file, 'utf8')) as SearchIndexFile).texts;
        const found = texts.get(id);
        if (!found) throw new Error(`${file} names texts ${id}, which this build did not make`);
        fs.writeFileSync(textsFileOf(file), JSON.stringify(found));
      }
    },
    // Our results page at the plugin's address, instead of the plugin's page (client/SearchPage says why).
    async contentLoaded({actions}) {
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, 'search']),
        component: path.join(__dirname, 'client/SearchPage/index.tsx'),
        exact: true,
      });
    },
    // The plugin's box reaches our worker (./client/searchByWorker.ts) instead of its own.
    configureWebpack(config, isServer, utils, content) {
      const searchByWorker = path.join(pluginDist, 'dist/client/client/theme/searchByWorker.js');
      return {
        ...plugin.configureWebpack?.(config, isServer, utils, content),
        resolve: {alias: {[searchByWorker]: path.join(__dirname, 'client/searchByWorker.ts')}},
      };
    },
  };
}
