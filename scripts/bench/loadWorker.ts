/**
 * An autocannon run, or its share of the connections, in a worker thread of its own (started by ./hosting.ts):
 * a Node thread reads less than nginx sends, and in the mixed case the script's clients must not hold up the
 * event loop that times the home page's answers.
 *
 * autocannon keeps every response body as a string (`addBody` in its private lib/pipelinedRequestsQueue.js),
 * for its `expectBody` and `verifyBody` options, which this benchmark does not use. Decoding the 440 KB Brotli
 * body of the largest script as UTF-8, chunk by chunk, held the client to about 120 answers a second, so the
 * benchmark measured autocannon instead of nginx. The bodies are dropped instead; byte counts and timings are
 * kept. If a new autocannon release moves that method, the benchmark stops with this message.
 */
import {createRequire} from 'node:module';
import {parentPort, workerData} from 'node:worker_threads';
import autocannon from 'autocannon';

// Loaded by jiti as CommonJS (see ./hosting.ts), where __filename is defined.
const require = createRequire(__filename);
const queue = require('autocannon/lib/pipelinedRequestsQueue') as {prototype: Record<string, unknown>};
if (typeof queue.prototype.addBody !== 'function') {
  throw new Error(
    'autocannon/lib/pipelinedRequestsQueue.js has no addBody(): see scripts/bench/loadWorker.ts',
  );
}
queue.prototype.addBody = () => undefined;

void autocannon(workerData as autocannon.Options).then((result) => parentPort?.postMessage(result));
