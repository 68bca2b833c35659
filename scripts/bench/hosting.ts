/**
 * Load on the portal's own nginx (deploy/portal/, `startNginx` on 127.0.0.1) with autocannon: the home page, an
 * operation page, the largest script with br and with gzip, a 404, and the mixed case of the issue (20 clients
 * on the largest script while 50 read the home page). Every run is bounded in time and in requests and only
 * ever asks 127.0.0.1. The load generator shares the machine's cores with nginx, so rates are lower bounds.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Worker} from 'node:worker_threads';
import autocannon from 'autocannon';

import {startNginx} from '../lib/nginx';
import {buildDir} from '../lib/site';
import {assertBuilt} from '../../tests/lib/builtSite';
import {closeAgents, request} from '../../tests/lib/http';

export interface HostingRun {
  name: string;
  url: string;
  encoding: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and answers with another status than expected. */
  errors: number;
  /** Headers and body as read from the socket, per answer. */
  bytesPerResponse: number;
}

export interface HostingFigures {
  seconds: number;
  runs: HostingRun[];
}

interface Target {
  name: string;
  path: string;
  encoding: 'br' | 'gzip';
  connections: number;
  status: number;
}

// Public (README, "aggregateResult"), but not in @types/autocannon.
const {aggregateResult} = autocannon as unknown as {
  aggregateResult(results: unknown[], options: autocannon.Options): autocannon.Result;
};

/** At most this many requests per run, whatever the duration. */
const maxRequests = 1_000_000;

function largestScript(): string {
  const dir = path.join(buildDir, 'assets/js');
  const [largest] = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size);
  if (largest === undefined) throw new Error(`No scripts in ${dir}`);
  return `/assets/js/${largest}`;
}

/** One request first: the target answers as the run expects, compressed as asked. */
async function probe(origin: string, target: Target): Promise<void> {
  const response = await request(`${origin}${target.path}`, {headers: {'Accept-Encoding': target.encoding}});
  if (response.status !== target.status || response.headers['content-encoding'] !== target.encoding) {
    throw new Error(
      `${target.path} answered ${response.status} with ${response.headers['content-encoding'] ?? 'no encoding'}, ` +
        `not ${target.status} with ${target.encoding}`,
    );
  }
}

// The worker loads its TypeScript the way the build's workers do, with `loadFreshModule` (jiti).
const loadWorker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'loadWorker.ts');
const bootstrap = `require(${JSON.stringify(createRequire(import.meta.url).resolve('@docusaurus/utils'))}).loadFreshModule(${JSON.stringify(loadWorker)})`;

/** A worker thread runs autocannon on part of the connections; the result comes back raw. */
function loadInThread(options: autocannon.Options): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, {eval: true, workerData: options});
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The load thread for ${options.url} stopped (${code})`)));
  });
}

/** `threads` threads share the target's connections, as autocannon's own `workers` option does. */
async function load(
  origin: string,
  target: Target,
  seconds: number,
  threads: number,
): Promise<autocannon.Result> {
  const url = new URL(target.path, origin);
  if (url.hostname !== '127.0.0.1')
    throw new Error(`The benchmark only loads 127.0.0.1, not ${url.hostname}`);
  const options: autocannon.Options = {
    url: url.href,
    connections: Math.floor(target.connections / threads),
    duration: seconds,
    maxOverallRequests: Math.floor(maxRequests / threads),
    timeout: 10,
    headers: {'accept-encoding': target.encoding},
  };
  const raw = await Promise.all(Array.from({length: threads}, () => loadInThread(options)));
  // Raw figures from threads become one Result with autocannon's aggregateResult().
  return aggregateResult(raw, {...options, connections: target.connections});
}

function figures(target: Target, result: autocannon.Result): HostingRun {
  const requests = result.requests.total;
  const wrongStatus = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) !== target.status)
    .reduce((sum, [, {count}]) => sum + Number(count ?? 0), 0);
  return {
    name: target.name,
    url: target.path,
    encoding: target.encoding,
    connections: target.connections,
    requests,
    requestsPerSecond: requests / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + wrongStatus,
    bytesPerResponse: requests === 0 ? 0 : Math.round(result.throughput.total / requests),
  };
}

export async function measureHosting(seconds: number): Promise<HostingFigures> {
  assertBuilt();
  const script = largestScript();
  const targets: Target[] = [
    {name: 'home page', path: '/', encoding: 'br', connections: 50, status: 200},
    {name: 'operation page', path: '/api/accept-invitation', encoding: 'br', connections: 50, status: 200},
    {name: 'largest script', path: script, encoding: 'br', connections: 50, status: 200},
    {name: 'largest script', path: script, encoding: 'gzip', connections: 50, status: 200},
    {name: 'not found', path: '/no-such-page', encoding: 'br', connections: 50, status: 404},
  ];
  const mixed: Target[] = [
    {name: 'mixed: home page', path: '/', encoding: 'br', connections: 50, status: 200},
    {name: 'mixed: largest script', path: script, encoding: 'br', connections: 20, status: 200},
  ];
  // As many load threads as cores: one Node thread reads about 0.5 to 1 GB/s, less than nginx sends.
  const threads = os.availableParallelism();
  const nginx = await startNginx();
  try {
    for (const target of [...targets, ...mixed]) await probe(nginx.origin, target);
    const runs: HostingRun[] = [];
    for (const target of targets) {
      console.log(`[bench] ${target.name} (${target.encoding}), ${target.connections} clients, ${seconds} s`);
      runs.push(figures(target, await load(nginx.origin, target, seconds, threads)));
    }
    console.log(`[bench] mixed: 20 clients on the largest script, 50 on the home page, ${seconds} s`);
    // A thread for each group of clients, so the script's clients do not hold up the timing of the home page.
    const results = await Promise.all(mixed.map((target) => load(nginx.origin, target, seconds, 1)));
    mixed.forEach((target, index) => runs.push(figures(target, results[index] as autocannon.Result)));
    return {seconds, runs};
  } finally {
    closeAgents();
    await nginx.close();
  }
}
