/**
 * `npm run bench`: build times, page weights and Lighthouse scores of the portal, as a labelled table and
 * as JSON in bench-results/. How to read them: README, section "Performance benchmark".
 *
 *   npm run bench                         everything (builds take long: four full builds)
 *   npm run bench -- --only pages         one or more of build, pages, lighthouse, search, engines
 *                                         (comma-separated; engines only when named)
 *   npm run bench -- --runs 1             Lighthouse runs per page (default 3; the median run is reported)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {siteDir} from '../lib/site';
import {runBuilds, type BuildFigures} from './builds';
import {runLighthouse, type LighthouseFigures} from './lighthouse';
import {measurePages, type PageFigures} from './pages';
import {printReport} from './report';
import {measureSearch, printSearch, type SearchFigures} from './search';
import {compareEngines, printEngines, type EngineFigures} from './searchEngines';

const sections = ['build', 'pages', 'lighthouse', 'search', 'engines'] as const;
type Section = (typeof sections)[number];

export interface BenchResult {
  date: string;
  machine: {cpus: number; memoryGB: number; loadAverage: number[]};
  build?: BuildFigures;
  pages?: PageFigures;
  lighthouse?: LighthouseFigures[];
  search?: SearchFigures;
  engines?: EngineFigures[];
}

const {values} = parseArgs({options: {only: {type: 'string'}, runs: {type: 'string', default: '3'}}});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs takes a whole number of at least 1, not ${values.runs}.`);
  process.exit(2);
}
// The engine comparison informed a choice (issue 22); it runs only when asked for.
const only = (values.only?.split(',') ?? sections.filter((name) => name !== 'engines')).map((name) =>
  name.trim(),
);
const unknown = only.filter((name) => !sections.includes(name as Section));
if (unknown.length > 0) {
  console.error(`Unknown section ${unknown.join(', ')}; choose from ${sections.join(', ')}.`);
  process.exit(2);
}

const outDir = path.join(siteDir, 'bench-results');
fs.mkdirSync(outDir, {recursive: true});
const result: BenchResult = {
  date: new Date().toISOString(),
  machine: {cpus: os.cpus().length, memoryGB: Math.round(os.totalmem() / 2 ** 30), loadAverage: os.loadavg()},
};
async function main(): Promise<void> {
  if (only.includes('build')) result.build = runBuilds(outDir);
  if (only.includes('pages')) result.pages = await measurePages();
  if (only.includes('lighthouse')) result.lighthouse = await runLighthouse(runs);
  if (only.includes('search')) result.search = await measureSearch();
  if (only.includes('engines')) result.engines = await compareEngines();
  result.machine.loadAverage = os.loadavg();

  const file = path.join(outDir, `bench-${result.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  fs.copyFileSync(file, path.join(outDir, 'latest.json'));
  printReport(result);
  if (result.search) printSearch(result.search);
  if (result.engines) printEngines(result.engines);
  console.log(`\nFigures written to ${path.relative(siteDir, file)} (and bench-results/latest.json).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
