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
 * Then the precompressed copies (./precompress.ts) of what the locales wrote.
 */
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import path from 'node:path';

import {buildEnvironment, type BuildStep} from '../config/buildEnvironment';
import {buildOptions} from '../config/buildOptions';
import {buildDir, locales, siteDir} from '../config/site';
import {precompress} from './precompress';

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

/** Builds every locale of `runs`; tells the exit status of the first step that failed, or 0. */
async function buildAll(): Promise<number> {
  for (const run of runs) {
    const bundled = await build(run, 'bundle', process.env);
    if (bundled !== 0) return bundled;
    const rendered = await build(run, 'render', process.env);
    if (rendered !== 0) return rendered;
  }
  if (buildOptions.precompress) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const {files, bytes} = await precompress(buildDir);
    const seconds = (performance.now() - started) / 1000;
    const {user, system} = process.cpuUsage(cpu);
    // The figures `npm run bench` reads (scripts/bench/build.ts).
    console.log(
      `[precompress] ${files} files (${(bytes / 2 ** 20).toFixed(1)} MB) in ${seconds.toFixed(1)} s, ` +
        `${((user + system) / 1e6).toFixed(1)} s of CPU time`,
    );
  }
  return 0;
}

buildAll().then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
