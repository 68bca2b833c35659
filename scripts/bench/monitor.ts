/**
 * Runs a command and watches its process tree through /proc: the most memory the tree's processes held at the same time
 * (the sum of their `VmRSS`, sampled), the peak of its largest process (`VmHWM`, which the kernel keeps, so a peak
 * between two samples is not missed) and the CPU time of the command and all it waited for (`/usr/bin/time`).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const sampleMs = 500;

export interface MonitoredRun {
  status: number;
  seconds: number;
  cpuSeconds: number;
  /** The most resident memory the processes of the tree held together at one sample. */
  allProcessesMB: number;
  largestProcessMB: number;
  /** Load average (1 minute) of the machine at the start and at the end. */
  loadAverage: [number, number];
  /** stdout and stderr, as written to the log. */
  output: string;
}

const procFile = (pid: number | string, file: string): string => {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
};

function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = procFile(entry, 'stat');
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [root];
  for (const pid of tree) tree.push(...(children.get(pid) ?? []));
  return tree;
}

const kilobytes = (status: string, field: string): number =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);

export function monitor(
  command: string,
  args: readonly string[],
  options: {cwd: string; env: NodeJS.ProcessEnv; log: string},
): Promise<MonitoredRun> {
  const started = performance.now();
  const loadAtStart = os.loadavg()[0] ?? 0;
  const timeFile = `${options.log}.time`;
  const log = fs.openSync(options.log, 'w');
  const child = spawn('/usr/bin/time', ['-f', '%U %S', '-o', timeFile, command, ...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', log, log],
  });
  let allProcessesKB = 0;
  let largestProcessKB = 0;
  const timer = setInterval(() => {
    if (child.pid === undefined) return;
    let sum = 0;
    for (const pid of processTree(child.pid)) {
      const status = procFile(pid, 'status');
      sum += kilobytes(status, 'VmRSS');
      largestProcessKB = Math.max(largestProcessKB, kilobytes(status, 'VmHWM'));
    }
    allProcessesKB = Math.max(allProcessesKB, sum);
  }, sampleMs);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      clearInterval(timer);
      fs.closeSync(log);
      // A failed command adds a line before the times.
      const [user = 0, system = 0] =
        fs.readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)?.split(' ').map(Number) ?? [];
      fs.rmSync(timeFile, {force: true});
      resolve({
        status: code ?? 1,
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: user + system,
        allProcessesMB: Math.round(allProcessesKB / 1024),
        largestProcessMB: Math.round(largestProcessKB / 1024),
        loadAverage: [loadAtStart, os.loadavg()[0] ?? 0],
        output: fs.readFileSync(options.log, 'utf8'),
      });
    });
  });
}
