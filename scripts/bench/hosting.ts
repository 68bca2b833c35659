/**
 * Load on the portal's own nginx (deploy/portal/, `startNginx` on 127.0.0.1) with wrk (Debian's `wrk`): the home
 * page, an operation page, the largest script with br and with gzip, a 404, and the mixed case of the issue (20
 * clients on the largest script while 50 read the home page). Every run is bounded in time and only ever asks
 * 127.0.0.1. The load generator shares the machine's cores with nginx, so rates are lower bounds.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';

import {startNginx} from '../lib/nginx';
import {buildDir} from '../../config/site';
import {assertBuilt} from '../../tests/lib/builtSite';
import {closeAgents, request} from '../../tests/lib/http';

interface HostingRun {
  name: string;
  url: string;
  encoding: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /**
   * Connection errors, timeouts and answers with another status than expected (wrk tells an answer of 400 or
   * more from one below 400).
   */
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

/** wrk's figures of a run (latencies in µs), written as JSON by ./wrkSummary.lua when the run is done. */
interface WrkSummary {
  requests: number;
  duration: number;
  bytes: number;
  /** Connection, read, write and time-out errors. */
  socketErrors: number;
  /** Answers with a status of 400 or more. */
  statusErrors: number;
  p50: number;
  p99: number;
}

const summaryScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'wrkSummary.lua');

/** One wrk run of `seconds` with the target's clients spread over `threads` threads. */
async function load(origin: string, target: Target, seconds: number, threads: number): Promise<HostingRun> {
  const url = new URL(target.path, origin);
  if (url.hostname !== '127.0.0.1')
    throw new Error(`The benchmark only loads 127.0.0.1, not ${url.hostname}`);
  const {stdout} = await promisify(execFile)('wrk', [
    `--threads=${threads}`,
    `--connections=${target.connections}`,
    `--duration=${seconds}s`,
    '--timeout=10s',
    `--header=Accept-Encoding: ${target.encoding}`,
    `--script=${summaryScript}`,
    url.href,
  ]).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' ? new Error('The hosting benchmark needs wrk: apt-get install wrk') : error;
  });
  const run = JSON.parse(stdout.slice(stdout.indexOf('{"requests"'))) as WrkSummary;
  // wrk counts answers of 400 or more; where a 404 is expected, the answers below 400 are the wrong ones.
  const wrongStatus = target.status < 400 ? run.statusErrors : run.requests - run.statusErrors;
  return {
    name: target.name,
    url: target.path,
    encoding: target.encoding,
    connections: target.connections,
    requests: run.requests,
    requestsPerSecond: run.requests / (run.duration / 1e6),
    p50Ms: Math.round(run.p50 / 100) / 10,
    p99Ms: Math.round(run.p99 / 100) / 10,
    errors: run.socketErrors + wrongStatus,
    bytesPerResponse: run.requests === 0 ? 0 : Math.round(run.bytes / run.requests),
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
  // As many load threads as cores.
  const threads = os.availableParallelism();
  const nginx = await startNginx();
  try {
    for (const target of [...targets, ...mixed]) await probe(nginx.origin, target);
    const runs: HostingRun[] = [];
    for (const target of targets) {
      console.log(`[bench] ${target.name} (${target.encoding}), ${target.connections} clients, ${seconds} s`);
      runs.push(await load(nginx.origin, target, seconds, threads));
    }
    console.log(`[bench] mixed: 20 clients on the largest script, 50 on the home page, ${seconds} s`);
    // A wrk of its own for each group of clients, so the script's clients do not hold up the timing of the home page.
    runs.push(...(await Promise.all(mixed.map((target) => load(nginx.origin, target, seconds, 1)))));
    return {seconds, runs};
  } finally {
    closeAgents();
    await nginx.close();
  }
}
