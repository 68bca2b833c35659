import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

import {classicThemeFile, openapiThemeFile} from '../themeFiles';

/** The three theme files that highlight code; nothing else the browser loads imports prism-react-renderer. */
const highlighters = [
  classicThemeFile('lib/theme/CodeBlock/Content/index.js'),
  openapiThemeFile('lib/theme/ApiExplorer/ApiCodeBlock/Content/String.js'),
  openapiThemeFile('lib/theme/ApiExplorer/ApiCodeBlock/ExpandButton/index.js'),
];

/**
 * Prism is loaded and set up with the code blocks that use it, not at start-up of every page, and only with the
 * grammars the site uses.
 *
 * The classic theme registers `prism.additionalLanguages` in a client module, which makes every page evaluate
 * prism-react-renderer with its bundled grammars and ours before anything else runs: about 170 ms of the
 * start-up task on a phone (4x CPU slowdown), on the home page too, which shows no code. Here that client module
 * is replaced by nothing, and the code block components import prism-react-renderer's `Highlight` from
 * `src/browser/prism/prism.ts`, which renders the same markup on Prism's own core with the grammars the site highlights (the
 * list is there), on the server as in the browser.
 */
export default function prismWithCodeBlocks(): Plugin {
  return {
    name: 'prism-with-code-blocks',
    configureWebpack(_config, isServer) {
      const withLanguages: RuleSetRule = {
        test: highlighters,
        resolve: {alias: {'prism-react-renderer$': path.join(__dirname, '../../browser/prism/prism.ts')}},
      };
      // Guides and API pages would otherwise each get their own copy (in `api-common` and in the chunks
      // webpack splits off for guides); one chunk is fetched once and cached for both. prism-react-renderer
      // stays out: only the original request explorer's live editor (react-live) still imports it.
      const prismChunk = {
        name: 'prism',
        test: /[\\/](?:node_modules[\\/]prismjs|src[\\/]browser[\\/]prism)[\\/]/,
        chunks: 'all' as const,
        enforce: true,
        priority: 50,
      };
      return {
        resolve: {alias: {[classicThemeFile('lib/prism-include-languages')]: false}},
        module: {rules: [withLanguages]},
        ...(isServer ? {} : {optimization: {splitChunks: {cacheGroups: {prism: prismChunk}}}}),
      };
    },
  };
}
