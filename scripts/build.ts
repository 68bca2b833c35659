/**
 * `npm run build`: `docusaurus build` once per locale, the default locale first (its build empties `build/`,
 * English then goes into `build/en/`), exactly as CI builds them in two jobs. Each locale takes two processes:
 * one bundles and exits, the next renders the pages from that bundle and runs the plugins' `postBuild()`
 * (config/buildEnvironment.ts).
 *
 * The bundler's native memory is not returned after bundling (facebook/docusaurus#10944): in one process the
 * pages, the search index and the Markdown export were built on top of it. At 992 operations a German build
 * held 7,612 MB; bundling alone 3,923 MB, rendering alone 3,390 MB (issue 23). For the same reason the locales
 * never share a process: the English half of a two-locale process needed half as much again as the German half.
 *
 * Arguments go to every `docusaurus build`; with `--locale` (`npm run build -- --locale en`) only that one runs.
 *
 * The precompressed copies (src/plugins/precompress/) a rendering process has not made when its locale is built
 * are made at low priority while the next locale bundles (by this process: the bundling process exits as soon as
 * its bundle is written) and then by the next rendering process while it renders, as one process did for both
 * locales. The bundler leaves a share of the two cores idle, which they take.
 */
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {buildEnvironment, type BuildStep} from '../config/buildEnvironment';
import {buildOptions} from '../config/buildOptions';
import {PrecompressPool, precompressCacheDir} from '../src/plugins/precompress/pool';
import {locales, siteDir} from '../config/site';

const args = process.argv.slice(2);
const docusaurus = path.join(siteDir, 'node_modules/.bin/docusaurus');
const namesLocale = args.some((arg) => arg === '--locale' || arg === '-l' || arg.startsWith('--locale='));
const runs = namesLocale ? [args] : locales.map((locale) => ['--locale', locale, ...args]);

/** Runs one step; tells its exit status. */
async function build(run: string[], step: BuildStep, environment: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(docusaurus, ['build', ...run], {
    cwd: siteDir,
    stdio: 'inherit',
    env: buildEnvironment(environment, step),
  });
  const [status] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  return status ?? 1;
}

/** Makes the copies the previous rendering process left, until `handOver()` passes the rest on. */
function copiesWhileBundling(handOver: string): PrecompressPool | undefined {
  if (!buildOptions.precompress || !fs.existsSync(handOver)) return undefined;
  const pool = new PrecompressPool(precompressCacheDir(siteDir));
  pool.takeOver(handOver);
  return pool;
}

/** Builds every locale of `runs`; tells the exit status of the first step that failed, or 0. */
async function buildAll(handOver: string): Promise<number> {
  for (const [index, run] of runs.entries()) {
    const copies = copiesWhileBundling(handOver);
    const bundled = await build(run, 'bundle', process.env);
    const handedOver = (await copies?.handOver(handOver)) ?? true;
    if (bundled !== 0) return bundled;
    // A copy could not be written (the pool printed why): the rest were not handed over to the next process.
    if (!handedOver) return 1;
    const rendered = await build(run, 'render', {
      ...process.env,
      ...(index < runs.length - 1 && {PRECOMPRESS_HAND_OVER: handOver}),
      ...(index > 0 && {PRECOMPRESS_TAKE_OVER: handOver}),
    });
    if (rendered !== 0) return rendered;
  }
  return 0;
}

const handOver = path.join(os.tmpdir(), `portal-precompress-${process.pid}.json`);
buildAll(handOver)
  .then(
    (status) => {
      process.exitCode = status;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  )
  .finally(() => fs.rmSync(handOver, {force: true}));
