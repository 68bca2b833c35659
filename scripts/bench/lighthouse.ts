/**
 * Lighthouse (mobile, default throttling) in Debian's Chromium, on the build as nginx serves it with the production
 * configuration. Lighthouse is no dependency of the project (it alone brought 57 packages that no build, check or
 * test needs): npx installs the pinned version on first use and runs its CLI in a process of its own.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

import {chromiumFlags, chromiumPath} from '../../tests/lib/browser';
import {startNginx} from '../lib/nginx';
import {benchPages} from './pages';

const lighthouseVersion = '13.5.0';

export interface LighthouseFigures {
  type: string;
  locale: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Performance scores of all runs, lowest first. */
  runs: number[];
  /**
   * Lighthouse's own measure of the machine's speed (`environment.benchmarkIndex`, higher is faster) in each
   * run, in the order of `runs`. Its simulated throttling slows the page down by a fixed factor from what it
   * observed, so on a slow or busy machine TBT rises and the score falls with the page unchanged.
   */
  machineIndexes: number[];
}

const chromeFlags = ['--headless=new', ...chromiumFlags, '--disable-dev-shm-usage'];

interface LighthouseReport {
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {numericValue?: number} | undefined>;
  environment?: {benchmarkIndex?: number};
}

/** One Lighthouse run in a fresh browser (no cache or state carried from the previous page). */
async function lighthouse(url: string): Promise<LighthouseReport> {
  const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')), 'report.json');
  const run = await promisify(execFile)(
    'npx',
    [
      '--yes',
      `lighthouse@${lighthouseVersion}`,
      url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${chromeFlags.join(' ')}`,
      '--quiet',
    ],
    {encoding: 'utf8', env: {...process.env, CHROME_PATH: chromiumPath()}, maxBuffer: 64 * 2 ** 20},
  ).catch((error: {stdout?: string; stderr?: string}) => {
    throw new Error(`Lighthouse failed for ${url}:\n${error.stdout ?? ''}${error.stderr ?? String(error)}`);
  });
  if (!fs.existsSync(output)) throw new Error(`Lighthouse wrote no report for ${url}:\n${run.stderr}`);
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseReport;
  fs.rmSync(path.dirname(output), {recursive: true, force: true});
  return report;
}

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

type RunFigures = Omit<LighthouseFigures, 'type' | 'locale' | 'url' | 'runs' | 'machineIndexes'>;

function figuresOf(report: LighthouseReport): RunFigures {
  const {categories, audits} = report;
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
  };
}

/**
 * Each page is measured `runs` times; the run with the median performance score is reported (as Lighthouse
 * advises: single runs on this machine differ by up to ten points), with the range of scores next to it.
 */
export async function runLighthouse(runs: number): Promise<LighthouseFigures[]> {
  const server = await startNginx();
  const results: LighthouseFigures[] = [];
  try {
    for (const page of benchPages.filter((candidate) => candidate.type !== 'guide without diagram')) {
      const measured: Array<{figures: RunFigures; machineIndex: number}> = [];
      for (let run = 0; run < runs; run += 1) {
        const report = await lighthouse(`${server.origin}${page.url}`);
        measured.push({
          figures: figuresOf(report),
          machineIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
        });
      }
      measured.sort((a, b) => a.figures.performance - b.figures.performance);
      const median = measured[Math.floor((measured.length - 1) / 2)];
      if (median === undefined) throw new Error('Lighthouse needs at least one run');
      const scores = measured.map((run) => run.figures.performance);
      const machineIndexes = measured.map((run) => run.machineIndex);
      results.push({...page, ...median.figures, runs: scores, machineIndexes});
      console.log(
        `[bench] lighthouse ${page.url}: performance ${median.figures.performance} (runs: ${scores.join(', ')}; ` +
          `machine index: ${machineIndexes.join(', ')})`,
      );
    }
    return results;
  } finally {
    await server.close();
  }
}
