/**
 * One pool of worker threads per build process, shared by the locales it builds, that writes the copies
 * while the build goes on:
 *
 * - when a process renders the pages from a bundle an earlier process made (scripts/build.ts), the bundle's
 *   assets are final from the start and go to the pool at once, so their copies are made while the pages are
 *   rendered;
 * - at a locale's `postBuild()`, the rest of what the bundler and the page rendering wrote (pages, static
 *   files, the assets of a process that bundled itself) goes to the pool;
 * - the files other plugins write in their own `postBuild()` (search index, OpenAPI file, sitemap, llms.txt)
 *   are complete only when Docusaurus has moved on: when the next locale starts (the plugin is set up again)
 *   or when the build is over (`beforeExit`, the event loop has nothing left to do);
 * - the workers run at the lowest priority until the build is over, so they take only CPU time the build
 *   leaves idle (the next locale's bundling, single-threaded phases); then the process waits for them.
 *
 * Docusaurus loads the plugin afresh for every locale, so the pool lives on `globalThis`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';

import {brotliQuality, compressibleFiles, copySuffixes} from './files';
import {
  fullSpeed,
  stopWorkers,
  type BatchMessage,
  type BatchStats,
  type PoolMessage,
  type WorkerInput,
  type WorkerMessage,
} from './workerInput';

// The worker loads its TypeScript the way Docusaurus loads plugins, with `loadFreshModule` (jiti).
const loaderModule = require.resolve('@docusaurus/utils');
const workerModule = path.join(__dirname, 'worker.ts');
const bootstrap = `require(${JSON.stringify(loaderModule)}).loadFreshModule(${JSON.stringify(workerModule)})`;

/** Copies made before, named after a hash of the file's content and the compression settings. */
export function precompressCacheDir(siteDir: string): string {
  return path.join(siteDir, '.cache/precompress');
}

/** Cache entries unused for this long are removed when a build ends. */
const cacheLifetimeMs = 14 * 24 * 60 * 60 * 1000;

interface LocaleJob {
  locale: string;
  outDir: string;
  /** Other locales' builds inside this one's folder. */
  exclude: string[];
  /** The files sent so far; every other compressible file is sent once the locale is over. */
  sent: Set<string>;
  sentRest: boolean;
}

const noStats = (): BatchStats => ({files: 0, fromCache: 0, bytes: 0, brBytes: 0, gzBytes: 0, cpuSeconds: 0});
export const megabytes = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MB`;

export class PrecompressPool {
  private readonly workers: Worker[] = [];
  private readonly exits: Array<Promise<void>> = [];
  private readonly control = new SharedArrayBuffer(4);
  private readonly jobs: LocaleJob[] = [];
  private readonly errors: unknown[] = [];
  private readonly totals = noStats();
  private batches = 0;

  constructor(private readonly cacheDir: string) {}

  private startWorkers(): void {
    if (this.workers.length > 0) return;
    const workerData: WorkerInput = {cacheDir: this.cacheDir, control: this.control};
    for (let index = 0; index < os.availableParallelism(); index += 1) {
      const worker = new Worker(bootstrap, {eval: true, workerData});
      worker.on('message', ({stats}: WorkerMessage) => {
        for (const key of Object.keys(stats) as Array<keyof BatchStats>) this.totals[key] += stats[key];
      });
      worker.on('error', (error) => this.errors.push(error));
      this.exits.push(new Promise((resolve) => worker.once('exit', () => resolve())));
      // Until the build is over, the workers must not keep the process alive: `beforeExit` says it is over.
      // After the listeners: adding a 'message' listener refs the worker's port again.
      worker.unref();
      this.workers.push(worker);
    }
  }

  /** One batch per Brotli quality; the workers take them in order. */
  private send(outDir: string, files: string[]): void {
    for (const quality of [10, 9]) {
      const batch = files.filter((file) => brotliQuality(path.relative(outDir, file)) === quality);
      if (batch.length === 0) continue;
      this.startWorkers();
      this.batches += 1;
      const message: BatchMessage = {
        type: 'batch',
        id: this.batches,
        files: batch,
        quality,
        counter: new SharedArrayBuffer(4),
      };
      for (const worker of this.workers) worker.postMessage(message satisfies PoolMessage);
    }
  }

  private jobFor(locale: string, outDir: string, exclude: string[]): LocaleJob {
    let job = this.jobs.find((candidate) => candidate.locale === locale && candidate.outDir === outDir);
    if (job === undefined) {
      job = {locale, outDir, exclude, sent: new Set(), sentRest: false};
      this.jobs.push(job);
    }
    return job;
  }

  /** Sends the files of `job` not sent yet, from `files`; tells how many and how large. */
  private sendNew(job: LocaleJob, files: string[]): {files: number; bytes: number} {
    const unsent = files.filter((file) => !job.sent.has(file));
    for (const file of unsent) job.sent.add(file);
    this.send(job.outDir, unsent);
    return {files: unsent.length, bytes: unsent.reduce((sum, file) => sum + fs.statSync(file).size, 0)};
  }

  /**
   * The locale's bundle is complete, made by an earlier process: the hashed files in `assets/` do not change
   * any more. (The server bundle beside them is deleted after rendering and gets no copies.)
   */
  addBundle(locale: string, outDir: string, exclude: string[]): {files: number; bytes: number} {
    return this.sendNew(this.jobFor(locale, outDir, exclude), compressibleFiles(path.join(outDir, 'assets')));
  }

  /** A locale's `postBuild()` has begun: what the bundler and the page rendering wrote is complete. */
  addLocale(locale: string, outDir: string, exclude: string[]): {files: number; bytes: number} {
    return this.sendNew(this.jobFor(locale, outDir, exclude), compressibleFiles(outDir, exclude));
  }

  /** Every locale added so far is over, its plugins' `postBuild()` included. */
  localesDone(): void {
    for (const job of this.jobs.filter((candidate) => !candidate.sentRest)) {
      job.sentRest = true;
      this.sendNew(job, compressibleFiles(job.outDir, job.exclude));
    }
  }

  /**
   * Takes on the copies an earlier build process left for this one (`PRECOMPRESS_TAKE_OVER`, see
   * {@link handOver}): they are made at low priority while this process builds its own locale.
   */
  takeOver(file: string): void {
    if (!fs.existsSync(file)) return;
    const {jobs} = JSON.parse(fs.readFileSync(file, 'utf8')) as HandOver;
    fs.rmSync(file, {force: true});
    for (const {locale, outDir, exclude} of jobs) {
      const job = this.jobFor(locale, outDir, exclude);
      job.sentRest = true;
      this.sendNew(job, filesWithoutCopies(outDir, exclude));
    }
  }

  /** Every compressible file has both copies, written after the file itself. */
  private missingCopies(): string[] {
    return this.jobs.flatMap((job) => missingCopiesIn(job.outDir, job.exclude));
  }

  private pruneCache(): void {
    if (!fs.existsSync(this.cacheDir)) return;
    const oldest = Date.now() - cacheLifetimeMs;
    for (const name of fs.readdirSync(this.cacheDir)) {
      const file = path.join(this.cacheDir, name);
      if (fs.statSync(file).mtimeMs < oldest) fs.rmSync(file, {force: true});
    }
  }

  /**
   * The build process is over, and the next one (another locale, `npm run build`) goes on with the copies it
   * did not make: the workers stop after the file each is on, and the file `handOverFile` names the folders.
   * False if a copy could not be written (the errors are printed, the exit code set): nothing is handed over.
   */
  async handOver(handOverFile: string): Promise<boolean> {
    if (this.jobs.length === 0) return true;
    Atomics.store(new Int32Array(this.control), 0, stopWorkers);
    for (const worker of this.workers) {
      worker.ref();
      worker.postMessage({type: 'close'} satisfies PoolMessage);
    }
    await Promise.all(this.exits);
    for (const error of this.errors) console.error('[precompress]', error);
    if (this.errors.length > 0) {
      process.exitCode = 1;
      return false;
    }
    const jobs = this.jobs.map(({locale, outDir, exclude}) => ({locale, outDir, exclude}));
    fs.writeFileSync(handOverFile, JSON.stringify({jobs} satisfies HandOver));
    const left = jobs.reduce((sum, job) => sum + filesWithoutCopies(job.outDir, job.exclude).length, 0);
    const {files, fromCache, cpuSeconds} = this.totals;
    console.log(
      `[precompress] ${files} files have .br and .gz copies, ${fromCache} of them from the cache; ` +
        `${cpuSeconds.toFixed(1)} s of CPU time; the build waited 0.0 s for them at the end; ` +
        `${left} files left for the next build process`,
    );
    return true;
  }

  /** The build is over: the rest of the files go to the pool, which now runs at full speed until it is done. */
  async finish(): Promise<void> {
    if (this.jobs.length === 0) return;
    const started = performance.now();
    this.localesDone();
    Atomics.store(new Int32Array(this.control), 0, fullSpeed);
    for (const worker of this.workers) {
      worker.ref();
      worker.postMessage({type: 'close'} satisfies PoolMessage);
    }
    await Promise.all(this.exits);
    const waited = (performance.now() - started) / 1000;
    const missing = this.errors.length === 0 ? this.missingCopies() : [];
    if (this.errors.length > 0 || missing.length > 0) {
      for (const error of this.errors) console.error('[precompress]', error);
      if (missing.length > 0) {
        console.error(`[precompress] ${missing.length} copies are missing or older than their file, e.g.:`);
        console.error(missing.slice(0, 5).join('\n'));
      }
      process.exitCode = 1;
      return;
    }
    this.pruneCache();
    const {files, fromCache, bytes, brBytes, gzBytes, cpuSeconds} = this.totals;
    console.log(
      `[precompress] ${files} files (${megabytes(bytes)}) have .br (${megabytes(brBytes)}) and .gz ` +
        `(${megabytes(gzBytes)}) copies, ${fromCache} of them from the cache; ${cpuSeconds.toFixed(1)} s of ` +
        `CPU time; the build waited ${waited.toFixed(1)} s for them at the end`,
    );
  }
}

/** What a build process leaves for the next one: the folders whose copies may not all be there yet. */
interface HandOver {
  jobs: Array<Pick<LocaleJob, 'locale' | 'outDir' | 'exclude'>>;
}

/** The compressible files of a folder whose copies are missing or older than the file. */
function missingCopiesIn(outDir: string, exclude: readonly string[]): string[] {
  return compressibleFiles(outDir, exclude).flatMap((file) => {
    const written = fs.statSync(file).mtimeMs;
    return copySuffixes
      .map((suffix) => `${file}${suffix}`)
      .filter((copy) => !fs.existsSync(copy) || fs.statSync(copy).mtimeMs < written);
  });
}

function filesWithoutCopies(outDir: string, exclude: readonly string[]): string[] {
  const copies = new Set(missingCopiesIn(outDir, exclude));
  return compressibleFiles(outDir, exclude).filter((file) =>
    copySuffixes.some((suffix) => copies.has(`${file}${suffix}`)),
  );
}

const poolKey = Symbol.for('developer-portal.precompress-pool');
type WithPool = typeof globalThis & {[poolKey]?: PrecompressPool};

/** The process's pool if a locale has used it. */
export function existingPrecompressPool(): PrecompressPool | undefined {
  return (globalThis as WithPool)[poolKey];
}

/** The process's pool; the first call also makes the process wait for it before it exits. */
export function precompressPool(cacheDir: string): PrecompressPool {
  const global = globalThis as WithPool;
  let pool = global[poolKey];
  if (pool === undefined) {
    const created = new PrecompressPool(cacheDir);
    pool = created;
    global[poolKey] = created;
    // `npm run build` builds each locale in a process of its own (scripts/build.ts): the copies one process has
    // not made are handed to the next, which makes them while it builds, instead of the build waiting for them.
    const handOverFile = process.env.PRECOMPRESS_HAND_OVER;
    const takeOverFile = process.env.PRECOMPRESS_TAKE_OVER;
    if (takeOverFile) created.takeOver(takeOverFile);
    process.once('beforeExit', () => {
      (handOverFile ? created.handOver(handOverFile) : created.finish()).catch((error: unknown) => {
        console.error('[precompress]', error);
        process.exitCode = 1;
      });
    });
  }
  return pool;
}
