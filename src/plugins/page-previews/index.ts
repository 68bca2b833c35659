/**
 * The link preview picture of every page (1200 x 630 PNG, ./card.ts), drawn after each locale's pages are
 * rendered, from the texts each page's `og:image` tag carries (src/components/PagePreview), into
 * `img/preview/` of the locale's build. Static files of the build, never committed.
 *
 * Worker threads draw them beside the other plugins' `postBuild()` (search index, Markdown export); pictures
 * are cached in `.cache/page-previews/` by their texts and the template, so an unchanged page costs a copy.
 * `PAGE_PREVIEWS=false` (config/buildOptions.ts) builds without them (the pages still name them), for the test builds
 * that only check pages.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {buildOptions} from '../../../config/buildOptions';
import {settings} from '../../settings';
import {templateFiles} from './card';
import {requestedPictures} from './pages';
import type {Job, WorkerInput, WorkerResult} from './workerInput';

// The worker loads its TypeScript the way Docusaurus loads plugins, with `loadFreshModule` (jiti).
const loaderModule = require.resolve('@docusaurus/utils');
const workerModule = path.join(__dirname, 'worker.ts');
const bootstrap = `require(${JSON.stringify(loaderModule)}).loadFreshModule(${JSON.stringify(workerModule)})`;

/** Cached pictures unused for this long are removed. */
const cacheLifetimeMs = 14 * 24 * 60 * 60 * 1000;

function runWorker(input: WorkerInput): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, {eval: true, workerData: input});
    let result: WorkerResult | undefined;
    worker.once('message', (message: WorkerResult) => {
      result = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0 && result) resolve(result);
      else reject(new Error(`A preview picture worker stopped with exit code ${code}`));
    });
  });
}

/**
 * resvg-js 2.6 frees a drawn picture's memory (about 3 MB) only when its thread ends (thx/resvg-js#216; the fix
 * is in 2.7, still an alpha): at 1,000 operations, one worker for all of a locale's pictures added 3.6 GB to
 * the build's peak. So a worker draws at most this many, and a new one takes the next.
 */
const picturesPerWorker = 100;

/** `lanes` workers at a time, each on its next batch of pictures as long as there are batches. */
async function runBatches(jobs: Job[], cacheDir: string, lanes: number): Promise<WorkerResult> {
  const batches = Array.from({length: Math.ceil(jobs.length / picturesPerWorker)}, (_, index) =>
    jobs.slice(index * picturesPerWorker, (index + 1) * picturesPerWorker),
  );
  const total: WorkerResult = {rendered: 0, fromCache: 0, cpuSeconds: 0};
  const lane = async (): Promise<void> => {
    for (let batch = batches.shift(); batch !== undefined; batch = batches.shift()) {
      const result = await runWorker({jobs: batch, cacheDir});
      total.rendered += result.rendered;
      total.fromCache += result.fromCache;
      total.cpuSeconds += result.cpuSeconds;
    }
  };
  await Promise.all(Array.from({length: Math.min(lanes, batches.length)}, lane));
  return total;
}

function pruneCache(cacheDir: string): void {
  const oldest = Date.now() - cacheLifetimeMs;
  for (const name of fs.readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (fs.statSync(file).mtimeMs < oldest) fs.rmSync(file, {force: true});
  }
}

export default function pagePreviews(context: LoadContext): Plugin | null {
  if (!buildOptions.pagePreviews) return null;
  const {currentLocale, locales, localeConfigs} = context.i18n;
  const cacheDir = path.join(context.siteDir, '.cache/page-previews');
  return {
    name: 'page-previews',
    async postBuild({outDir, siteConfig}) {
      const started = performance.now();
      // A locale whose base URL lies below this one's (/en/ below /) is built into a folder inside this one's.
      const exclude = locales
        .filter((locale) => locale !== currentLocale)
        .map((locale) => path.posix.relative(context.baseUrl, localeConfigs[locale]?.baseUrl ?? '/'))
        .filter((relative) => relative !== '' && !relative.startsWith('..'))
        .map((relative) => path.join(outDir, relative));
      const requested = requestedPictures(outDir, `${siteConfig.url}${context.baseUrl}`, exclude);
      const template = crypto.createHash('sha256');
      for (const file of templateFiles) template.update(fs.readFileSync(file));
      const templateHash = template.digest('hex');
      const host = new URL(settings.siteUrl).host;
      const jobs: Job[] = requested.map(({file, title, section}) => {
        const card = {title, section, brand: siteConfig.title, host};
        const key = crypto
          .createHash('sha256')
          .update(templateHash)
          .update(JSON.stringify(card))
          .digest('hex');
        return {card, file, key};
      });
      fs.mkdirSync(cacheDir, {recursive: true});
      // The other plugins' postBuild() run meanwhile on the main thread and in their own worker.
      const threads = Math.max(1, Math.min(2, os.availableParallelism() - 1));
      const total = await runBatches(jobs, cacheDir, threads);
      pruneCache(cacheDir);
      console.log(
        `[page-previews] ${currentLocale}: ${jobs.length} pictures, ${total.fromCache} from the cache; ` +
          `${total.cpuSeconds.toFixed(1)} s of CPU time, ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
