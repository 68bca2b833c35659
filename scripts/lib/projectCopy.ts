/**
 * A throw-away copy of the project as a clean clone would have it: the files git tracks (and new files not
 * ignored yet), the shared node_modules linked in, and a git history of one commit, because the build reads
 * the last-update date of each page from git. Checks and tests change the copy, never the working tree.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {siteDir} from '../../config/site';

export interface CommandResult {
  status: number;
  /** stdout and stderr together, as a writer would read them in the terminal. */
  output: string;
}

/**
 * Runs a command in `cwd` without a shell, without the bundler's persistent cache unless `env` unsets
 * `DOCUSAURUS_NO_PERSISTENT_CACHE` (a variable set to `undefined` is left out of the environment). A copy's cache
 * is its own `.cache/`, never the working tree's.
 */
export function runIn(
  cwd: string,
  command: string,
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): CommandResult {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', FORCE_COLOR: '0', NO_COLOR: '1', ...env},
  });
  if (result.error) throw result.error;
  return {status: result.status ?? 1, output: `${result.stdout}${result.stderr}`};
}

function projectFiles(): string[] {
  const listed = runIn(siteDir, 'git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
  if (listed.status !== 0) throw new Error(`git ls-files failed in ${siteDir}:\n${listed.output}`);
  return listed.output
    .split('\0')
    .filter((file) => file !== '' && file !== 'node_modules' && fs.existsSync(path.join(siteDir, file)));
}

/** Copies the project into a new temporary folder and returns its path. */
export function copyProject(source: string = siteDir, files: readonly string[] = projectFiles()): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-copy-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(path.join(source, file), path.join(dir, file));
  }
  fs.symlinkSync(fs.realpathSync(path.join(siteDir, 'node_modules')), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Makes the copy a git repository with one commit, as CI's clone is. */
export function commitAll(dir: string, message = 'Copy of the portal'): void {
  const git = (...args: string[]): void => {
    const result = runIn(dir, 'git', [
      '-c',
      'user.name=Portal checks',
      '-c',
      'user.email=checks@localhost',
      ...args,
    ]);
    if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed in ${dir}:\n${result.output}`);
  };
  git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git('commit', '--quiet', '--no-verify', '--message', message);
}

export function removeCopy(dir: string): void {
  fs.rmSync(dir, {recursive: true, force: true});
}
