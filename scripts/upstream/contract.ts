/**
 * The upstream contract: every dependency file a customization relies on (src/patches/index.ts) exists, and
 * its content is the one recorded for the installed version of its package in src/patches/upstream.lock.json.
 * A copy of each recorded file is kept under src/patches/upstream/<package>@<version>/, so that a change can
 * be shown as a diff, also after an upgrade has replaced the old version in node_modules.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {customizations, type Customization, type UpstreamFile} from '../../src/patches/index';
import {siteDir} from '../lib/site';

export const lockFile = 'src/patches/upstream.lock.json';
export const snapshotDir = 'src/patches/upstream';

/** `{"@docusaurus/core@3.10.2": {"lib/client/App.js": "sha256-…"}}` */
export type Lock = Record<string, Record<string, string>>;

export interface Problem {
  file: string;
  message: string;
  dependents: string[];
  diff?: string;
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

function versionOf(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
}

export const hashOf = (content: Buffer | string): string =>
  `sha256-${crypto.createHash('sha256').update(content).digest('base64')}`;

/** Every upstream file once, with the customizations that rely on it. */
export function upstreamFiles(
  list: readonly Customization[] = customizations,
): Map<string, {file: UpstreamFile; dependents: string[]}> {
  const files = new Map<string, {file: UpstreamFile; dependents: string[]}>();
  for (const customization of list) {
    for (const file of customization.upstream) {
      const key = `${file.package}/${file.file}`;
      const entry = files.get(key) ?? {file, dependents: []};
      entry.dependents.push(`${customization.name} (${customization.source})`);
      files.set(key, entry);
    }
  }
  return files;
}

export function readLock(root: string = siteDir): Lock {
  const file = path.join(root, lockFile);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Lock) : {};
}

/** A unified diff of the recorded copy against the installed file (`git diff`, which every clone has). */
function diffOf(recorded: string | undefined, installed: string, label: string): string {
  if (recorded === undefined || !fs.existsSync(recorded))
    return `(no recorded copy of ${label} to compare with)`;
  const result = spawnSync('git', ['diff', '--no-index', '--no-color', '--', recorded, installed], {
    encoding: 'utf8',
  });
  return result.stdout.replace(/^(---|\+\+\+) .*$/gm, (line) => line.replace(/ [^ ]*$/, ` ${label}`));
}

/**
 * Checks the installed dependencies (under `modulesRoot`, the site by default) against the lock and copies
 * recorded in `root`.
 */
export function checkContract({
  root = siteDir,
  modulesRoot = root,
  list = customizations,
}: {root?: string; modulesRoot?: string; list?: readonly Customization[]} = {}): Problem[] {
  const lock = readLock(root);
  const problems: Problem[] = [];
  for (const [key, {file, dependents}] of upstreamFiles(list)) {
    const dir = packageDir(file.package, modulesRoot);
    if (dir === undefined) {
      problems.push({file: key, message: `the package ${file.package} is not installed`, dependents});
      continue;
    }
    const version = versionOf(dir);
    const installed = path.join(dir, file.file);
    const label = `${file.package}@${version}/${file.file}`;
    if (!fs.existsSync(installed)) {
      problems.push({file: label, message: 'does not exist any more', dependents});
      continue;
    }
    const recordedHash = lock[`${file.package}@${version}`]?.[file.file];
    const actual = hashOf(fs.readFileSync(installed));
    if (recordedHash === actual) continue;
    const recordedVersions = Object.keys(lock).filter(
      (entry) => entry.startsWith(`${file.package}@`) && lock[entry]?.[file.file],
    );
    const previous = recordedVersions.at(-1);
    const copy = previous === undefined ? undefined : path.join(root, snapshotDir, previous, file.file);
    problems.push({
      file: label,
      message:
        recordedHash === undefined
          ? `has no recorded hash for version ${version}${previous ? ` (recorded: ${previous})` : ''}`
          : 'differs from the recorded content of the same version',
      dependents,
      diff: diffOf(copy, installed, label),
    });
  }
  return problems;
}

/** Records the installed files' hashes and copies for the installed versions (`npm run upstream:record`). */
export function recordContract({
  root = siteDir,
  list = customizations,
}: {root?: string; list?: readonly Customization[]} = {}): Lock {
  const lock: Lock = {};
  fs.rmSync(path.join(root, snapshotDir), {recursive: true, force: true});
  for (const {file} of upstreamFiles(list).values()) {
    const dir = packageDir(file.package, root);
    if (dir === undefined) throw new Error(`${file.package} is not installed`);
    const installed = path.join(dir, file.file);
    if (!fs.existsSync(installed))
      throw new Error(`${file.package}/${file.file} does not exist: update src/patches/index.ts`);
    const version = `${file.package}@${versionOf(dir)}`;
    const content = fs.readFileSync(installed);
    (lock[version] ??= {})[file.file] = hashOf(content);
    const copy = path.join(root, snapshotDir, version, file.file);
    fs.mkdirSync(path.dirname(copy), {recursive: true});
    fs.writeFileSync(copy, content);
  }
  const sorted = Object.fromEntries(
    Object.entries(lock)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([version, files]) => [
        version,
        Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b))),
      ]),
  );
  fs.writeFileSync(path.join(root, lockFile), `${JSON.stringify(sorted, null, 2)}${os.EOL}`);
  return sorted;
}

export function describeProblems(problems: readonly Problem[]): string {
  return problems
    .map((problem) =>
      [
        `✖ ${problem.file} ${problem.message}.`,
        `  Customizations that depend on it: ${problem.dependents.join('; ')}`,
        ...(problem.diff ? [problem.diff.trimEnd()] : []),
      ].join('\n'),
    )
    .join('\n\n');
}
