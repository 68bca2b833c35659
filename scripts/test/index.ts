/**
 * `npm test`: every check and every test, as `npm run check && npm run build && npm run test:run` would run them,
 * but side by side where they do not depend on each other, so that both cores of a CI machine stay busy.
 *
 * - The steps of `npm run check` are read from package.json, so a step added there runs here too.
 * - Test files are found on disk (tests/<suite>/*.test.ts and the unit tests beside the code, *.test.ts under
 *   src/, scripts/ and config/); ./plan.ts says which suites need the build and how many of a suite's files may
 *   run at once.
 * - A job's output is printed in one piece when it ends; a table of the jobs' durations and a closing count of
 *   the tests end the run. The exit code is 1 if any job failed.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {setTimeout as delay} from 'node:timers/promises';

import {describeMachineSpeed, measureMachineSpeed} from '../lib/machineSpeed';
import {siteDir} from '../../config/site';
import {failureSummary} from './failures';
import {planJobs, type Job} from './plan';

interface Outcome {
  job: Job;
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
  /** CPU seconds of the job and every process it waited for (bash's `times`); what the two cores pay for it. */
  cpuSeconds: number;
  tests: {passed: number; failed: number};
  /** What a failed job printed about its failures, repeated after the table where a CI log's tail shows it. */
  failures?: string;
}

const checkScript = (
  JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {scripts: Record<string, string>}
).scripts.check;
if (checkScript === undefined) throw new Error('package.json has no "check" script');

/** `npm run a && npm run b` → ['a', 'b']; anything else in the chain stops the run, so nothing is skipped unseen. */
function checkSteps(script: string): string[] {
  return script.split('&&').map((part) => {
    const match = /^\s*npm run (\S+)\s*$/.exec(part);
    if (!match?.[1])
      throw new Error(`"check" runs \`${part.trim()}\`; scripts/test runs only \`npm run <name>\` steps`);
    return match[1];
  });
}

/** Counts of node's test runner (`# pass 3` in TAP, `ℹ pass 3` in the spec reporter). */
function countTests(output: string): {passed: number; failed: number} {
  const last = (name: string): number => {
    const matches = [...output.matchAll(new RegExp(`^(?:#|ℹ) ${name} (\\d+)$`, 'gm'))];
    return matches.reduce((sum, match) => sum + Number(match[1]), 0);
  };
  return {passed: last('pass'), failed: last('fail') + last('cancelled')};
}

/** The marker line bash's `times` prints after the job: user and system time of the job's processes. */
const cpuMarker = '__job_cpu__';
// `times` prints two lines: the shell's own user and system time, then its children's (`0m1.250s 0m0.120s`).
// Not in a pipe: that would run it in a subshell, which has no children of its own.
const timesScript = `"$@"; code=$?; echo '${cpuMarker}'; times; exit $code`;

/** Seconds of `1m2.500s 0m0.250s` → 62.75. */
function cpuFromTimes(line: string): number {
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, match) => sum + Number(match[1]) * 60 + Number(match[2]),
    0,
  );
}

/**
 * Idle cores over the last few seconds, from the kernel's CPU counters. The jobs' CPU shares are guesses; a
 * browser suite that waits for a page leaves its share idle, and a job may take what is idle.
 */
function idleCoresMeter(intervalMs: number): () => number {
  const sample = (): {idle: number; total: number} =>
    os.cpus().reduce(
      (sum, cpu) => ({
        idle: sum.idle + cpu.times.idle,
        total: sum.total + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq + cpu.times.idle,
      }),
      {idle: 0, total: 0},
    );
  let previous = sample();
  let idleCores = 0;
  setInterval(() => {
    const now = sample();
    const total = now.total - previous.total;
    idleCores = total > 0 ? ((now.idle - previous.idle) / total) * os.cpus().length : 0;
    previous = now;
  }, intervalMs).unref();
  return () => idleCores;
}

function run(job: Job): Promise<Omit<Outcome, 'job' | 'status'> & {code: number; output: string}> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', timesScript, 'job', ...job.command], {
      cwd: siteDir,
      env: {...process.env, FORCE_COLOR: '0'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const marker = output.lastIndexOf(cpuMarker);
      const cpuSeconds =
        marker === -1 ? 0 : cpuFromTimes(output.slice(marker).trimEnd().split('\n').at(-1) ?? '');
      if (marker !== -1) output = output.slice(0, marker);
      resolve({
        code: code ?? 1,
        output,
        seconds: (Date.now() - started) / 1000,
        cpuSeconds,
        tests: countTests(output),
      });
    });
  });
}

async function main(): Promise<void> {
  // `TEST_JOBS=<regular expression>` runs only the jobs whose names match, and the jobs they need.
  const planned = planJobs(checkSteps(checkScript ?? ''));
  const only = process.env.TEST_JOBS === undefined ? undefined : new RegExp(process.env.TEST_JOBS);
  const wanted = new Set(
    planned.filter((job) => only === undefined || only.test(job.name)).map((job) => job.name),
  );
  for (const job of [...planned].reverse())
    if (wanted.has(job.name)) job.needs.forEach((name) => wanted.add(name));
  const jobs = planned.filter((job) => wanted.has(job.name));
  // A run's duration compares with another only next to the machine's speed (why: ../lib/machineSpeed.ts).
  console.log(`This machine: ${describeMachineSpeed(measureMachineSpeed())}.`);
  const outcomes = new Map<string, Outcome>();
  const running = new Map<string, Promise<void>>();
  const capacity = Number(process.env.TEST_CPUS ?? 2);
  const measureEvery = 5000;
  const idleCores = idleCoresMeter(measureEvery);
  let lastStart = 0;
  const started = Date.now();
  const waits = (job: Job): boolean => job.cpus < 1;
  const load = (kind?: boolean): number =>
    jobs
      .filter((job) => running.has(job.name) && (kind === undefined || waits(job) === kind))
      .reduce((sum, job) => sum + job.cpus, 0);
  const ready = (job: Job): boolean => job.needs.every((name) => outcomes.has(name));
  const blocked = (job: Job): boolean => job.needs.some((name) => outcomes.get(name)?.status !== 'passed');

  while (outcomes.size < jobs.length) {
    // First come, first served within each kind of job: a job that mostly waits (a browser, a server) and one that
    // computes do not hold each other up, so browser suites leave the cores to the computing jobs behind them.
    const full = new Set<boolean>();
    // While computing jobs are ready or running, one core stays theirs: the browser suites share the rest.
    const computing = jobs.some(
      (job) => !waits(job) && !outcomes.has(job.name) && (running.has(job.name) || ready(job)),
    );
    for (const job of jobs) {
      if (outcomes.has(job.name) || running.has(job.name) || !ready(job) || full.has(waits(job))) continue;
      if (blocked(job)) {
        outcomes.set(job.name, {
          job,
          status: 'skipped',
          seconds: 0,
          cpuSeconds: 0,
          tests: {passed: 0, failed: 0},
        });
        console.log(`○ ${job.name}: skipped, ${job.needs.join(', ')} did not pass`);
        continue;
      }
      // Smaller jobs of the same kind further down the list would otherwise keep a CPU-bound job waiting until
      // the end, where it runs alone. Beyond the shares, a job starts on a core that has stayed idle, once the
      // last job has had time to get going.
      const idle = idleCores() >= Math.min(job.cpus, 1) * 0.9 && Date.now() - lastStart > 3 * measureEvery;
      const share = waits(job) && computing ? capacity - 1 : capacity;
      const fits = load() + job.cpus <= capacity + 1e-9 && load(waits(job)) + job.cpus <= share + 1e-9;
      if (running.size > 0 && !fits && !idle) {
        full.add(waits(job));
        continue;
      }
      lastStart = Date.now();
      console.log(`▶ ${job.name}  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      running.set(
        job.name,
        run(job).then((result) => {
          const status = result.code === 0 ? 'passed' : 'failed';
          outcomes.set(job.name, {
            job,
            status,
            seconds: result.seconds,
            cpuSeconds: result.cpuSeconds,
            tests: result.tests,
            ...(status === 'failed' ? {failures: failureSummary(result.output)} : {}),
          });
          running.delete(job.name);
          console.log(`\n── ${job.name}: ${status} in ${result.seconds.toFixed(0)} s ${'─'.repeat(40)}`);
          console.log(result.output.trimEnd());
        }),
      );
    }
    if (running.size > 0) await Promise.race([...running.values(), delay(measureEvery)]);
  }

  const all = [...outcomes.values()];
  console.log(
    `\n── durations (${capacity} CPUs, ${((Date.now() - started) / 1000).toFixed(0)} s in all) ${'─'.repeat(30)}`,
  );
  console.log('   wall     CPU  status  job');
  for (const {job, status, seconds, cpuSeconds} of all) {
    console.log(
      `${seconds.toFixed(0).padStart(5)} s ${cpuSeconds.toFixed(0).padStart(5)} s  ${status.padEnd(7)} ${job.name}`,
    );
  }
  const cpuInAll = all.reduce((sum, outcome) => sum + outcome.cpuSeconds, 0);
  console.log(
    `CPU time of all jobs: ${cpuInAll.toFixed(0)} s (${(cpuInAll / capacity).toFixed(0)} s a core)`,
  );
  const failedJobs = all.filter((outcome) => outcome.status !== 'passed');
  const passed = all.reduce((sum, outcome) => sum + outcome.tests.passed, 0);
  const failed = all.reduce((sum, outcome) => sum + outcome.tests.failed, 0);
  if (failedJobs.length > 0) {
    for (const {job, failures} of failedJobs) {
      if (failures) console.log(`\n── why ${job.name} failed ${'─'.repeat(40)}\n${failures}`);
    }
    console.log(`\nFailed or skipped: ${failedJobs.map((outcome) => outcome.job.name).join(', ')}`);
  }
  // The closing line CI reads: checks and the build count as one test each.
  const checks = all.filter((outcome) => outcome.job.kind !== 'tests');
  const checksPassed = checks.filter((outcome) => outcome.status === 'passed').length;
  console.log(`tests: ${passed + checksPassed} passed, ${failed + checks.length - checksPassed} failed`);
  process.exitCode = failedJobs.length > 0 || failed > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
