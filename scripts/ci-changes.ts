/**
 * `npm run ci:changes`: the CI workflow's path filter (.github/workflows/ci.yml, job `changes`), with the one
 * definition of a content change in ./lib/changes.ts. Prints, and appends to $GITHUB_OUTPUT when CI sets it:
 *
 * - `scope=content` when a pull request changes only pages, translations, UI strings, term lists or dictionaries:
 *   the content checks, both locale builds, the built-HTML checks and a Chromium pass over the changed pages;
 *   `scope=everything` for any other change, and always on main and on the nightly run;
 * - `extended=true` on main and on the nightly run (Firefox and WebKit, the nginx load test, the fixture portal
 *   and the benchmarks), `false` on pull requests.
 *
 * A pull request is compared with its base branch (`origin/$GITHUB_BASE_REF`); `--files a b …` classifies the
 * files named instead, as tests/ci/changes.test.ts does.
 */
import fs from 'node:fs';

import {changedFiles, scopeOf, type Scope} from './lib/changes';

export interface Selection {
  scope: Scope;
  extended: boolean;
}

export function select(event: string, files: readonly string[] | undefined): Selection {
  if (event !== 'pull_request' || files === undefined) return {scope: 'everything', extended: true};
  return {scope: scopeOf(files), extended: false};
}

function main(): void {
  const event = process.env.GITHUB_EVENT_NAME ?? 'pull_request';
  const listed = process.argv.indexOf('--files');
  let files: string[] | undefined;
  if (listed !== -1) files = process.argv.slice(listed + 1);
  else files = changedFiles()?.files;
  const {scope, extended} = select(event, files);
  const lines = [`scope=${scope}`, `extended=${extended}`];
  console.log(
    `${event}: ${files === undefined ? 'no base to compare with' : `${files.length} changed file(s)`}`,
  );
  for (const line of lines) console.log(line);
  const output = process.env.GITHUB_OUTPUT;
  if (output) fs.appendFileSync(output, `${lines.join('\n')}\n`);
}

if (process.argv[1]?.endsWith('ci-changes.ts')) main();
