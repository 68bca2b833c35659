/**
 * An exclusive lock that test processes share through a file, taken with util-linux's flock(1).
 *
 * A lock held in the file system (a directory made with mkdir) outlives a process that is killed before it removes
 * it, and then blocks every later run until it times out. A flock(2) lock belongs to the open file, so the kernel
 * drops it when its holder ends, however it ends.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';

/** What flock(1) exits with when the wait ran out (`--conflict-exit-code`), told apart from its own errors. */
const stillHeld = 75;

/**
 * Runs `run` while this process holds the lock on `lockFile`, after waiting at most `waitSeconds` for another
 * holder. Throws when the lock stays held that long.
 */
export function withFileLock<T>(lockFile: string, {waitSeconds}: {waitSeconds: number}, run: () => T): T {
  const fd = fs.openSync(lockFile, 'a');
  try {
    // flock(1) locks our descriptor, handed to it as its descriptor 3: the lock is on the open file this
    // process shares with it, so it stays ours after flock(1) exits and goes when we close the file or end.
    const locked = spawnSync(
      'flock',
      ['--exclusive', '--wait', String(waitSeconds), '--conflict-exit-code', String(stillHeld), '3'],
      {stdio: ['ignore', 'inherit', 'pipe', fd], encoding: 'utf8'},
    );
    if (locked.error) {
      throw new Error(
        `Could not run flock (Debian's util-linux: apt-get install util-linux): ${locked.error.message}`,
      );
    }
    if (locked.status === stillHeld) throw new Error(`${lockFile} is held for over ${waitSeconds} s`);
    if (locked.status !== 0) throw new Error(`flock could not lock ${lockFile}: ${locked.stderr}`);
    return run();
  } finally {
    fs.closeSync(fd);
  }
}
