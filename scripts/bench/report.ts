/** The benchmark's figures as labelled tables, with the goals next to them. */
import {describeMachineSpeed} from '../lib/machineSpeed';
import type {BenchResult} from './index';

const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const MB = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MB`;

function section(title: string, rows: Array<Record<string, string | number>>): void {
  console.log(`\n${title}`);
  console.table(rows);
}

export function printReport(result: BenchResult): void {
  const load = result.machine.loadAverage.map((value) => value.toFixed(1)).join(' ');
  console.log(`\n${result.date}: ${result.machine.cpus} CPUs, ${result.machine.memoryGB} GB, load ${load}`);
  console.log(`Machine speed: ${describeMachineSpeed(result.machine.speed)}`);
  if (result.build) {
    const run = (cache: string, precompress = true) =>
      result.build?.runs.find(
        (candidate) => candidate.cache === cache && candidate.precompress === precompress,
      );
    section(
      'Builds of both locales (docusaurus build; API pages generated once before)',
      result.build.runs.map((candidate) => ({
        cache: candidate.cache,
        copies: candidate.precompress ? 'yes' : 'no',
        'time (s)': candidate.seconds.toFixed(1),
        'CPU time (s)': candidate.cpuSeconds.toFixed(1),
        'CPU share (%)': candidate.cpuPercent,
        'peak RSS (MB)': candidate.peakRssMB,
        'copies (s)': candidate.copies?.seconds.toFixed(1) ?? '-',
        'copies: CPU (s)': candidate.copies?.cpuSeconds.toFixed(1) ?? '-',
        'previews: CPU (s)': candidate.previews?.cpuSeconds.toFixed(1) ?? '-',
        'previews from cache': candidate.previews
          ? `${candidate.previews.fromCache}/${candidate.previews.pictures}`
          : '-',
      })),
    );
    const cold = run('cold');
    const warm = run('warm');
    const withoutCopies = run('cold', false);
    if (cold && withoutCopies) {
      const extra = cold.seconds - withoutCopies.seconds;
      console.log(
        `precompressed copies add ${extra.toFixed(1)} s (${((100 * extra) / withoutCopies.seconds).toFixed(0)} %) ` +
          `to the cold build (goal <= 10 %), ${(cold.cpuSeconds - withoutCopies.cpuSeconds).toFixed(1)} s ` +
          'of CPU time',
      );
    }
    if (cold?.previews) {
      const {cpuSeconds, seconds} = cold.previews;
      console.log(
        `link preview pictures take ${cpuSeconds.toFixed(1)} s of CPU time ` +
          `(${((100 * cpuSeconds) / cold.cpuSeconds).toFixed(1)} % of the cold build's, goal <= 10 %), ` +
          `in ${seconds.toFixed(1)} s of postBuild() beside the search index and the Markdown export`,
      );
    }
    if (cold && warm) console.log(`warm build / cold build: ${(warm.seconds / cold.seconds).toFixed(2)}`);
    console.log(
      `gen-api-docs: ${result.build.genApiDocsSeconds.toFixed(1)} s; peak RSS goal < 4096 MB (largest process)`,
    );
  }
  if (result.pages) {
    section(
      "Output size per locale (the site's files; beside them the precompressed copies nginx sends)",
      Object.entries(result.pages.outputBytes).map(([locale, bytes]) => ({
        locale,
        size: MB(bytes),
        '.br copies': MB(result.pages?.copyBytes[locale]?.br ?? 0),
        '.gz copies': MB(result.pages?.copyBytes[locale]?.gz ?? 0),
      })),
    );
    section(
      'JavaScript Chromium fetches before the page has hydrated (phone viewport); goals: operation <= 350 KB gzip, guide without diagram <= 220 KB gzip. Deferred: fetched after hydration, until the network is idle',
      result.pages.pages.map((page) => ({
        page: page.type,
        url: page.url,
        scripts: page.scripts,
        raw: kB(page.jsRaw),
        gzip: kB(page.jsGzip),
        'deferred scripts': page.deferredScripts,
        'deferred gzip': kB(page.deferredGzip),
        'total gzip': kB(page.jsGzip + page.deferredGzip),
      })),
    );
    section(
      'Largest JavaScript chunks of the build',
      result.pages.largestChunks.map((chunk) => ({
        file: chunk.file,
        raw: kB(chunk.raw),
        gzip: kB(chunk.gzip),
      })),
    );
  }
  if (result.hosting) {
    const {runs, seconds} = result.hosting;
    section(
      `nginx with deploy/portal/ on 127.0.0.1, wrk, ${seconds} s per run (goals: 0 errors; largest script with br >= 5,000 req/s; home page under the mixed load p99 <= 50 ms)`,
      runs.map((run) => ({
        target: run.name,
        url: run.url,
        encoding: run.encoding,
        clients: run.connections,
        'req/s': Math.round(run.requestsPerSecond),
        'p50 (ms)': run.p50Ms,
        'p99 (ms)': run.p99Ms,
        errors: run.errors,
        'bytes/response': run.bytesPerResponse,
      })),
    );
  }
  if (result.lighthouse) {
    section(
      'Lighthouse, mobile, default throttling, served with gzip, median run of each page (goals: performance >= 95, others 100)',
      result.lighthouse.map((page) => ({
        page: page.type,
        url: page.url,
        performance: page.performance,
        'all runs': page.runs.join(' '),
        'machine index': page.machineIndexes.join(' '),
        accessibility: page.accessibility,
        'best practices': page.bestPractices,
        SEO: page.seo,
        'LCP (ms)': page.lcpMs,
        'TBT (ms)': page.tbtMs,
        CLS: page.cls,
      })),
    );
    console.log(
      "machine index: Lighthouse's measure of the machine's speed in each run (environment.benchmarkIndex, higher " +
        'is faster). Its throttling is simulated from what it observed, so a slower or busier machine raises TBT ' +
        'and lowers the score of an unchanged page: compare scores only between runs with similar indexes.',
    );
  }
  if (result.fragments) {
    section(
      'A page opened at a #fragment: milliseconds from navigation start until hydrated (median), per engine, through nginx',
      result.fragments.map((figures) => ({
        engine: figures.engine,
        url: figures.url,
        'hydrated (ms)': figures.hydratedMs,
        'without fragment (ms)': figures.withoutFragmentMs,
        'all runs': figures.runs.join(' '),
      })),
    );
  }
}
