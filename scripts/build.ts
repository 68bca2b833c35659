/**
 * `npm run build`: `docusaurus build` once per locale, each in a process of its own, the default locale first
 * (its build empties `build/`, English then goes into `build/en/`), exactly as CI builds them in two jobs.
 *
 * In one process the second locale starts from the memory the first left behind: the bundler's native memory is
 * not returned after bundling (facebook/docusaurus#10944), so with a large API the English half of a two-locale
 * process needed half as much again as the German half (issue 23: 9.7 GiB instead of 6.1 GiB at 992
 * operations). A process per locale needs only what one locale needs.
 *
 * Arguments go to every `docusaurus build`; with `--locale` (`npm run build -- --locale en`) only that one runs.
 *
 * The precompressed copies (src/plugins/precompress/) a process has not made when its locale is built go to the
 * next process, which makes them at low priority while it builds, as one process did for both locales.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {buildEnvironment} from '../config/buildEnvironment';
import {locales, siteDir} from './lib/site';

const args = process.argv.slice(2);
const docusaurus = path.join(siteDir, 'node_modules/.bin/docusaurus');
const namesLocale = args.some((arg) => arg === '--locale' || arg === '-l' || arg.startsWith('--locale='));
const runs = namesLocale ? [args] : locales.map((locale) => ['--locale', locale, ...args]);

const handOver = path.join(os.tmpdir(), `portal-precompress-${process.pid}.json`);
try {
  runs.forEach((run, index) => {
    const result = spawnSync(docusaurus, ['build', ...run], {
      cwd: siteDir,
      stdio: 'inherit',
      env: buildEnvironment({
        ...process.env,
        ...(index < runs.length - 1 && {PRECOMPRESS_HAND_OVER: handOver}),
        ...(index > 0 && {PRECOMPRESS_TAKE_OVER: handOver}),
      }),
    });
    if (result.error) throw result.error;
    if (result.status !== 0) process.exit(result.status ?? 1);
  });
} finally {
  fs.rmSync(handOver, {force: true});
}
