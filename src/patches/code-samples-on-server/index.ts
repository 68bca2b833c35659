import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

import {openapiThemeFile} from '../themeFiles';

/**
 * The code-sample panel of an operation page is in the built HTML.
 *
 * The OpenAPI theme's `ApiItem` imports the request explorer only where `ExecutionEnvironment.canUseDOM` is
 * true and renders an empty `<div>` in its place on the server, because the original explorer needs the
 * browser. Here the explorer is ours (src/theme/ApiExplorer): samples rendered at build time, nothing that
 * needs a browser. `ApiItem` alone is told it may import it everywhere, so the server renders the panel and
 * the browser hydrates it instead of mounting it after hydration (see src/theme/ApiItem).
 */
const executionEnvironment = require.resolve('@docusaurus/core/lib/client/exports/ExecutionEnvironment.js');

export default function codeSamplesOnServer(): Plugin {
  return {
    name: 'code-samples-on-server',
    configureWebpack() {
      const explorerEverywhere: RuleSetRule = {
        test: openapiThemeFile('lib/theme/ApiItem/index.js'),
        // Keyed by the file Docusaurus' own `@docusaurus/*` alias resolves the import to.
        resolve: {alias: {[executionEnvironment]: path.join(__dirname, 'executionEnvironment.js')}},
      };
      return {module: {rules: [explorerEverywhere]}};
    },
  };
}
