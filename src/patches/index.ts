/**
 * The index of the project's customizations that depend on the inside of a dependency: the bundler and runtime
 * patches of this folder, the page template, the private modules theme code imports, and the theme components
 * that are rewritten or whose wrapper relies on more than their props. For each, the upstream files it relies on.
 * Plain wrappers (`@theme-original`) are not listed: wrapping is Docusaurus' public way to change a component,
 * and the tests CUSTOMIZATIONS.md names for each wrapper catch an upgrade that changes what it wraps.
 *
 * `npm run check:upstream` (scripts/upstream/) resolves every file listed here and compares its content with the
 * hash recorded in ./upstream.lock.json, whatever version of its package is installed; CUSTOMIZATIONS.md explains
 * each entry and the upgrade procedure.
 */

export interface UpstreamFile {
  /** The npm package, e.g. `@docusaurus/core`. */
  package: string;
  /** A path inside the package, e.g. `lib/client/App.js`. */
  file: string;
}

export interface Customization {
  /** Name used in the register (CUSTOMIZATIONS.md) and in the contract check's messages. */
  name: string;
  /** Where the customization lives in this repository. */
  source: string;
  /** What it relies on in the dependency's files (alias targets, copied code, private imports, wrapped code). */
  upstream: UpstreamFile[];
}

const core = (file: string): UpstreamFile => ({package: '@docusaurus/core', file});
const classic = (file: string): UpstreamFile => ({package: '@docusaurus/theme-classic', file});
const openapi = (file: string): UpstreamFile => ({package: 'docusaurus-theme-openapi-docs', file});
const search = (file: string): UpstreamFile => ({package: '@easyops-cn/docusaurus-search-local', file});

export const customizations: Customization[] = [
  // Bundler and runtime patches.
  {
    name: 'api-chunks',
    source: 'src/patches/api-chunks',
    upstream: [core('lib/webpack/base.js')],
  },
  {
    name: 'bundler-cache',
    source: 'src/patches/bundler-cache',
    upstream: [core('lib/webpack/base.js')],
  },
  {
    name: 'code-samples-on-server',
    source: 'src/patches/code-samples-on-server',
    upstream: [core('lib/client/exports/ExecutionEnvironment.js'), openapi('lib/theme/ApiItem/index.js')],
  },
  {
    name: 'lean-api-bundle',
    source: 'src/patches/lean-api-bundle',
    upstream: [
      openapi('lib/theme/ApiItem/index.js'),
      openapi('lib/theme/ApiExplorer/storage-utils.js'),
      openapi('lib/theme/Markdown/index.js'),
    ],
  },
  {
    name: 'prism-with-code-blocks',
    source: 'src/patches/prism-with-code-blocks',
    upstream: [
      classic('lib/theme/CodeBlock/Content/index.js'),
      classic('lib/prism-include-languages.js'),
      openapi('lib/theme/ApiExplorer/ApiCodeBlock/Content/String.js'),
      openapi('lib/theme/ApiExplorer/ApiCodeBlock/ExpandButton/index.js'),
    ],
  },
  {
    name: 'route-scripts',
    source: 'src/patches/route-scripts',
    upstream: [
      core('lib/ssg/ssgTemplate.js'),
      {package: 'react-loadable-ssr-addon-v5-slorber', file: 'lib/ReactLoadableSSRAddon.js'},
    ],
  },
  {
    name: 'staged-start-up',
    source: 'src/patches/staged-start-up',
    upstream: [core('lib/client/clientEntry.js'), core('lib/client/App.js')],
  },
  {
    name: 'search-engine',
    source: 'src/plugins/search-engine',
    upstream: [
      search('dist/server/server/utils/buildIndex.js'),
      search('dist/server/server/utils/postBuildFactory.js'),
      search('dist/client/client/theme/searchByWorker.js'),
    ],
  },

  {
    name: 'api-page-writer',
    source: 'src/api-reference/pageMarkdown.ts',
    // The OpenAPI plugin's MDX writer, which moves large props into JSON files while the plugin generates.
    upstream: [{package: 'docusaurus-plugin-openapi-docs', file: 'lib/markdown/utils.js'}],
  },
  {
    name: 'build-in-two-steps',
    source: 'scripts/build.ts',
    upstream: [core('lib/commands/build/buildLocale.js')],
  },
  {
    name: 'page template (ssrTemplate)',
    source: 'config/ssrTemplate.ts',
    upstream: [core('lib/ssg/ssgTemplate.html.js')],
  },
  // Private modules imported by React code.
  {
    name: 'keepMountedAfterHydration',
    source: 'src/hydration/keepMountedAfterHydration.tsx',
    upstream: [core('lib/client/browserContext.js')],
  },
  // A wrapper that relies on what the wrapped component returns, not only on its props.
  {
    name: 'CodeBlock/Line (wrap)',
    source: 'src/theme/CodeBlock/Line',
    // The element the theme's line returns, whose tag the wrapper changes.
    upstream: [classic('lib/theme/CodeBlock/Line/index.js')],
  },
  // Rewritten: the copy follows the theme's component, so a change there must be carried over.
  {
    name: 'TabItem (rewrite)',
    source: 'src/theme/TabItem',
    upstream: [openapi('lib/theme/TabItem/index.js'), openapi('lib/theme/utils/tabsUtils.js')],
  },
];
