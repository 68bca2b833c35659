/**
 * `npm run bench -- --only scale`: how the build and the pages grow with the API. For each scale factor, a copy
 * of the project gets the synthetic API (./syntheticApi.ts: today's operations times the factor), generates its
 * pages and builds both locales cold with `npm run build`, as a deployer would; then the built site is measured
 * in the copy (./measure.ts) and by `npm run measure:search`. One factor at a time, never two builds at once:
 * a factor-8 build needs several GB.
 */
import fs from 'node:fs';
import path from 'node:path';

import {commitAll, copyProject, removeCopy, runIn} from '../../lib/projectCopy';
import type {ScaleBuildFigures} from './measure';
import {monitor, type ProcessFigures} from './monitor';
import {phasesOf, type Phase} from './phases';
import {writeSyntheticApi} from './syntheticApi';

export interface ScaleRun {
  factor: number;
  operations: number;
  tags: number;
  genApiDocs: {seconds: number; cpuSeconds: number; peakRssMB: number};
  build: {
    seconds: number;
    cpuSeconds: number;
    /** Load average (1 minute) of the machine at the start and the end of the build. */
    loadAverage: [number, number];
    phases: Phase[];
    /** Processes of the build above 200 MB at their peak. */
    processes: ProcessFigures[];
  };
  site: ScaleBuildFigures;
  /** `npm run measure:search`'s time-to-result rows of every round: where → milliseconds, per locale. */
  searchTimes: Array<{locale: string; where: string; ms: number}>;
}

/**
 * Rounds of `npm run measure:search` per factor; the report takes their median. Single rounds of one build
 * spread too widely for one round to tell whether the goal holds: the results page at factor 1 took 1,320 to
 * 2,225 ms in six rounds (2026-11-28), the cold navbar at factor 8 1,334 to 2,264 ms in nine benchmarks.
 */
const searchRounds = 3;

export const defaultScaleFactors = [1, 4, 8];

function searchTimes(output: string): ScaleRun['searchTimes'] {
  const rows: ScaleRun['searchTimes'] = [];
  for (const line of output.split('\n')) {
    const match = /^\| (\w+) \| ([^|]+) \| (\d+) ms \|$/.exec(line);
    if (match?.[1] && match[2] && match[3])
      rows.push({locale: match[1], where: match[2].trim(), ms: Number(match[3])});
  }
  return rows;
}

async function runFactor(factor: number, logDir: string): Promise<ScaleRun> {
  const copy = copyProject();
  try {
    console.log(`[bench] scale ${factor}: synthetic API in ${copy}`);
    const api = writeSyntheticApi(copy, factor);
    commitAll(copy, `Synthetic API, factor ${factor}`);
    // As a deployer builds: the bundler's persistent cache as the project configures it.
    const {DOCUSAURUS_NO_PERSISTENT_CACHE: _cacheSetting, ...inherited} = process.env;
    const env: NodeJS.ProcessEnv = {...inherited, FORCE_COLOR: '0', NO_COLOR: '1'};

    console.log(`[bench] scale ${factor}: gen-api-docs (${api.operations} operations, ${api.tags} tags)`);
    const generated = await monitor('npm', ['run', '--silent', 'gen-api-docs'], {
      cwd: copy,
      env,
      log: path.join(logDir, `scale-${factor}-gen-api-docs.log`),
    });
    if (generated.status !== 0) throw new Error(`gen-api-docs failed for factor ${factor}; see ${logDir}`);

    console.log(`[bench] scale ${factor}: cold build of both locales (npm run build)`);
    const buildLog = path.join(logDir, `scale-${factor}-build.log`);
    const built = await monitor('npm', ['run', '--ignore-scripts', 'build'], {
      cwd: copy,
      env: {...env, DOCUSAURUS_PERF_LOGGER: 'true'},
      log: buildLog,
    });
    if (built.status !== 0) throw new Error(`The build failed for factor ${factor}; see ${buildLog}`);
    console.log(
      `[bench]   ${built.seconds.toFixed(0)} s, CPU ${built.cpuSeconds.toFixed(0)} s, ` +
        `largest process ${built.processes[0]?.peakRssMB ?? 0} MB`,
    );

    console.log(`[bench] scale ${factor}: measuring pages and search`);
    const measured = runIn(copy, 'node', ['--import', 'tsx', 'scripts/bench/scale/measure.ts']);
    if (measured.status !== 0) throw new Error(`Measuring factor ${factor} failed:\n${measured.output}`);
    const site = JSON.parse(measured.output.trim().split('\n').at(-1) ?? '{}') as ScaleBuildFigures;
    const searchRows: ScaleRun['searchTimes'] = [];
    for (let round = 1; round <= searchRounds; round += 1) {
      const search = runIn(copy, 'npm', ['run', '--silent', 'measure:search']);
      if (search.status !== 0)
        throw new Error(`measure:search failed for factor ${factor}:\n${search.output}`);
      searchRows.push(...searchTimes(search.output));
    }

    return {
      factor,
      operations: api.operations,
      tags: api.tags,
      genApiDocs: {
        seconds: generated.seconds,
        cpuSeconds: generated.cpuSeconds,
        peakRssMB: generated.processes[0]?.peakRssMB ?? 0,
      },
      build: {
        seconds: built.seconds,
        cpuSeconds: built.cpuSeconds,
        loadAverage: built.loadAverage,
        phases: phasesOf(built),
        processes: built.processes.filter((process) => process.peakRssMB >= 200),
      },
      site,
      searchTimes: searchRows,
    };
  } finally {
    // SCALE_KEEP_COPY=1 keeps the copy for a look at its build (its path is printed above).
    if (process.env.SCALE_KEEP_COPY !== '1') removeCopy(copy);
  }
}

export async function runScale(factors: readonly number[], logDir: string): Promise<ScaleRun[]> {
  const runs: ScaleRun[] = [];
  for (const factor of factors) {
    runs.push(await runFactor(factor, logDir));
    // Each factor's figures are kept as soon as they are there: a factor-8 run takes long.
    fs.writeFileSync(path.join(logDir, 'scale-partial.json'), `${JSON.stringify(runs, null, 2)}\n`);
  }
  return runs;
}
