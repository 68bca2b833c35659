/**
 * Runs a command and watches its process tree through /proc: the peak resident memory of every process
 * (`VmHWM`, which the kernel keeps, so a peak between two samples is not missed), the CPU time of the tree over
 * time, and each output line with the moment it arrived. With `DOCUSAURUS_PERF_LOGGER=true` Docusaurus prints
 * a line as each phase ends (`[PERF] Build > de > SSG - 91.20 seconds!`), so the phases' wall and CPU seconds
 * can be read off afterwards (phases.ts).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {stripVTControlCharacters} from 'node:util';

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`: 100 on Linux). */
const ticksPerSecond = 100;
const sampleMs = 500;

export interface ProcessFigures {
  pid: number;
  command: string;
  peakRssMB: number;
  cpuSeconds: number;
}

export interface MonitoredRun {
  status: number;
  seconds: number;
  /** User and system time of the command and every process it waited for (`/usr/bin/time`). */
  cpuSeconds: number;
  /** Every process of the tree that lived at least one sample, largest peak first. */
  processes: ProcessFigures[];
  /** Seconds since the start → CPU seconds of the whole tree until then. */
  cpuSamples: Array<[seconds: number, cpuSeconds: number]>;
  /** Seconds since the start → resident MB of the largest process of the tree then. */
  rssSamples: Array<[seconds: number, residentMB: number]>;
  /** Output lines (stdout and stderr) with the second they arrived, colours removed. */
  lines: Array<[seconds: number, line: string]>;
  /** Load average of the machine (1 minute) at the start and at the end. */
  loadAverage: [number, number];
}

interface ProcStat {
  ppid: number;
  cpuTicks: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12])};
  } catch {
    return undefined;
  }
}

/** Peak (`VmHWM`) and current (`VmRSS`) resident memory of a process, in kB. */
function residentKB(pid: number): {peak: number; now: number} | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const peak = /VmHWM:\s+(\d+) kB/.exec(status);
    const now = /VmRSS:\s+(\d+) kB/.exec(status);
    return peak && now ? {peak: Number(peak[1]), now: Number(now[1])} : undefined;
  } catch {
    return undefined;
  }
}

function commandOf(pid: number): string {
  try {
    const parts = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return parts
      .map((part) => part.replace(/^.*\/node_modules\//, '').replace(/^\/usr\/bin\//, ''))
      .join(' ')
      .slice(0, 120);
  } catch {
    return '?';
  }
}

function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

const loadAverage = (): number => Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

export function monitor(
  command: string,
  args: readonly string[],
  options: {cwd: string; env: NodeJS.ProcessEnv; log: string},
): Promise<MonitoredRun> {
  const started = performance.now();
  const since = (): number => (performance.now() - started) / 1000;
  const loadAtStart = loadAverage();
  const timeFile = `${options.log}.time`;
  const child = spawn('/usr/bin/time', ['-f', '%U %S', '-o', timeFile, command, ...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = fs.createWriteStream(options.log);
  const lines: MonitoredRun['lines'] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      log.write(chunk);
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      const at = since();
      for (const line of parts) lines.push([at, stripVTControlCharacters(line)]);
    });
  }
  const processes = new Map<number, ProcessFigures>();
  const cpuSamples: MonitoredRun['cpuSamples'] = [];
  const rssSamples: MonitoredRun['rssSamples'] = [];
  const sample = (): void => {
    if (child.pid === undefined) return;
    let largest = 0;
    for (const pid of descendants(child.pid)) {
      const stat = readStat(pid);
      const resident = residentKB(pid);
      if (!stat) continue;
      const known = processes.get(pid) ?? {pid, command: commandOf(pid), peakRssMB: 0, cpuSeconds: 0};
      known.cpuSeconds = stat.cpuTicks / ticksPerSecond;
      if (resident !== undefined) {
        known.peakRssMB = Math.max(known.peakRssMB, Math.round(resident.peak / 1024));
        largest = Math.max(largest, Math.round(resident.now / 1024));
      }
      processes.set(pid, known);
    }
    rssSamples.push([since(), largest]);
    const total = [...processes.values()].reduce((sum, figures) => sum + figures.cpuSeconds, 0);
    cpuSamples.push([since(), total]);
  };
  const timer = setInterval(sample, sampleMs);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearInterval(timer);
      log.end();
      const seconds = since();
      const [user, system] =
        fs.readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)?.split(' ').map(Number) ?? [];
      fs.rmSync(timeFile, {force: true});
      const cpuSeconds = (user ?? 0) + (system ?? 0);
      resolve({
        status: code ?? (signal ? 128 : 1),
        seconds,
        cpuSeconds,
        processes: [...processes.values()].sort((a, b) => b.peakRssMB - a.peakRssMB),
        cpuSamples,
        rssSamples,
        lines,
        loadAverage: [loadAtStart, loadAverage()],
      });
    });
  });
}
