/**
 * Production builds of both locales (`npm run build`): cold without the precompressed copies (`PRECOMPRESS=false`,
 * scripts/precompress.ts) to show what they cost, then cold and warm with them, so the tree ends with the
 * build that the page, Lighthouse and hosting sections measure.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {buildDir, siteDir} from '../../config/site';
import {environmentWithout} from '../../config/buildOptions';
import {toolsDir} from './tools';

export interface BuildRun {
  cache: 'cold' | 'warm';
  /** Whether the build wrote the .br and .gz copies. */
  precompress: boolean;
  /** The build's own account of the copies, from its log. */
  copies?: CopyFigures;
  /** The link preview pictures (src/plugins/page-previews), both locales together, from the build's log. */
  previews?: PreviewFigures;
  seconds: number;
  /** User + system CPU seconds: unlike wall time, hardly changed by other jobs on the machine. */
  cpuSeconds: number;
  /** The share of one CPU the build got (`Percent of CPU`); far below 100 % means the machine was busy. */
  cpuPercent: number;
  peakRssMB: number;
}

export interface CopyFigures {
  files: number;
  /** Wall and CPU time of the step that writes them after the locales are built. */
  seconds: number;
  cpuSeconds: number;
}

export interface PreviewFigures {
  pictures: number;
  fromCache: number;
  /** CPU time of the drawing threads. */
  cpuSeconds: number;
  /** Wall time of the plugin's postBuild(), beside the other plugins' own. */
  seconds: number;
}

export interface BuildFigures {
  genApiDocsSeconds: number;
  runs: BuildRun[];
}

/** What a cold build starts without: `.cache/` (but the bench's own tools), `.docusaurus/` and `build/`. */
function removeCaches(): void {
  const cache = path.join(siteDir, '.cache');
  const cached = fs.existsSync(cache) ? fs.readdirSync(cache).map((name) => path.join(cache, name)) : [];
  for (const target of [
    ...cached.filter((dir) => dir !== toolsDir),
    path.join(siteDir, '.docusaurus'),
    buildDir,
  ]) {
    fs.rmSync(target, {recursive: true, force: true});
  }
}

/** `/usr/bin/time -v` wall clock (`h:mm:ss` or `m:ss.cc`) in seconds. */
function wallSeconds(report: string): number {
  const match = /Elapsed \(wall clock\) time.*: ([\d:.]+)/.exec(report);
  if (!match?.[1]) throw new Error(`No wall clock time in:\n${report}`);
  return match[1].split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

function peakRssMB(report: string): number {
  const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
  if (!match?.[1]) throw new Error(`No peak memory in:\n${report}`);
  return Math.round(Number(match[1]) / 1024);
}

function timeField(report: string, label: string): number {
  const match = new RegExp(`${label}: ([\\d.]+)`).exec(report);
  if (!match?.[1]) throw new Error(`No "${label}" in:\n${report}`);
  return Number(match[1]);
}

type Timing = Omit<BuildRun, 'cache' | 'precompress' | 'copies' | 'previews'>;

/** The summary lines of src/plugins/page-previews, one per locale, added up. */
function previewFigures(log: string): PreviewFigures | undefined {
  const lines = [
    ...log.matchAll(
      /\[page-previews\] \w+: (\d+) pictures, (\d+) from the cache; ([\d.]+) s of CPU time, ([\d.]+) s/g,
    ),
  ];
  if (lines.length === 0) return undefined;
  return lines.reduce<PreviewFigures>(
    (sum, [, pictures, fromCache, cpuSeconds, seconds]) => ({
      pictures: sum.pictures + Number(pictures),
      fromCache: sum.fromCache + Number(fromCache),
      cpuSeconds: sum.cpuSeconds + Number(cpuSeconds),
      seconds: sum.seconds + Number(seconds),
    }),
    {pictures: 0, fromCache: 0, cpuSeconds: 0, seconds: 0},
  );
}

/** The summary line of scripts/build.ts. */
function copyFigures(log: string): CopyFigures | undefined {
  const match = /\[precompress\] (\d+) files .* in ([\d.]+) s, ([\d.]+) s of CPU time/.exec(log);
  if (!match) return undefined;
  const [, files = 0, seconds = 0, cpuSeconds = 0] = match.map(Number);
  return {files, seconds, cpuSeconds};
}

function timed(command: string[], env: NodeJS.ProcessEnv, log: string): Timing & {output: string} {
  const result = spawnSync('/usr/bin/time', ['-v', ...command], {
    cwd: siteDir,
    env: {...process.env, ...env},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  fs.writeFileSync(log, `${result.stdout}\n${result.stderr}`);
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed (exit ${result.status}); see ${log}`);
  const report = result.stderr;
  return {
    output: result.stdout,
    seconds: wallSeconds(report),
    cpuSeconds: timeField(report, 'User time \\(seconds\\)') + timeField(report, 'System time \\(seconds\\)'),
    cpuPercent: timeField(report, 'Percent of CPU this job got'),
    peakRssMB: peakRssMB(report),
  };
}

export function runBuilds(logDir: string): BuildFigures {
  console.log('[bench] generating the API pages once (the same for every build)');
  const generated = timed(
    ['npm', 'run', '--silent', 'gen-api-docs'],
    {},
    path.join(logDir, 'gen-api-docs.log'),
  );
  const runs: BuildRun[] = [];
  const plan: Array<Pick<BuildRun, 'cache' | 'precompress'>> = [
    {cache: 'cold', precompress: false},
    {cache: 'cold', precompress: true},
    {cache: 'warm', precompress: true},
  ];
  for (const {cache, precompress} of plan) {
    if (cache === 'cold') removeCaches();
    console.log(`[bench] ${cache} build${precompress ? '' : ', without precompressed copies'}`);
    const logName = `build-${cache}${precompress ? '' : '-no-copies'}.log`;
    const {output, ...figures} = timed(
      ['npm', 'run', '--silent', 'build'],
      precompress ? {} : environmentWithout('precompress'),
      path.join(logDir, logName),
    );
    const copies = precompress ? copyFigures(output) : undefined;
    if (precompress && copies === undefined) throw new Error(`No [precompress] summary in ${logName}`);
    const previews = previewFigures(output);
    if (previews === undefined) throw new Error(`No [page-previews] summary in ${logName}`);
    runs.push({cache, precompress, copies, previews, ...figures});
    console.log(
      `[bench]   ${figures.seconds.toFixed(1)} s (CPU ${figures.cpuSeconds.toFixed(1)} s, ${figures.cpuPercent} %), peak ${figures.peakRssMB} MB` +
        (copies ? `; copies: ${copies.seconds.toFixed(1)} s, ${copies.cpuSeconds.toFixed(1)} s CPU` : ''),
    );
  }
  return {genApiDocsSeconds: generated.seconds, runs};
}
