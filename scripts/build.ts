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
 * go to the next rendering process, which makes them at low priority while it renders, as one process did for
 * both locales.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {buildEnvironment, type BuildStep} from '../config/buildEnvironment';
import {locales, siteDir} from './lib/site';

const args = process.argv.slice(2);
const docusaurus = path.join(siteDir, 'node_modules/.bin/docusaurus');
const namesLocale = args.some((arg) => arg === '--locale' || arg === '-l' || arg.startsWith('--locale='));
const runs = namesLocale ? [args] : locales.map((locale) => ['--locale', locale, ...args]);

function build(run: string[], step: BuildStep, environment: NodeJS.ProcessEnv): void {
  const result = spawnSync(docusaurus, ['build', ...run], {
    cwd: siteDir,
    stdio: 'inherit',
    env: buildEnvironment(environment, step),
  });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const handOver = path.join(os.tmpdir(), `portal-precompress-${process.pid}.json`);
try {
  runs.forEach((run, index) => {
    build(run, 'bundle', process.env);
    build(run, 'render', {
      ...process.env,
      ...(index < runs.length - 1 && {PRECOMPRESS_HAND_OVER: handOver}),
      ...(index > 0 && {PRECOMPRESS_TAKE_OVER: handOver}),
    });
  });
} finally {
  fs.rmSync(handOver, {force: true});
}
