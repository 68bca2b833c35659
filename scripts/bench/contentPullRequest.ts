/**
 * What a writer's pull request that changes Markdown only waits for (issue 65: at most ten minutes): the npm
 * scripts of the steps CI runs for a content change (scripts/lib/workflowSteps.ts reads them from the workflow),
 * timed one after the other on this machine, in a copy of the project whose last commit fixes a word in one
 * guide in both languages. Installing (`npm ci`, cached in CI) and the browsers' packages are not timed.
 */
import fs from 'node:fs';
import path from 'node:path';

import {commitAll, copyProject, removeCopy, runIn} from '../lib/projectCopy';
import {selectedJobs} from '../lib/workflowSteps';

interface StepTime {
  job: string;
  command: string;
  seconds: number;
}

export interface ContentPullRequestFigures {
  changed: string[];
  steps: StepTime[];
  seconds: number;
}

const changedGuide = [
  'docs/guides/team.mdx',
  'i18n/en/docusaurus-plugin-content-docs/current/guides/team.mdx',
];
const baseBranch = 'main';

/** `${{ matrix.locale }}` and `${{ github.base_ref }}` as CI fills them in for this pull request. */
function expand(text: string, matrix: Record<string, string>): string {
  return text.replace(/\$\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    if (name === 'github.base_ref') return baseBranch;
    const value = name.startsWith('matrix.') ? matrix[name.slice('matrix.'.length)] : undefined;
    if (value === undefined) throw new Error(`The benchmark cannot fill in ${whole} of the workflow`);
    return value;
  });
}

/** A writer's change to a page and its English twin, with the English page recorded as reviewed, as CONTRIBUTING.md asks. */
function commitChange(dir: string): void {
  for (const file of changedGuide) {
    const absolute = path.join(dir, file);
    const text = fs.readFileSync(absolute, 'utf8');
    const sentenceEnd = text.indexOf('. ', text.indexOf('\n#'));
    if (sentenceEnd === -1) throw new Error(`${file} has no sentence to change after its first heading`);
    fs.writeFileSync(absolute, `${text.slice(0, sentenceEnd)}.  ${text.slice(sentenceEnd + 2)}`);
  }
  const run = (command: string, args: string[]): void => {
    const result = runIn(dir, command, args);
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.output}`);
  };
  const git = (...args: string[]): void =>
    run('git', ['-c', 'user.name=Writer', '-c', 'user.email=writer@localhost', ...args]);
  run('npm', ['run', '--silent', 'translations:reviewed', '--', changedGuide[0] ?? '']);
  git('update-ref', `refs/remotes/origin/${baseBranch}`, 'HEAD');
  git('commit', '--quiet', '--all', '--message', 'Fix a sentence in the team guide');
}

export function measureContentPullRequest(): ContentPullRequestFigures {
  const dir = copyProject();
  try {
    commitAll(dir);
    commitChange(dir);
    const steps: StepTime[] = [];
    for (const job of selectedJobs({scope: 'content', extended: false})) {
      for (const {matrix, steps: jobSteps} of job.runs) {
        for (const step of jobSteps) {
          const command = expand(step.run ?? '', matrix);
          if (!command.startsWith('npm run ')) continue;
          const env = Object.fromEntries(
            Object.entries(step.env ?? {}).map(([name, value]) => [name, expand(value, matrix)]),
          );
          const started = Date.now();
          // The bundler's cache stays on, as in CI's build job, which starts without one.
          const result = runIn(dir, 'bash', ['-c', command], {
            ...env,
            DOCUSAURUS_NO_PERSISTENT_CACHE: undefined,
          });
          const seconds = (Date.now() - started) / 1000;
          if (result.status !== 0)
            throw new Error(`${command} failed in the copy:\n${result.output.slice(-3000)}`);
          console.log(`[content-pr] ${job.name}: ${command} ${seconds.toFixed(0)} s`);
          steps.push({job: job.name, command, seconds});
        }
      }
    }
    return {changed: changedGuide, steps, seconds: steps.reduce((sum, step) => sum + step.seconds, 0)};
  } finally {
    removeCopy(dir);
  }
}

export function printContentPullRequest(figures: ContentPullRequestFigures): void {
  console.log(
    `\nA content pull request (${figures.changed.join(', ')}), its npm scripts one after the other:`,
  );
  for (const step of figures.steps) {
    console.log(`${step.seconds.toFixed(0).padStart(6)} s  ${step.job.padEnd(9)} ${step.command}`);
  }
  console.log(`${figures.seconds.toFixed(0).padStart(6)} s  in all (goal: at most 600 s)`);
}
