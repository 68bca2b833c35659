/**
 * How fast this machine is at the three things builds and tests spend their time on: computing, taking fresh
 * memory (one page fault per 4 KiB page) and starting a process. Timings of the test command and the benchmark
 * are only comparable between machines, or between days on machines of one kind, next to these figures: on
 * 2026-11-26 a machine of the CI's kind computed at full speed (a C loop of dependent multiply-adds: 1.2 ns a
 * step) but took about 15 µs a page fault and 120 ms to start Node, and the same commit's `.ci/run` took 2,614 s
 * against 937 s two days before.
 */
import {spawnSync} from 'node:child_process';

import {median} from './median';

export interface MachineSpeed {
  /** One step of a JavaScript loop of integer arithmetic, in nanoseconds. */
  loopStepNs: number;
  /** Taking one fresh page of memory, including the kernel zeroing it, in microseconds. */
  pageFaultUs: number;
  /** Starting `node -e 0` and waiting for it to end, in milliseconds (median of a few). */
  nodeStartMs: number;
}

export interface FaultCount {
  pages: number;
  faults: number;
  microseconds: number;
}

const pageSize = 4096;

function elapsedMs(since: bigint): number {
  return Number(process.hrtime.bigint() - since) / 1e6;
}

function loop(steps: number): number {
  let value = 0;
  for (let step = 0; step < steps; step++) value = (value * 31 + step) | 0;
  return value;
}

function loopStepNs(): number {
  loop(1e6);
  const steps = 1e8;
  const start = process.hrtime.bigint();
  const result = loop(steps);
  const stepNs = (elapsedMs(start) * 1e6) / steps;
  // The result is used, so that no compiler may drop the loop.
  return Number.isInteger(result) ? stepNs : NaN;
}

/**
 * Touches one byte of every page of a new buffer. Above 32 MiB glibc's malloc always maps new memory, never
 * reuses its heap, so the buffer is memory the process never had; the count of minor faults says whether that held.
 */
export function countPageFaults(megabytes = 64): FaultCount {
  const before = process.resourceUsage().minorPageFault;
  const start = process.hrtime.bigint();
  const buffer = Buffer.allocUnsafeSlow(megabytes * 2 ** 20);
  for (let offset = 0; offset < buffer.length; offset += pageSize) buffer[offset] = 1;
  const microseconds = elapsedMs(start) * 1000;
  return {
    pages: buffer.length / pageSize,
    faults: process.resourceUsage().minorPageFault - before,
    microseconds,
  };
}

function nodeStartMs(): number {
  return median(
    Array.from({length: 5}, () => {
      const start = process.hrtime.bigint();
      const result = spawnSync(process.execPath, ['-e', '0']);
      if (result.status !== 0) throw new Error(`node -e 0 failed: ${result.stderr.toString()}`);
      return elapsedMs(start);
    }),
  );
}

export function measureMachineSpeed(): MachineSpeed {
  const faults = countPageFaults();
  return {
    loopStepNs: loopStepNs(),
    pageFaultUs: faults.faults > 0 ? faults.microseconds / faults.faults : NaN,
    nodeStartMs: nodeStartMs(),
  };
}

export function describeMachineSpeed(speed: MachineSpeed): string {
  return (
    `a loop step ${speed.loopStepNs.toFixed(1)} ns, a page fault ${speed.pageFaultUs.toFixed(1)} µs, ` +
    `starting Node ${speed.nodeStartMs.toFixed(0)} ms`
  );
}
