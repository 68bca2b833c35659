/**
 * `npm run check:content`: a writer's own loop, the content steps of `npm run check` for what the branch
 * changed, in well under a minute:
 *
 * - Markdown style (`lint:md`) and spelling (`lint:spelling`) of the changed pages and UI-string files only;
 * - terms (`lint:terms`), translations (`check:translations`, `check:stale-translations`) and consistency
 *   (`check:consistency`) of the whole tree, as they compare a page with its other language, the term lists and
 *   the OpenAPI description.
 *
 * Changed means changed since the branch left main (`git merge-base HEAD origin/main`, else `main`), committed or
 * not, untracked files included. Without such a base, or with `--all`, every page is checked. When nothing a
 * writer edits has changed, nothing runs. Two steps run at a time; each prints its output when it ends.
 *
 *   npm run check:content            the changed pages
 *   npm run check:content -- --all   every page
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {changedFiles, isPage, isWriterFile} from './lib/changes';
import {siteDir} from '../config/site';

/** Changes that touch what the whole-tree steps read, though no page changed. */
const wholeTreeInputs = [/^terms\//, /^cspell\//, /^openapi\//, /^i18n\//, /^sidebars\.ts$/, /^docs\//];

interface Step {
  name: string;
  args: string[];
}

function plan(all: boolean, files: readonly string[]): Step[] {
  const changed = (file: string): boolean => files.includes(file);
  const pages = files.filter(isPage);
  const spelled = files.filter(isWriterFile);
  const steps: Step[] = [];
  if (all || changed('.markdownlint-cli2.jsonc')) steps.push({name: 'lint:md', args: []});
  // --no-globs: only the pages named, not the configuration's globs besides; its ignores still apply.
  else if (pages.length > 0) steps.push({name: 'lint:md', args: ['--no-globs', ...pages]});
  if (all || changed('cspell.json') || files.some((file) => file.startsWith('cspell/')))
    steps.push({name: 'lint:spelling', args: []});
  else if (spelled.length > 0)
    steps.push({name: 'lint:spelling', args: ['--no-must-find-files', ...spelled]});
  if (all || spelled.length > 0 || files.some((file) => wholeTreeInputs.some((input) => input.test(file)))) {
    for (const name of ['lint:terms', 'check:translations', 'check:stale-translations', 'check:consistency'])
      steps.push({name, args: []});
  }
  return steps;
}

interface Outcome {
  step: Step;
  status: number;
  seconds: number;
  output: string;
}

function run(step: Step): Promise<Outcome> {
  const started = performance.now();
  const extra = step.args.length > 0 ? ['--', ...step.args] : [];
  const child = spawn('npm', ['run', '--silent', step.name, ...extra], {cwd: siteDir});
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({step, status: code ?? 1, seconds: (performance.now() - started) / 1000, output}),
    ),
  );
}

async function main(): Promise<void> {
  const all = process.argv.includes('--all');
  const changed = all ? undefined : changedFiles();
  // Deleted files have nothing left to lint.
  const files = (changed?.files ?? []).filter((file) => fs.existsSync(path.join(siteDir, file)));
  if (!all && changed === undefined) console.log('No main branch to compare with: checking every page.');
  const steps = plan(all || changed === undefined, files);
  if (changed !== undefined) {
    const pages = files.filter(isWriterFile);
    console.log(
      `Changed since ${changed.base}: ${files.length} file(s), ${pages.length} of them pages or UI strings` +
        (pages.length > 0 && pages.length <= 10 ? ` (${pages.join(', ')})` : '') +
        '. `npm run check:content -- --all` checks every page.',
    );
  }
  if (steps.length === 0) {
    console.log('Nothing a writer edits has changed: no content check to run.');
    return;
  }
  const started = performance.now();
  const queue = [...steps];
  const outcomes: Outcome[] = [];
  const worker = async (): Promise<void> => {
    for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
      const outcome = await run(step);
      const scope = step.args.filter((arg) => !arg.startsWith('--')).length;
      console.log(
        `\n── npm run ${step.name}${scope > 0 ? ` (${scope} file(s))` : ''}: ` +
          `${outcome.status === 0 ? 'passed' : 'FAILED'} in ${outcome.seconds.toFixed(1)} s`,
      );
      if (outcome.output.trim() !== '') console.log(outcome.output.trimEnd());
      outcomes.push(outcome);
    }
  };
  await Promise.all([worker(), worker()]);
  const failed = outcomes.filter((outcome) => outcome.status !== 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (failed.length > 0) {
    console.error(
      `\ncheck:content: ${failed.map((outcome) => outcome.step.name).join(', ')} failed (${seconds} s). ` +
        'CONTRIBUTING.md, "What a failure means and how to fix it", says what each message asks for.',
    );
    process.exit(1);
  }
  console.log(`\ncheck:content: ${outcomes.length} step(s) passed in ${seconds} s`);
}

void main();
