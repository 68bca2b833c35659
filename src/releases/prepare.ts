/**
 * `npm run release:prepare -- <version>`: starts the next release. Sets `info.version` in
 * `openapi/openapi.yaml` (the one place that says the version) and puts the heading of the release in
 * preparation at the top of both changelogs (`## 1.2.0 – in Vorbereitung {#1-2-0}`, `… – in preparation …`), or
 * renames the one that is there. The changelog pages then show the description's changes since the newest
 * release under it; `npm run release:publish` publishes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

import {locales, siteDir} from '../../config/site';
import {changelogFiles, inPreparation, parseChangelog} from './changelog';
import {publishedVersions, releaseId} from './store';

const sourceFile = path.join(siteDir, 'openapi/openapi.yaml');

export function setInfoVersion(text: string, version: string): string {
  const lines = text.split('\n');
  const info = lines.findIndex((line) => /^info:\s*$/.test(line));
  const at = lines.findIndex((line, index) => index > info && /^\s+version:/.test(line));
  if (info === -1 || at === -1) throw new Error('openapi/openapi.yaml has no info.version');
  lines[at] = (lines[at] ?? '').replace(/version:.*/, `version: ${version}`);
  return lines.join('\n');
}

export function prepareChangelog(text: string, version: string, label: string): string {
  const lines = text.split('\n');
  const releases = parseChangelog(text);
  const upcoming = releases.find((release) => release.date === undefined);
  const heading = `## ${version} – ${label} {#${releaseId(version)}}`;
  if (upcoming !== undefined) {
    const old = releaseId(upcoming.version);
    return lines
      .map((line, index) =>
        index + 1 === upcoming.line
          ? heading
          : line.replace(
              new RegExp(`\\{#${old}-(breaking|added|changed|fixed)\\}`),
              `{#${releaseId(version)}-$1}`,
            ),
      )
      .join('\n');
  }
  const first = releases[0];
  const at = first === undefined ? lines.length : first.line - 1;
  lines.splice(at, 0, heading, '');
  return lines.join('\n');
}

function main(): number {
  const version = process.argv[2];
  const newest = publishedVersions()[0];
  if (version === undefined || semver.valid(version) !== version) {
    console.error('Usage: npm run release:prepare -- <version>, e.g. 1.2.0 (2.0.0 for breaking changes)');
    return 2;
  }
  if (newest !== undefined && semver.lte(version, newest)) {
    console.error(`${version} is not newer than the published release ${newest}.`);
    return 1;
  }
  fs.writeFileSync(sourceFile, setInfoVersion(fs.readFileSync(sourceFile, 'utf8'), version));
  for (const locale of locales) {
    const file = changelogFiles[locale];
    fs.writeFileSync(file, prepareChangelog(fs.readFileSync(file, 'utf8'), version, inPreparation[locale]));
  }
  console.log(
    `Release ${version} is in preparation: info.version in openapi/openapi.yaml and the top heading of both ` +
      'changelogs say so. Write what changed under it in both languages; `npm start` shows the generated ' +
      'changes of the description below your text. Publish with `npm run release:publish`.',
  );
  return 0;
}

if (require.main === module) process.exitCode = main();
