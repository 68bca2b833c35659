/** The scale benchmark's figures as tables, with the goals of issue 23 checked against the largest factor. */
import os from 'node:os';

import type {ScaleRun} from './index';

const kB = (bytes: number): string => (bytes / 1024).toFixed(1);
const MB = (bytes: number): string => (bytes / 2 ** 20).toFixed(1);
const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

const goalSeconds = 360;
const goalPeakMB = 4096;
const pageBudgets: Record<string, number> = {operation: 350 * 1024, 'guide without diagram': 220 * 1024};
const entryGrowthGoal = 10 * 1024;

const entryGzip = (run: ScaleRun): number => sum(run.site.entryChunks.map((chunk) => chunk.gzip));
const pageGzip = (run: ScaleRun, type: string, locale = 'de'): number =>
  run.site.pages.find((page) => page.type === type && page.locale === locale)?.jsGzip ?? 0;
const largestProcess = (run: ScaleRun): number => Math.max(0, ...run.build.processes.map((p) => p.peakRssMB));
/** The index a reader of a context downloads, summed over the locales. */
const indexGzip = (run: ScaleRun, file: string): number =>
  sum(run.site.searchIndexes.filter((index) => index.file === file).map((index) => index.gzip));
const slowestSearch = (run: ScaleRun, where: RegExp): number =>
  Math.max(0, ...run.searchTimes.filter((row) => where.test(row.where)).map((row) => row.ms));

export function printScale(runs: ScaleRun[]): void {
  if (runs.length === 0) return;
  console.log('\nScale: the synthetic API (today × factor), cold `npm run build` of both locales');
  console.table(
    runs.map((run) => ({
      factor: run.factor,
      operations: run.operations,
      tags: run.tags,
      'HTML pages': run.site.htmlPages,
      'gen-api-docs (s)': run.genApiDocs.seconds.toFixed(0),
      'build (s)': run.build.seconds.toFixed(0),
      'CPU (s)': run.build.cpuSeconds.toFixed(0),
      'CPU s/page': (run.build.cpuSeconds / run.site.htmlPages).toFixed(3),
      load: run.build.loadAverage.map((value) => value.toFixed(1)).join('→'),
      'largest process (MB)': largestProcess(run),
      'output (MB)': MB(run.site.outputBytes),
      'search indexes (MB)': MB(sum(run.site.searchIndexes.map((index) => index.raw))),
      'main+runtime (KB gz)': kB(entryGzip(run)),
      'operation JS (KB gz)': kB(pageGzip(run, 'operation')),
      'guide JS (KB gz)': kB(pageGzip(run, 'guide without diagram')),
    })),
  );

  console.log(
    '\nPhases per locale: wall seconds / CPU seconds of the whole build / most MB the largest process held (postBuild parts overlap)',
  );
  const phaseNames = [...new Set(runs.flatMap((run) => run.build.phases.map((phase) => phase.name)))];
  console.table(
    runs.flatMap((run) =>
      [...new Set(run.build.phases.map((phase) => phase.locale))].map((locale) => ({
        factor: run.factor,
        locale,
        ...Object.fromEntries(
          phaseNames.map((name) => {
            const phase = run.build.phases.find(
              (candidate) => candidate.locale === locale && candidate.name === name,
            );
            const memory = phase?.residentMB === undefined ? '' : ` / ${phase.residentMB}`;
            return [
              name,
              phase ? `${phase.seconds.toFixed(0)} / ${phase.cpuSeconds.toFixed(0)}${memory}` : '-',
            ];
          }),
        ),
      })),
    ),
  );

  console.log('\nProcesses of the build at their peak (MB resident); goal: none above 4096');
  console.table(
    runs.flatMap((run) =>
      run.build.processes.map((process) => ({
        factor: run.factor,
        process: process.command,
        'peak (MB)': process.peakRssMB,
        'CPU (s)': process.cpuSeconds.toFixed(0),
      })),
    ),
  );

  console.log(
    '\nSearch indexes (gzip KB, both locales; in brackets gzip bytes per byte of the text they index) and time to the first result (slowest locale, ms)',
  );
  const indexFiles = [...new Set(runs.flatMap((run) => run.site.searchIndexes.map((index) => index.file)))];
  const perText = (run: ScaleRun, file: string): string => {
    const text = sum(
      run.site.searchIndexes.filter((index) => index.file === file).map((index) => index.textBytes ?? 0),
    );
    return text > 0 ? ` (${(indexGzip(run, file) / text).toFixed(2)})` : '';
  };
  console.table(
    runs.map((run) => ({
      factor: run.factor,
      ...Object.fromEntries(
        indexFiles.map((file) => [file, `${kB(indexGzip(run, file))}${perText(run, file)}`]),
      ),
      'navbar, cold': slowestSearch(run, /cold/),
      'navbar, warm': slowestSearch(run, /warm/),
      'results page': slowestSearch(run, /results page/),
    })),
  );

  console.log('\nJavaScript before hydration per page type (gzip KB, German / English)');
  const types = [...new Set(runs.flatMap((run) => run.site.pages.map((page) => page.type)))];
  console.table(
    runs.map((run) => ({
      factor: run.factor,
      ...Object.fromEntries(
        types.map((type) => [type, `${kB(pageGzip(run, type))} / ${kB(pageGzip(run, type, 'en'))}`]),
      ),
    })),
  );

  const first = runs[0] as ScaleRun;
  const last = runs.at(-1) as ScaleRun;
  if (runs.length < 2) return;
  const verdict = (ok: boolean): string => (ok ? 'met' : 'NOT met');
  console.log(
    `\nGoals at factor ${last.factor} (${last.operations} operations), against factor ${first.factor}:`,
  );
  console.log(
    `- build ${last.build.seconds.toFixed(0)} s wall (goal <= ${goalSeconds} s on an idle machine; load was ` +
      `${last.build.loadAverage.map((value) => value.toFixed(1)).join(' → ')} on ${os.cpus().length} cores): ${verdict(last.build.seconds <= goalSeconds)}`,
  );
  console.log(
    `- largest process ${largestProcess(last)} MB (goal < ${goalPeakMB}): ${verdict(largestProcess(last) < goalPeakMB)}`,
  );
  const perPage = (run: ScaleRun): number => run.build.cpuSeconds / run.site.htmlPages;
  console.log(
    `- CPU per page ${perPage(first).toFixed(3)} → ${perPage(last).toFixed(3)} s (goal: not growing): ${verdict(perPage(last) <= perPage(first) * 1.05)}`,
  );
  for (const [type, budget] of Object.entries(pageBudgets)) {
    const worst = Math.max(pageGzip(last, type), pageGzip(last, type, 'en'));
    console.log(`- ${type} ${kB(worst)} KB gzip (budget ${kB(budget)}): ${verdict(worst <= budget)}`);
  }
  const growth = entryGzip(last) - entryGzip(first);
  console.log(
    `- main bundle (runtime + main) grew ${kB(growth)} KB gzip (goal <= ${kB(entryGrowthGoal)}): ${verdict(growth <= entryGrowthGoal)}`,
  );
}
