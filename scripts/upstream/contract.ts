/**
 * The upstream contract: every dependency file a customization relies on (src/patches/index.ts) exists, and
 * its content has the hash recorded for it in src/patches/upstream.lock.json. The lock keeps one hash per
 * file and the version of its package it was recorded at, so a new version that leaves the file as it was
 * passes. A changed file is shown on demand as a diff between the published packages (`npm diff`).
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {customizations, type Customization} from '../../src/patches/index';
import {siteDir} from '../../config/site';

export const lockFile = 'src/patches/upstream.lock.json';

/** `{"@docusaurus/core": {"version": "3.10.2", "files": {"lib/client/App.js": "sha256-…"}}}` */
export type Lock = Record<string, {version: string; files: Record<string, string>}>;

export interface Problem {
  package: string;
  file: string;
  /** `changed` and `missing` can be shown as a diff (diffCommand()). */
  kind: 'changed' | 'missing' | 'unrecorded' | 'not installed';
  dependents: string[];
  /** The version the lock recorded the file at, and the version installed now, when both are known. */
  recorded?: string;
  installed?: string;
  /** Where the package is installed. */
  dir?: string;
}

export interface Result {
  problems: Problem[];
  /** Packages installed at another version than recorded, whose recorded files are all unchanged. */
  unchanged: string[];
}

/** Where a package is installed: top-level node_modules, or nested under the package that depends on it. */
export function packageDir(name: string, root: string = siteDir): string | undefined {
  const modules = path.join(root, 'node_modules');
  const direct = path.join(modules, name);
  if (fs.existsSync(path.join(direct, 'package.json'))) return direct;
  const owners = fs.existsSync(modules)
    ? fs
        .readdirSync(modules)
        .flatMap((entry) =>
          entry.startsWith('@')
            ? fs.readdirSync(path.join(modules, entry)).map((scoped) => path.join(modules, entry, scoped))
            : [path.join(modules, entry)],
        )
    : [];
  return owners
    .map((owner) => path.join(owner, 'node_modules', name))
    .find((candidate) => fs.existsSync(path.join(candidate, 'package.json')));
}

const versionOf = (dir: string): string =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;

export const hashOf = (content: Buffer | string): string =>
  `sha256-${crypto.createHash('sha256').update(content).digest('base64')}`;

/** Each package's upstream files, each with the customizations that rely on it. */
function upstreamFiles(list: readonly Customization[]): Map<string, Map<string, string[]>> {
  const packages = new Map<string, Map<string, string[]>>();
  for (const customization of list) {
    for (const {package: name, file} of customization.upstream) {
      const files = packages.get(name) ?? new Map<string, string[]>();
      files.set(file, [...(files.get(file) ?? []), `${customization.name} (${customization.source})`]);
      packages.set(name, files);
    }
  }
  return packages;
}

export function readLock(root: string = siteDir): Lock {
  const file = path.join(root, lockFile);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Lock) : {};
}

interface Options {
  /** Where the lock is and the packages are installed: the site. */
  root?: string;
  /** A directory whose node_modules take the place of the site's for the packages installed there. */
  modules?: string;
  list?: readonly Customization[];
}

/** Checks the installed upstream files against the lock. Reads no network: see diffCommand(). */
export function checkContract({root = siteDir, modules, list = customizations}: Options = {}): Result {
  const lock = readLock(root);
  const result: Result = {problems: [], unchanged: []};
  for (const [name, files] of upstreamFiles(list)) {
    const dir = (modules && packageDir(name, modules)) ?? packageDir(name, root);
    const installed = dir && versionOf(dir);
    const recorded = lock[name];
    const before = result.problems.length;
    for (const [file, dependents] of files) {
      const full = dir && path.join(dir, file);
      const kind = !full
        ? 'not installed'
        : !fs.existsSync(full)
          ? 'missing'
          : recorded?.files[file] === undefined
            ? 'unrecorded'
            : hashOf(fs.readFileSync(full)) !== recorded.files[file]
              ? 'changed'
              : undefined;
      if (kind)
        result.problems.push({
          package: name,
          file,
          kind,
          dependents,
          recorded: recorded?.version,
          installed,
          dir,
        });
    }
    if (installed && recorded && installed !== recorded.version && result.problems.length === before)
      result.unchanged.push(`${name} ${recorded.version} → ${installed}`);
  }
  return result;
}

/**
 * The `npm diff` that shows a changed file: between the published packages of both versions, or, at the same
 * version (an edit in node_modules), between the published and the installed one.
 */
export function diffCommand(problem: Problem): string[] | undefined {
  if (problem.kind !== 'changed' && problem.kind !== 'missing') return;
  if (!problem.recorded || !problem.installed || !problem.dir) return;
  const to =
    problem.installed === problem.recorded
      ? `file:${problem.dir}`
      : `${problem.package}@${problem.installed}`;
  return ['diff', `--diff=${problem.package}@${problem.recorded}`, `--diff=${to}`, '--', problem.file];
}

/** Runs diffCommand() against the npm registry; a failure returns the command to run by hand. */
export function fetchDiff(problem: Problem): string | undefined {
  const command = diffCommand(problem);
  if (!command) return;
  const run = spawnSync('npm', command, {encoding: 'utf8', cwd: os.tmpdir()});
  return run.status === 0
    ? run.stdout
    : `(npm ${command.join(' ')} failed: ${run.stderr.trim().split('\n').at(-1) ?? run.status})`;
}

/** Records the installed version and the hash of every upstream file (`npm run upstream:record`). */
export function recordContract({root = siteDir, list = customizations}: Options = {}): Lock {
  const lock: Lock = {};
  for (const [name, files] of [...upstreamFiles(list)].sort(([a], [b]) => a.localeCompare(b))) {
    const dir = packageDir(name, root);
    if (dir === undefined) throw new Error(`${name} is not installed`);
    const hashes = [...files.keys()].sort().map((file) => {
      const full = path.join(dir, file);
      if (!fs.existsSync(full))
        throw new Error(`${name}/${file} does not exist: update src/patches/index.ts`);
      return [file, hashOf(fs.readFileSync(full))];
    });
    lock[name] = {version: versionOf(dir), files: Object.fromEntries(hashes)};
  }
  fs.writeFileSync(path.join(root, lockFile), `${JSON.stringify(lock, null, 2)}${os.EOL}`);
  return lock;
}

export function describeProblem(problem: Problem, diff?: string): string {
  const message = {
    'not installed': `is not there: ${problem.package} is not installed`,
    missing: `does not exist in ${problem.installed}`,
    unrecorded: 'has no recorded hash',
    changed: `changed: its content in ${problem.installed} differs from the one recorded at ${problem.recorded}`,
  }[problem.kind];
  return [
    `✖ ${problem.package}/${problem.file} ${message}.`,
    `  Customizations that depend on it: ${problem.dependents.join('; ')}`,
    ...(diff ? [diff.trimEnd()] : []),
  ].join('\n');
}
