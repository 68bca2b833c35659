import type {Props} from '@docusaurus/types';

import type {Locale, LocaleSite} from './options';

export interface LlmsTxtInWorkerOptions {
  locale: Locale;
  site: LocaleSite;
}

/**
 * What the worker receives. A worker gets copies, and functions cannot be copied, so the props are those the
 * plugin reads in `postBuild()` (lib/index.js, lib/cache, lib/generation): the site config is cut down to
 * its plain fields, and the worker builds the options, plugins included, from `options` again.
 */
export interface WorkerInput {
  options: LlmsTxtInWorkerOptions;
  props: Pick<Props, 'outDir' | 'siteDir' | 'generatedFilesDir' | 'routes'> & {
    siteConfig: Pick<Props['siteConfig'], 'url' | 'baseUrl' | 'title' | 'trailingSlash'>;
  };
}
