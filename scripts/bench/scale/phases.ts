/**
 * The phases of a build, read from the lines Docusaurus' PerfLogger prints as each phase ends
 * (`DOCUSAURUS_PERF_LOGGER=true`): `[PERF] Build > de > SSG - 91.20 seconds! - (Heap …)`. A phase's CPU time is
 * what the whole process tree used between its start and its end, so parts of `postBuild()`, which run side by
 * side, share the CPU time of the overlap.
 */
import type {MonitoredRun} from './monitor';

export interface Phase {
  locale: string;
  name: string;
  seconds: number;
  cpuSeconds: number;
  /** The most memory the largest process of the build held during the phase (sampled). */
  residentMB?: number;
}

/** Phases reported, by the label after `Build > <locale> > `; parts of postBuild() are nested under it. */
const reported = [
  /^Load site$/,
  /^Bundling with \w+$/,
  /^SSG$/,
  /^postBuild\(\)$/,
  /^postBuild\(\) > [^>]+$/,
  /^Broken links checker$/,
];

const perfLine = /^\[PERF\](?:\[KO\])? Build > (\w+) > (.+?) - ([\d.]+) (seconds!|ms) - /;
/** The summary of scripts/build.ts once the copies are written. */
const copiesLine = /^\[precompress\] .* in ([\d.]+) s, ([\d.]+) s of CPU time/;

/** CPU seconds of the tree at `seconds`, interpolated between the samples around it. */
function cpuAt(samples: MonitoredRun['cpuSamples'], seconds: number): number {
  let before: [number, number] = [0, 0];
  for (const sample of samples) {
    if (sample[0] >= seconds) {
      const span = sample[0] - before[0];
      return span <= 0 ? sample[1] : before[1] + ((sample[1] - before[1]) * (seconds - before[0])) / span;
    }
    before = sample;
  }
  return before[1];
}

function residentDuring(samples: MonitoredRun['rssSamples'], from: number, to: number): number {
  return Math.max(0, ...samples.filter(([at]) => at >= from && at <= to).map(([, megabytes]) => megabytes));
}

export function phasesOf(run: Pick<MonitoredRun, 'lines' | 'cpuSamples' | 'rssSamples'>): Phase[] {
  const phases: Phase[] = [];
  for (const [endedAt, line] of run.lines) {
    const copies = copiesLine.exec(line);
    if (copies) {
      phases.push({
        locale: 'both',
        name: 'precompressed copies, after every locale is built (CPU: all of their threads)',
        seconds: Number(copies[1]),
        cpuSeconds: Number(copies[2]),
      });
    }
    const match = perfLine.exec(line);
    if (!match) continue;
    const [, lineLocale = '', name = '', amount = '0', unit] = match;
    if (!reported.some((pattern) => pattern.test(name))) continue;
    const seconds = unit === 'ms' ? Number(amount) / 1000 : Number(amount);
    const cpuSeconds = cpuAt(run.cpuSamples, endedAt) - cpuAt(run.cpuSamples, endedAt - seconds);
    phases.push({
      locale: lineLocale,
      name,
      seconds,
      cpuSeconds,
      residentMB: residentDuring(run.rssSamples, endedAt - seconds, endedAt),
    });
  }
  return phases;
}
