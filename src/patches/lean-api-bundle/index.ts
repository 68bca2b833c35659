import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

import {openapiThemeFile} from '../themeFiles';

/**
 * Three imports of the OpenAPI theme that load far more than the theme uses, narrowed for the theme's own
 * files only (other packages keep the full libraries):
 * - `ApiItem` only ever un-gzips the operation stored in the page, so it gets pako's official inflate-only
 *   build (11 KB instead of 21 KB gzip);
 * - the explorer's storage helper only hashes with SHA-1, so it gets crypto-js' SHA-1 module (2 KB instead
 *   of 24 KB gzip);
 * - its Markdown component parses raw HTML in descriptions with rehype-raw (parse5 and friends, ~35 KB gzip);
 *   our descriptions have no raw HTML, which tests/openapi/description.test.ts enforces.
 */
export default function leanApiBundle(): Plugin {
  return {
    name: 'lean-api-bundle',
    configureWebpack() {
      const inflateOnly: RuleSetRule = {
        test: openapiThemeFile('lib/theme/ApiItem/index.js'),
        resolve: {alias: {pako$: 'pako/browser/inflate'}},
      };
      const sha1Only: RuleSetRule = {
        test: openapiThemeFile('lib/theme/ApiExplorer/storage-utils.js'),
        resolve: {alias: {'crypto-js$': path.join(__dirname, 'crypto-js-sha1.js')}},
      };
      const noRawHtml: RuleSetRule = {
        test: openapiThemeFile('lib/theme/Markdown/index.js'),
        resolve: {alias: {'rehype-raw$': path.join(__dirname, 'rehype-raw-unused.js')}},
      };
      return {module: {rules: [inflateOnly, sha1Only, noRawHtml]}};
    },
  };
}
