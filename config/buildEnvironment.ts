/**
 * The environment of the `docusaurus build` processes that `npm run build` starts (scripts/build.ts): for each
 * locale one that bundles and one that renders the pages from that bundle.
 */
export type BuildStep = 'bundle' | 'render';

/**
 * Settings of the bundling process that only change how much memory it holds, not what it writes. Values already
 * set in the environment win, so a measurement can switch any of them off (`DOCUSAURUS_NO_PERSISTENT_CACHE=`
 * bundles with the persistent cache again).
 *
 * - No persistent bundler cache: writing it held 1.5 GB more at 992 operations (German bundling 5,867 against
 *   4,299 MB, issue 23), and it saves little where it can be used at all: a warm build of today's site took 123 s
 *   against 131 s cold, and CI and deploys build from a clean clone, cold.
 * - `MIMALLOC_PURGE_DELAY=0`: the bundler's allocator (mimalloc) gives freed memory back at once instead of
 *   keeping it for reuse (4,299 → 3,923 MB at 992 operations).
 */
const bundlingDefaults: NodeJS.ProcessEnv = {
  DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
  MIMALLOC_PURGE_DELAY: '0',
};

/**
 * Docusaurus' own switches (read in `@docusaurus/core` `lib/commands/build/buildLocale.js`, registered as
 * `build-in-two-steps` in CUSTOMIZATIONS.md): the first process exits after bundling, the second skips it and
 * renders from the bundle the first left in the output folder. They cannot be overridden: without the first,
 * that process would build the whole locale and delete its server bundle, which the second then fails to find;
 * without the second, the locale would be bundled twice.
 */
const stepSwitches: Record<BuildStep, NodeJS.ProcessEnv> = {
  bundle: {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'},
  render: {DOCUSAURUS_SKIP_BUNDLING: 'true'},
};

export function buildEnvironment(environment: NodeJS.ProcessEnv, step: BuildStep): NodeJS.ProcessEnv {
  return {
    ...(step === 'bundle' ? bundlingDefaults : {}),
    ...environment,
    ...stepSwitches[step],
  };
}
