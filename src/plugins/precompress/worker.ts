/**
 * Runs in the worker threads that `./pool.ts` starts. Each batch is a list of files and a shared counter: the
 * pool's workers take the next file from the counter until the list is done, so they finish together. A copy
 * is written to a temporary name and renamed, so no reader ever sees half a file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parentPort, threadId, workerData} from 'node:worker_threads';
import zlib from 'node:zlib';

import {brotliOptions, gzipOptions, settingsTag} from './files';
import {
  fullSpeed,
  stopWorkers,
  type BatchMessage,
  type BatchStats,
  type PoolMessage,
  type WorkerInput,
} from './workerInput';

const {cacheDir, control} = workerData as WorkerInput;
const flags = new Int32Array(control);

// The build goes first: while it runs, this thread only takes CPU time nobody else wants. At the end the pool
// asks for normal priority again (see ./pool.ts); only a privileged user may raise it, elsewhere the thread
// simply keeps a machine that has nothing else to do.
const lowPriority = 19;
let priority = 0;
try {
  os.setPriority(lowPriority);
  priority = lowPriority;
} catch {
  // Some containers refuse even a lower priority; the work is the same.
}

function restorePriorityWhenAsked(): void {
  if (priority === 0 || Atomics.load(flags, 0) !== fullSpeed) return;
  try {
    os.setPriority(0);
  } catch {
    // Not permitted for this user: the thread goes on at low priority.
  }
  priority = 0;
}

/** CPU seconds of this thread (Linux); elsewhere the wall time, which is the same on an idle machine. */
function threadSeconds(): number {
  try {
    const fields = fs.readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 1/100 s on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return performance.now() / 1000;
  }
}

function writeAtomically(file: string, data: Buffer): void {
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

function cached(key: string, suffix: string): Buffer | undefined {
  const file = path.join(cacheDir, `${key}${suffix}`);
  try {
    const data = fs.readFileSync(file);
    const now = new Date();
    fs.utimesSync(file, now, now);
    return data;
  } catch {
    return undefined;
  }
}

function compress(file: string, quality: number, stats: BatchStats): void {
  const started = threadSeconds();
  const original = fs.readFileSync(file);
  const key = `${crypto.createHash('sha256').update(original).digest('hex')}-${settingsTag(quality)}`;
  let br = cached(key, '.br');
  let gz = cached(key, '.gz');
  if (br === undefined || gz === undefined) {
    br = zlib.brotliCompressSync(original, brotliOptions(original.length, quality));
    gz = zlib.gzipSync(original, gzipOptions);
    writeAtomically(path.join(cacheDir, `${key}.br`), br);
    writeAtomically(path.join(cacheDir, `${key}.gz`), gz);
  } else {
    stats.fromCache += 1;
  }
  writeAtomically(`${file}.br`, br);
  writeAtomically(`${file}.gz`, gz);
  stats.files += 1;
  stats.bytes += original.length;
  stats.brBytes += br.length;
  stats.gzBytes += gz.length;
  stats.cpuSeconds += threadSeconds() - started;
}

function runBatch({id, files, quality, counter}: BatchMessage): void {
  const next = new Int32Array(counter);
  const stats: BatchStats = {files: 0, fromCache: 0, bytes: 0, brBytes: 0, gzBytes: 0, cpuSeconds: 0};
  for (let index = Atomics.add(next, 0, 1); index < files.length; index = Atomics.add(next, 0, 1)) {
    if (Atomics.load(flags, 0) === stopWorkers) break;
    restorePriorityWhenAsked();
    const file = files[index] as string;
    try {
      compress(file, quality, stats);
    } catch (error) {
      throw new Error(`Could not write the compressed copies of ${file}`, {cause: error});
    }
  }
  parentPort?.postMessage({type: 'batch-done', id, stats});
}

fs.mkdirSync(cacheDir, {recursive: true});
parentPort?.on('message', (message: PoolMessage) => {
  if (message.type === 'batch') runBatch(message);
  else parentPort?.close();
});
