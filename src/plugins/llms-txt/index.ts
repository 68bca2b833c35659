/**
 * The Markdown export (`@signalwire/docusaurus-plugin-llms-txt`, options in `./options.ts`) and, once its copies
 * are written, `llms-full.txt` in the order of the navigation (`./fullText.ts`).
 */
import {PerfLogger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';

import {buildOptions} from '../../../config/buildOptions';
import {llmsFullTxtHeader, llmsTxtOptions, type Locale, type LocaleSite} from './options';
import {sidebarPermalinks, writeLlmsFullTxt} from './fullText';

export interface LlmsTxtPluginOptions {
  locale: Locale;
  site: LocaleSite;
}

export default function llmsTxt(context: LoadContext, options: LlmsTxtPluginOptions): Plugin<void> {
  const plugin = llmsTxtPlugin(context, llmsTxtOptions(options.locale, options.site));
  return {
    ...plugin,
    async postBuild(props) {
      // Builds that only check the pages (tests/lib/faults.ts) skip the export (config/buildOptions.ts).
      if (!buildOptions.markdownExport) return;
      // Named in Docusaurus' timing log of the build (DOCUSAURUS_PERF_LOGGER=true).
      await PerfLogger.async('Markdown export', async () => plugin.postBuild?.(props));
      await PerfLogger.async('llms-full.txt', async () =>
        writeLlmsFullTxt({
          outDir: props.outDir,
          siteUrl: options.site.siteUrl,
          localeBaseUrl: options.site.localeBaseUrl,
          sidebarPermalinks: sidebarPermalinks(props.plugins),
          header: llmsFullTxtHeader(options.locale, options.site),
        }),
      );
    },
  };
}
