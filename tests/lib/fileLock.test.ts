import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';

import {siteDir} from '../../config/site';
import {withFileLock} from './fileLock';

/** Another process that takes the lock and keeps it until it is killed; resolves once it holds it. */
async function holder(lockFile: string): Promise<ChildProcess> {
  const script = `
    const {withFileLock} = require(${JSON.stringify(path.join(siteDir, 'tests/lib/fileLock.ts'))});
    withFileLock(${JSON.stringify(lockFile)}, {waitSeconds: 10}, () => {
      process.stdout.write('held');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 120_000);
    });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--eval', script], {
    cwd: siteDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const said = await Promise.race([
    once(child.stdout, 'data').then(([chunk]) => String(chunk)),
    once(child, 'exit').then(([code]) => `exit code ${String(code)}`),
  ]);
  assert.equal(said, 'held', 'the other process did not take the lock');
  return child;
}

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-lock-test-'));
after(() => fs.rmSync(tempDir, {recursive: true, force: true}));
let locks = 0;
const lockFileInTemp = (): string => path.join(tempDir, `${++locks}.lock`);

test('while another process holds the lock, taking it waits its time and then fails', async () => {
  const lockFile = lockFileInTemp();
  const other = await holder(lockFile);
  try {
    let ran = false;
    assert.throws(
      () =>
        withFileLock(lockFile, {waitSeconds: 1}, () => {
          ran = true;
        }),
      {message: `${lockFile} is held for over 1 s`},
    );
    assert.equal(ran, false);
  } finally {
    other.kill('SIGKILL');
  }
});

test('a holder that is killed leaves the lock free for the next one', async () => {
  const lockFile = lockFileInTemp();
  const other = await holder(lockFile);
  other.kill('SIGKILL');
  await once(other, 'exit');
  assert.equal(
    withFileLock(lockFile, {waitSeconds: 1}, () => 'ran'),
    'ran',
  );
});

test('the lock is free again after its holder ran, even when it threw', () => {
  const lockFile = lockFileInTemp();
  assert.throws(() =>
    withFileLock(lockFile, {waitSeconds: 1}, () => {
      throw new Error('failed inside');
    }),
  );
  assert.equal(
    withFileLock(lockFile, {waitSeconds: 1}, () => 'again'),
    'again',
  );
});
