/**
 * `npm run check:ui-strings`: `npm run write-translations` must find nothing to add or drop in `i18n/` —
 * otherwise a component, the navbar, the footer, a sidebar or the OpenAPI theme has a string nobody
 * translated yet. It runs in a copy of the project, so the working tree stays as it is.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {finish, type Problem} from './lib/problems';
import {copyProject, removeCopy, runIn} from './lib/projectCopy';
import {siteDir} from '../config/site';
import {readJson} from './lib/json';

function filesUnder(root: string): string[] {
  return fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => fs.statSync(path.join(root, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

function keysOf(file: string): Map<string, string> {
  const entries = Object.entries(readJson<Record<string, {message: string}>>(file));
  return new Map(entries.map(([key, value]) => [key, value.message]));
}

function differences(relative: string, before: string, after: string): Problem[] {
  const file = `i18n/${relative}`;
  if (!fs.existsSync(before)) return [{file, line: 1, message: 'is missing: write-translations creates it'}];
  if (!fs.existsSync(after))
    return [{file, line: 1, message: 'is not written by write-translations any more'}];
  if (fs.readFileSync(before, 'utf8') === fs.readFileSync(after, 'utf8')) return [];
  if (!relative.endsWith('.json')) return [{file, line: 1, message: 'is changed by write-translations'}];
  const old = keysOf(before);
  const fresh = keysOf(after);
  const problems: Problem[] = [];
  for (const [key, message] of fresh) {
    if (!old.has(key))
      problems.push({file, line: 1, message: `lacks "${key}" ("${message}"): add and translate it`});
  }
  for (const key of old.keys()) {
    if (!fresh.has(key))
      problems.push({file, line: 1, message: `has "${key}", which nothing uses any more: remove it`});
  }
  if (problems.length === 0) {
    problems.push({
      file,
      line: 1,
      message: 'is not formatted the way write-translations writes it: run it once',
    });
  }
  return problems;
}

/** Files git ignores under i18n/ (the generated English API pages) are build output, not translations. */
function ignoredByGit(relatives: string[]): Set<string> {
  const result = spawnSync('git', ['check-ignore', '--stdin'], {
    cwd: siteDir,
    input: relatives.map((relative) => `i18n/${relative}`).join('\n'),
    encoding: 'utf8',
  });
  return new Set(
    result.stdout
      .split('\n')
      .filter(Boolean)
      .map((file) => file.replace(/^i18n\//, '')),
  );
}

/**
 * The API pages and sidebars `npm run gen-api-docs` wrote into the working tree (git ignores them), or none when
 * the tree lacks a locale's sidebar.
 */
function generatedApiFiles(): string[] {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--', 'openapi', 'i18n'],
    {cwd: siteDir, encoding: 'utf8'},
  );
  const files = listed.stdout.split('\0').filter(Boolean);
  const sidebars = [
    'openapi/reference/sidebar.ts',
    'i18n/en/docusaurus-plugin-content-docs-api/current/sidebar.ts',
  ];
  return listed.status === 0 && sidebars.every((file) => files.includes(file)) ? files : [];
}

/**
 * Runs write-translations in a copy and returns what it changed; the copy is removed either way. The extraction
 * drops the labels of the generated API pages (write-translations.ts) and needs the pages only to load the API
 * sidebar, so the pages the working tree has serve as well as fresh ones; CI generates them before the checks,
 * and generating them again would cost most of this check's time.
 */
function extractionProblems(): Problem[] {
  const copy = copyProject();
  try {
    const generated = generatedApiFiles();
    for (const file of generated) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
      fs.copyFileSync(path.join(siteDir, file), path.join(copy, file));
    }
    const scripts = generated.length > 0 ? ['write-translations'] : ['gen-api-docs', 'write-translations'];
    for (const script of scripts) {
      const result = runIn(copy, 'npm', ['run', '--silent', script]);
      if (result.status !== 0) {
        return [{file: 'package.json', line: 1, message: `\`npm run ${script}\` failed:\n${result.output}`}];
      }
    }
    const ours = path.join(siteDir, 'i18n');
    const theirs = path.join(copy, 'i18n');
    const all = [...new Set([...filesUnder(ours), ...filesUnder(theirs)])].sort();
    const ignored = ignoredByGit(all);
    const relatives = all.filter((relative) => !ignored.has(relative));
    return relatives.flatMap((relative) =>
      differences(relative, path.join(ours, relative), path.join(theirs, relative)),
    );
  } finally {
    removeCopy(copy);
  }
}

finish(
  'check:ui-strings',
  extractionProblems(),
  'Run `npm run write-translations`, translate what it added in i18n/en (and i18n/de for theme strings), ' +
    'and commit i18n/.',
);
