/** The benchmark's figures as labelled tables, with the goals next to them. */
import {describeMachineSpeed} from '../lib/machineSpeed';
import type {BenchResult} from './index';

const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const share = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(1)} %`;

function section(title: string, rows: Array<Record<string, string | number>>): void {
  console.log(`\n${title}`);
  console.table(rows);
}

export function printReport(result: BenchResult): void {
  const load = result.machine.loadAverage.map((value) => value.toFixed(1)).join(' ');
  console.log(`\n${result.date}: ${result.machine.cpus} CPUs, ${result.machine.memoryGB} GB, load ${load}`);
  console.log(`Machine speed: ${describeMachineSpeed(result.machine.speed)}`);
  const {build, pages, lighthouse, hosting} = result;
  if (build) {
    console.log(
      `\nCold build of both locales (npm run build): ${build.seconds.toFixed(1)} s, ` +
        `${build.cpuSeconds.toFixed(1)} CPU-s; its processes held at most ${build.allProcessesMB} MB at the same time, ` +
        `the largest ${build.largestProcessMB} MB; gen-api-docs before it ${build.genApiDocsSeconds.toFixed(1)} s`,
    );
    console.log(
      `precompressed copies: ${build.copies.cpuSeconds.toFixed(1)} CPU-s ` +
        `(${share(build.copies.cpuSeconds, build.cpuSeconds)} of the build's CPU time); the step that writes ` +
        `them took ${build.copies.seconds.toFixed(1)} s at the build's end, ` +
        `${share(build.copies.seconds, build.seconds)} of its wall time (goal <= 10 %)`,
    );
    console.log(
      `link preview pictures: ${build.previewsCpuSeconds.toFixed(1)} CPU-s ` +
        `(${share(build.previewsCpuSeconds, build.cpuSeconds)} of the build's CPU time, goal <= 10 %)`,
    );
  }
  if (pages) {
    section(
      'JavaScript Chromium fetches before the page has hydrated (phone viewport), gzip. Deferred: fetched after hydration, until the network is idle',
      pages.map((page) => ({
        page: page.type,
        url: page.url,
        scripts: page.scripts,
        gzip: kB(page.jsGzip),
        budget:
          page.budget === undefined
            ? ''
            : `${kB(page.budget)}: ${page.jsGzip <= page.budget ? 'met' : 'NOT met'}`,
        deferred: kB(page.deferredGzip),
      })),
    );
  }
  if (hosting) {
    section(
      `nginx with deploy/portal/ on 127.0.0.1, wrk, ${hosting.seconds} s per run (goals: 0 errors; largest script with br >= 5,000 req/s; home page under the mixed load p99 <= 50 ms)`,
      hosting.runs.map((run) => ({
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
  if (lighthouse) {
    section(
      'Lighthouse, mobile, default throttling, served by nginx, median run of each page (goals: performance >= 95, others 100)',
      lighthouse.map((page) => ({
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
}
