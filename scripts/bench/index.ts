/**
 * `npm run bench`: build time, page weights, Lighthouse scores, search hit rate and the load nginx takes, as
 * labelled tables and as JSON in bench-results/. How to read them: ARCHITECTURE.md, section "Benchmarks".
 *
 *   npm run bench                         everything but content-pr and scale (a cold build first)
 *   npm run bench -- --only pages         one or more of build, pages, lighthouse, hosting, search (comma-separated)
 *   npm run bench -- --runs 1             Lighthouse runs per page (default 3; the median is reported)
 *   npm run bench:hosting                 the load on nginx alone (--seconds N per run, default 10)
 *   npm run bench -- --only content-pr    the npm scripts of a Markdown-only pull request, one after the other
 *   npm run bench -- --only scale         the synthetic API at factor 8 (1,000 operations), built cold in a copy
 *                                         (--scale-factor N, or N,M, for other factors; only when named)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {measureMachineSpeed, type MachineSpeed} from '../lib/machineSpeed';
import {siteDir} from '../../config/site';
import {measureBuild, type BuildFigures} from './build';
import {
  measureContentPullRequest,
  printContentPullRequest,
  type ContentPullRequestFigures,
} from './contentPullRequest';
import {measureHosting, type HostingFigures} from './hosting';
import {runLighthouse, type LighthouseFigures} from './lighthouse';
import {measurePages, type PageFigures} from './pages';
import {printReport} from './report';
import {measureSearch, printSearch, type SearchFigures} from './search';
import {defaultScaleFactors, printScale, runScale, type ScaleRun} from './scale/index';

const sections = ['build', 'pages', 'lighthouse', 'hosting', 'search', 'content-pr', 'scale'] as const;
/** Sections a full run leaves out: they answer one question and take long. */
const onlyWhenNamed: readonly string[] = ['content-pr', 'scale'];
type Section = (typeof sections)[number];

export interface BenchResult {
  date: string;
  machine: {cpus: number; memoryGB: number; loadAverage: number[]; speed: MachineSpeed};
  build?: BuildFigures;
  pages?: PageFigures[];
  lighthouse?: LighthouseFigures[];
  hosting?: HostingFigures;
  search?: SearchFigures;
  contentPullRequest?: ContentPullRequestFigures;
  scale?: ScaleRun[];
}

const {values} = parseArgs({
  options: {
    only: {type: 'string'},
    runs: {type: 'string', default: '3'},
    seconds: {type: 'string', default: '10'},
    'scale-factor': {type: 'string'},
  },
});
const usageError = (message: string): never => {
  console.error(message);
  process.exit(2);
};
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) usageError(`--runs takes a whole number >= 1, not ${values.runs}.`);
const seconds = Number(values.seconds);
if (!(seconds > 0 && seconds <= 60)) usageError(`--seconds takes 1 to 60 seconds, not ${values.seconds}.`);
const scaleFactors = values['scale-factor']?.split(',').map(Number) ?? defaultScaleFactors;
if (!scaleFactors.every((factor) => Number.isInteger(factor) && factor >= 1 && factor <= 16))
  usageError(
    `--scale-factor takes whole numbers from 1 to 16, comma-separated, not ${values['scale-factor']}.`,
  );
const only =
  values.only?.split(',').map((name) => name.trim()) ??
  sections.filter((name) => !onlyWhenNamed.includes(name));
const unknown = only.filter((name) => !sections.includes(name as Section));
if (unknown.length > 0)
  usageError(`Unknown section ${unknown.join(', ')}; choose from ${sections.join(', ')}.`);

const outDir = path.join(siteDir, 'bench-results');
fs.mkdirSync(outDir, {recursive: true});
const result: BenchResult = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg(),
    speed: measureMachineSpeed(),
  },
};
async function main(): Promise<void> {
  if (only.includes('build')) result.build = await measureBuild(siteDir, outDir, 'build');
  if (only.includes('pages')) result.pages = await measurePages();
  if (only.includes('lighthouse')) result.lighthouse = await runLighthouse(runs);
  if (only.includes('hosting')) result.hosting = await measureHosting(seconds);
  if (only.includes('search')) result.search = await measureSearch();
  if (only.includes('content-pr')) result.contentPullRequest = measureContentPullRequest();
  if (only.includes('scale')) result.scale = await runScale(scaleFactors, outDir);
  result.machine.loadAverage = os.loadavg();

  const file = path.join(outDir, `bench-${result.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  fs.copyFileSync(file, path.join(outDir, 'latest.json'));
  printReport(result);
  if (result.search) printSearch(result.search);
  if (result.contentPullRequest) printContentPullRequest(result.contentPullRequest);
  if (result.scale) printScale(result.scale);
  console.log(`\nFigures written to ${path.relative(siteDir, file)} (and bench-results/latest.json).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
