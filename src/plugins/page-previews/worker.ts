/** Runs in a worker thread that ./index.ts starts: draws its share of the pictures, or copies them from the cache. */
import fs from 'node:fs';
import path from 'node:path';
import {parentPort, threadId, workerData} from 'node:worker_threads';

import {renderCard} from './card';
import type {WorkerInput, WorkerResult} from './workerInput';

const {jobs, cacheDir} = workerData as WorkerInput;

function writeAtomically(file: string, data: Buffer): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

/** CPU seconds of this thread (Linux); elsewhere the wall time. */
function threadSeconds(): number {
  try {
    const fields = fs.readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return performance.now() / 1000;
  }
}

async function run(): Promise<WorkerResult> {
  const started = threadSeconds();
  const result: WorkerResult = {rendered: 0, fromCache: 0, cpuSeconds: 0};
  for (const {card, file, key} of jobs) {
    const cached = path.join(cacheDir, `${key}.png`);
    let picture: Buffer;
    if (fs.existsSync(cached)) {
      picture = fs.readFileSync(cached);
      const now = new Date();
      fs.utimesSync(cached, now, now);
      result.fromCache += 1;
    } else {
      picture = await renderCard(card);
      writeAtomically(cached, picture);
      result.rendered += 1;
    }
    writeAtomically(file, picture);
  }
  result.cpuSeconds = threadSeconds() - started;
  return result;
}

export default run().then((result) => parentPort?.postMessage(result));
