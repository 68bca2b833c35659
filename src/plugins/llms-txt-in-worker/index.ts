/**
 * The Markdown export (`@signalwire/docusaurus-plugin-llms-txt`, options in `./options.ts`), with its
 * `postBuild()` moved to a worker thread. Docusaurus starts every plugin's `postBuild()` at once, but on one
 * thread: converting each page's HTML (about 10 s a locale) and building the search index (about 6 s) took
 * turns, while the second core of a CI machine was idle. In the worker they run side by side.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {PerfLogger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';

import {buildOptions} from '../../../config/buildOptions';
import {llmsFullTxtHeader, llmsTxtOptions} from './options';
import {sidebarPermalinks, writeLlmsFullTxt} from './fullText';
import type {LlmsTxtInWorkerOptions, WorkerInput} from './workerInput';

// The worker loads its TypeScript with jiti, as Docusaurus loads the config.
const jitiModule = require.resolve('jiti');
const workerModule = path.join(__dirname, 'worker.ts');
const jitiOptions = {cache: true, requireCache: true, interopDefault: true};

/**
 * Twice V8's default young generation. Each page's HTML becomes three trees in turn (HTML, its copy in the
 * converter, Markdown), each alive while the next is built, so a small young generation copies them again at
 * every collection. At 992 operations the German export alone took 103.7 s and 128 CPU-s with 96 MB; by
 * default, in two runs, 122.6 and 126.4 s, 156 and 160 CPU-s. 192 MB was no faster (103.4 s), 384 MB slower
 * (113.5 s). The young generation of the main thread, which builds the search index, is left as it is: a larger
 * one for the whole process made the export slower again.
 */
const youngGenerationMb = 96;

function runInWorker(input: WorkerInput): Promise<void> {
  const load = `require(${JSON.stringify(jitiModule)})(${JSON.stringify(workerModule)}, ${JSON.stringify(jitiOptions)})`;
  const bootstrap = `${load}(${JSON.stringify(workerModule)})`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, {
      eval: true,
      workerData: input,
      resourceLimits: {maxYoungGenerationSizeMb: youngGenerationMb},
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`The Markdown export stopped with exit code ${code}`));
    });
  });
}

export default function llmsTxtInWorker(context: LoadContext, options: LlmsTxtInWorkerOptions): Plugin<void> {
  // Built here too, so that option errors stop the build at once and the plugin's CLI commands stay.
  const plugin = llmsTxtPlugin(context, llmsTxtOptions(options.locale, options.site));
  return {
    ...plugin,
    async postBuild({outDir, siteDir, generatedFilesDir, routes, siteConfig, plugins}) {
      // Builds that only check the pages (tests/lib/faults.ts) skip the export (config/buildOptions.ts).
      if (!buildOptions.markdownExport) return;
      const {url, baseUrl, title, trailingSlash} = siteConfig;
      // Named in the build's phases when DOCUSAURUS_PERF_LOGGER=true (`npm run bench -- --only scale`).
      await PerfLogger.async('Markdown export', () =>
        runInWorker({
          options,
          props: {
            outDir,
            siteDir,
            generatedFilesDir,
            routes,
            siteConfig: {url, baseUrl, title, trailingSlash},
          },
        }),
      );
      await PerfLogger.async('llms-full.txt', async () =>
        writeLlmsFullTxt({
          outDir,
          siteUrl: options.site.siteUrl,
          localeBaseUrl: options.site.localeBaseUrl,
          sidebarPermalinks: sidebarPermalinks(plugins),
          header: llmsFullTxtHeader(options.locale, options.site),
        }),
      );
    },
  };
}
