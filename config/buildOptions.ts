/**
 * How a build differs from the production build, read here, once, so that no plugin reads the environment:
 *
 * - parts that a test or a benchmark leaves out, each switched off with `<NAME>=false`: the builds of
 *   tests/lib/faults.ts and tests/lib/openapiFixture.ts check pages and skip what no test of theirs reads;
 * - the preview, switched on with `PORTAL_PREVIEW=true` (and by `npm start`).
 *
 * A production build sets none of them.
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
  /**
   * The release in preparation: the site shows the working description `openapi/openapi.yaml`, its version
   * labelled "in preparation" while it is not published, and its changes in the changelog. Pull requests build
   * previews, so that an API team's changes are tested before they are released. Without it the build is the
   * published site, which shows only the newest release and stops on a description that differs from it
   * (src/plugins/openapi-download).
   */
  preview: boolean;
}

type Part = Exclude<keyof BuildOptions, 'preview'>;

const switches: Record<Part, string> = {
  searchIndex: 'SEARCH_INDEX',
  markdownExport: 'MARKDOWN_EXPORT',
  pagePreviews: 'PAGE_PREVIEWS',
  precompress: 'PRECOMPRESS',
};

function buildOptionsOf(environment: NodeJS.ProcessEnv): BuildOptions {
  const on = (option: Part): boolean => environment[switches[option]] !== 'false';
  return {
    searchIndex: on('searchIndex'),
    markdownExport: on('markdownExport'),
    pagePreviews: on('pagePreviews'),
    precompress: on('precompress'),
    // `docusaurus start` sets NODE_ENV to development before it loads the configuration.
    preview: environment.PORTAL_PREVIEW === 'true' || environment.NODE_ENV === 'development',
  };
}

export const buildOptions: BuildOptions = buildOptionsOf(process.env);

/** The environment of a build without the given parts, for tests and benchmarks. */
export function environmentWithout(...options: Part[]): NodeJS.ProcessEnv {
  return Object.fromEntries(options.map((option) => [switches[option], 'false']));
}

/** The environment of a preview build, or of a production build whatever the environment it starts from. */
export function previewEnvironment(preview: boolean): NodeJS.ProcessEnv {
  return {PORTAL_PREVIEW: preview ? 'true' : undefined};
}
