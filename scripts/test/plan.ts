/**
 * What `npm test` runs and in which order (scripts/test/index.ts runs it). Jobs start in the order of this list
 * as soon as the jobs they need have passed and their CPU share fits; a share is a guess at how many cores a job
 * keeps busy, not a limit. Browser tests mostly wait for the page, so several run beside a CPU-bound job.
 */
import fs from 'node:fs';
import path from 'node:path';

import {siteDir} from '../../config/site';

export interface Job {
  name: string;
  kind: 'check' | 'build' | 'tests';
  command: string[];
  /** Jobs that must have passed first. */
  needs: string[];
  /** Cores the job keeps busy on average. */
  cpus: number;
}

interface Suite {
  /** Needs the production build (`build/`) or only the generated API description. */
  needs: 'build' | 'gen-api-docs' | 'nothing';
  cpus: number;
}

/**
 * The folders of tests/. A folder missing here (a new suite) runs after the build and counts as a full core;
 * add it here to let it start earlier, or to let more of its files run at once (browser suites mostly wait).
 */
const suites: Record<string, Suite> = {
  gates: {needs: 'nothing', cpus: 1},
  nginx: {needs: 'build', cpus: 0.5},
  build: {needs: 'build', cpus: 1},
  // Half a core: two browser suites beside a computing job, four when nothing computes. More at once cost more
  // in all on this two-core machine (six small browser suites at once: 18 % more CPU time and 14 % longer than
  // one after another; two or three at once: within 2 % of one after another, and no slower).
  // Measured and not taken: each browser suite held on one core (`taskset`). Alone, small suites then cost 35-45 %
  // less CPU time (page content about 90 -> 52, navigation 116 -> 75 CPU-s of the whole machine), as the
  // paravirtualised CI machine pays dearly for TLB flushes between cores (perf); the every-page visit
  // gained nothing (518 and 519). A whole clean-clone run was no cheaper (4,850 against 4,913 CPU-s of the whole
  // machine, within the spread of one run against another; 2,491 against 2,523 s) and the every-page visit, six
  // tabs on one core, missed its 30 s hydration wait on two pages.
  browser: {needs: 'build', cpus: 1 / 2},
  budgets: {needs: 'build', cpus: 1 / 2},
  examples: {needs: 'gen-api-docs', cpus: 1},
  openapi: {needs: 'gen-api-docs', cpus: 1},
  // Builds the portal from the fixture description in a copy of the project, so it needs nothing of ours.
  'openapi-fixture': {needs: 'nothing', cpus: 1},
  ci: {needs: 'nothing', cpus: 0.5},
  // Tests of the test helpers themselves.
  lib: {needs: 'nothing', cpus: 0.5},
};
const unknownSuite: Suite = {needs: 'build', cpus: 1};

/** Test files known to run longest, started first within their suite so that none is left running alone at the end. */
const longestFirst = [
  'tests/openapi-fixture/site.test.ts',
  'tests/nginx/every-page.test.ts',
  'tests/browser/engines.test.ts',
  'tests/build/llms-txt.test.ts',
  'tests/browser/accessibility.test.ts',
  'tests/browser/search.test.ts',
  'tests/build/docs-content.test.ts',
];

function testFilesUnder(dir: string): string[] {
  const absolute = path.join(siteDir, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.test.ts') && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .sort();
}

/** The unit tests: they sit beside the code they test. */
export function unitTestFiles(): string[] {
  return ['src', 'scripts', 'config'].flatMap(testFilesUnder);
}

function nodeTest(file: string): string[] {
  return ['node', '--import', 'tsx', '--test', '--test-reporter=spec', file];
}

export function planJobs(checkSteps: readonly string[]): Job[] {
  const testFiles = testFilesUnder('tests');
  const rank = (file: string): number => {
    const index = longestFirst.indexOf(file);
    return index === -1 ? longestFirst.length : index;
  };
  const suiteJobs = testFiles
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((file): Job => {
      const suite = suites[file.split('/')[1] ?? ''] ?? unknownSuite;
      const needs =
        suite.needs === 'build' ? ['build'] : suite.needs === 'gen-api-docs' ? ['gen-api-docs'] : [];
      return {name: file, kind: 'tests', command: nodeTest(file), needs, cpus: suite.cpus};
    });
  const unitJob: Job[] =
    unitTestFiles().length === 0
      ? []
      : [
          {
            name: 'unit tests',
            kind: 'tests',
            command: ['node', '--import', 'tsx', '--test-reporter=spec', 'scripts/test/unitTests.ts'],
            needs: [],
            cpus: 1,
          },
        ];
  const checks = checkSteps.map(
    // After the generation, so that they see the tree as on any later run.
    (step): Job => ({
      name: `npm run ${step}`,
      kind: 'check',
      command: ['npm', 'run', '--silent', step],
      needs: ['gen-api-docs'],
      cpus: 1,
    }),
  );
  return [
    {
      name: 'gen-api-docs',
      kind: 'build',
      command: ['npm', 'run', '--silent', 'gen-api-docs'],
      needs: [],
      cpus: 1,
    },
    // `--ignore-scripts` skips `prebuild`: the API pages were generated by the job before.
    {
      name: 'build',
      kind: 'build',
      command: ['npm', 'run', '--ignore-scripts', 'build'],
      needs: ['gen-api-docs'],
      cpus: 1,
    },
    ...suiteJobs.filter((job) => job.name === longestFirst[0]),
    ...suiteJobs.filter((job) => job.needs.includes('build')),
    ...unitJob,
    ...suiteJobs.filter((job) => !job.needs.includes('build') && job.name !== longestFirst[0]),
    ...checks,
  ];
}
