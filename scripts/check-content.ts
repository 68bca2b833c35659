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
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {readJson} from './lib/json';
import {siteDir} from './lib/site';

function git(...args: string[]): string | undefined {
  const result = spawnSync('git', args, {cwd: siteDir, encoding: 'utf8'});
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The files changed since the branch left main, or undefined when there is no main to compare with. */
function changedFiles(): {base: string; files: string[]} | undefined {
  for (const main of ['origin/main', 'main']) {
    const base = git('merge-base', 'HEAD', main);
    if (base === undefined) continue;
    const tracked = git('diff', '--name-only', '--no-renames', base) ?? '';
    const untracked = git('ls-files', '--others', '--exclude-standard') ?? '';
    const files = [...new Set([...tracked.split('\n'), ...untracked.split('\n')])].filter(
      (file) => file !== '' && fs.existsSync(path.join(siteDir, file)),
    );
    return {base: `${main} (${base.slice(0, 8)})`, files: files.sort()};
  }
  return undefined;
}

/** `docs/**\/*.{md,mdx}` as a regular expression over paths relative to the site. */
export function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index] ?? '';
    if (glob.startsWith('**/', index)) {
      pattern += '(?:.*/)?';
      index += 2;
    } else if (char === '*') {
      pattern += '[^/]*';
    } else if (char === '?') {
      pattern += '[^/]';
    } else if (char === '{') {
      const end = glob.indexOf('}', index);
      pattern += `(?:${glob
        .slice(index + 1, end)
        .split(',')
        .map((part) => part.replace(/[.+^$()|[\]\\]/g, '\\$&'))
        .join('|')})`;
      index = end;
    } else {
      pattern += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}

/** The files writers edit, as cspell.json lists them (the same pages as .markdownlint-cli2.jsonc's globs). */
const writerFiles = readJson<{files: string[]}>(path.join(siteDir, 'cspell.json')).files.map(globToRegExp);
const isWriterFile = (file: string): boolean => writerFiles.some((pattern) => pattern.test(file));
const isPage = (file: string): boolean => isWriterFile(file) && /\.mdx?$/.test(file);

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
  const files = changed?.files ?? [];
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
