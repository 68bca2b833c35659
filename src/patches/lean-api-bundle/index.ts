import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

import {openapiThemeFile} from '../themeFiles';

/**
 * Three imports of the OpenAPI theme that load far more than the theme uses, narrowed for the theme's own
 * files only (other packages keep the full libraries):
 * - `ApiItem` un-gzips the operation stored in the page with pako (21 KB gzip, 11 KB for the inflate-only
 *   build); the pages store it uncompressed (`disableCompression`), so pako is never called;
 * - the explorer's storage helper imports crypto-js (24 KB gzip, 2 KB for its SHA-1 module) to hash the
 *   storage key of the selected security scheme; the key needs no hashing;
 * - its Markdown component parses raw HTML in descriptions with rehype-raw (parse5 and friends, ~35 KB gzip);
 *   our descriptions have no raw HTML, which tests/openapi/description.test.ts enforces.
 */
export default function leanApiBundle(): Plugin {
  return {
    name: 'lean-api-bundle',
    configureWebpack() {
      const noInflate: RuleSetRule = {
        test: openapiThemeFile('lib/theme/ApiItem/index.js'),
        resolve: {alias: {pako$: path.join(__dirname, 'pako-unused.js')}},
      };
      const noHashing: RuleSetRule = {
        test: openapiThemeFile('lib/theme/ApiExplorer/storage-utils.js'),
        resolve: {alias: {'crypto-js$': path.join(__dirname, 'crypto-js-unhashed.js')}},
      };
      const noRawHtml: RuleSetRule = {
        test: openapiThemeFile('lib/theme/Markdown/index.js'),
        resolve: {alias: {'rehype-raw$': path.join(__dirname, 'rehype-raw-unused.js')}},
      };
      return {module: {rules: [noInflate, noHashing, noRawHtml]}};
    },
  };
}
