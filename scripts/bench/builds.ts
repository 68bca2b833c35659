/**
 * Cold and warm production builds of both locales, with Docusaurus Faster (the default) and with webpack
 * (`DOCUSAURUS_FASTER=false`), one after the other in the same run. Webpack goes first, so the tree ends
 * with the Faster build that the page and Lighthouse sections measure.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {buildDir, siteDir} from '../lib/site';

export interface BuildRun {
  bundler: 'webpack' | 'faster';
  cache: 'cold' | 'warm';
  seconds: number;
  /** User + system CPU seconds: unlike wall time, hardly changed by other jobs on the machine. */
  cpuSeconds: number;
  /** The share of one CPU the build got (`Percent of CPU`); far below 100 % means the machine was busy. */
  cpuPercent: number;
  peakRssMB: number;
}

export interface BuildFigures {
  genApiDocsSeconds: number;
  runs: BuildRun[];
}

const cacheDirs = ['.cache', '.docusaurus'].map((directory) => path.join(siteDir, directory));

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

type Timing = Omit<BuildRun, 'bundler' | 'cache'>;

function timed(command: string[], env: NodeJS.ProcessEnv, log: string): Timing {
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
    seconds: wallSeconds(report),
    cpuSeconds: timeField(report, 'User time \\(seconds\\)') + timeField(report, 'System time \\(seconds\\)'),
    cpuPercent: timeField(report, 'Percent of CPU this job got'),
    peakRssMB: peakRssMB(report),
  };
}

export function runBuilds(logDir: string): BuildFigures {
  const docusaurus = path.join(siteDir, 'node_modules/.bin/docusaurus');
  console.log('[bench] generating the API pages once (the same for both bundlers)');
  const generated = timed(
    ['npm', 'run', '--silent', 'gen-api-docs'],
    {},
    path.join(logDir, 'gen-api-docs.log'),
  );
  const runs: BuildRun[] = [];
  for (const bundler of ['webpack', 'faster'] as const) {
    for (const directory of [...cacheDirs, buildDir]) fs.rmSync(directory, {recursive: true, force: true});
    for (const cache of ['cold', 'warm'] as const) {
      console.log(`[bench] ${cache} build with ${bundler}`);
      const env = {DOCUSAURUS_FASTER: bundler === 'faster' ? 'true' : 'false'};
      const figures = timed([docusaurus, 'build'], env, path.join(logDir, `build-${bundler}-${cache}.log`));
      runs.push({bundler, cache, ...figures});
      console.log(
        `[bench]   ${figures.seconds.toFixed(1)} s (CPU ${figures.cpuSeconds.toFixed(1)} s, ${figures.cpuPercent} %), peak ${figures.peakRssMB} MB`,
      );
    }
  }
  return {genApiDocsSeconds: generated.seconds, runs};
}
