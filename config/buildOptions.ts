/**
 * Parts of the build that a test leaves out, each switched off with `<NAME>=false` in the environment: the
 * builds of tests/lib/faults.ts and tests/lib/openapiFixture.ts check pages and skip what no test of theirs
 * reads. A production build sets none of them. Read here, once, so that no plugin reads the environment for them.
 */
export interface BuildOptions {
  /** The search index of each locale (src/plugins/search-engine). */
  searchIndex: boolean;
  /** The Markdown copies, llms.txt and llms-full.txt (src/plugins/llms-txt). */
  markdownExport: boolean;
  /** The link preview pictures (src/plugins/page-previews). */
  pagePreviews: boolean;
  /** The `.br` and `.gz` copies of the build (scripts/precompress.ts, after `npm run build` has built every locale). */
  precompress: boolean;
}

const switches: Record<keyof BuildOptions, string> = {
  searchIndex: 'SEARCH_INDEX',
  markdownExport: 'MARKDOWN_EXPORT',
  pagePreviews: 'PAGE_PREVIEWS',
  precompress: 'PRECOMPRESS',
};

export function buildOptionsOf(environment: NodeJS.ProcessEnv): BuildOptions {
  const on = (option: keyof BuildOptions): boolean => environment[switches[option]] !== 'false';
  return {
    searchIndex: on('searchIndex'),
    markdownExport: on('markdownExport'),
    pagePreviews: on('pagePreviews'),
    precompress: on('precompress'),
  };
}

export const buildOptions: BuildOptions = buildOptionsOf(process.env);

/** The environment of a build without the given parts, for tests and benchmarks. */
export function environmentWithout(...options: Array<keyof BuildOptions>): NodeJS.ProcessEnv {
  return Object.fromEntries(options.map((option) => [switches[option], 'false']));
}
