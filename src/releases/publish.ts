/**
 * `npm run release:publish -- [YYYY-MM-DD]`: publishes the release in preparation (`info.version`), dated today
 * unless a date is given. It
 * 1. checks what `npm run check:releases` checks (no undeclared breaking change, changelogs in step) and refuses
 *    German texts of the description that are missing or not reviewed: a published release stays as it is;
 * 2. writes the release's bundled description, English and German (the German translation pipeline,
 *    src/api-reference/translations.ts), to `openapi/releases/<version>/`;
 * 3. replaces "in Vorbereitung" / "in preparation" in both changelogs by the date.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import {locales, siteDir} from '../../config/site';
import {bundleDescription} from '../api-reference/bundle';
import {keyString, textCatalogue} from '../api-reference/catalogue';
import {translationsDir} from '../api-reference/paths';
import {
  completeness,
  loadSources,
  loadTranslations,
  translateDescription,
} from '../api-reference/translations';
import type {JsonObject} from '../api-reference/walk';
import {changelogFiles, parseChangelog} from './changelog';
import {checkReleases} from './check';
import {publishedVersions, releaseFile, workingVersion} from './store';

export function dateChangelog(text: string, version: string, date: string): string {
  const release = parseChangelog(text).find((candidate) => candidate.version === version);
  if (release === undefined || release.date !== undefined) return text;
  const lines = text.split('\n');
  lines[release.line - 1] = (lines[release.line - 1] ?? '').replace(`– ${release.label}`, `– ${date}`);
  return lines.join('\n');
}

function main(): number {
  const version = workingVersion();
  const date = process.argv[2] ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    console.error('Usage: npm run release:publish -- [YYYY-MM-DD]');
    return 2;
  }
  if (publishedVersions().includes(version)) {
    console.error(
      `${version} is published already. Start the next release: npm run release:prepare -- <version>`,
    );
    return 1;
  }
  const check = checkReleases();
  if (check.passed) console.log(check.report);
  else {
    console.error(`${check.report}\n\nNot published: fix what check:releases names first.`);
    return 1;
  }
  const englishFile = releaseFile(version, 'en');
  bundleDescription(englishFile);
  const english = yaml.load(fs.readFileSync(englishFile, 'utf8')) as JsonObject;
  const dir = translationsDir('de');
  const translations = loadTranslations(dir);
  const result = completeness(textCatalogue(english), translations, loadSources(dir));
  const open = [
    ...result.missing,
    ...result.stale.map(({entry}) => entry),
    ...result.unreviewed.map(({entry}) => entry),
  ];
  if (open.length > 0) {
    fs.rmSync(path.dirname(englishFile), {recursive: true, force: true});
    console.error(
      `Not published: ${open.length} German texts of the description are missing or not reviewed, e.g.`,
    );
    for (const entry of open.slice(0, 5)) console.error(`  - ${keyString(entry.key)}`);
    console.error('`npm run check:openapi-translations` lists them all.');
    return 1;
  }
  fs.writeFileSync(
    releaseFile(version, 'de'),
    yaml.dump(translateDescription(english, translations), {lineWidth: -1, noRefs: true}),
  );
  for (const locale of locales) {
    const file = changelogFiles[locale];
    fs.writeFileSync(file, dateChangelog(fs.readFileSync(file, 'utf8'), version, date));
  }
  console.log(
    `Published ${version} (${date}): ${path.relative(siteDir, path.dirname(englishFile))}/ holds its description ` +
      'in English and German, and both changelogs carry the date. Update the announcement in src/settings.ts ' +
      'if the release deserves one, run `npm run check`, and commit.',
  );
  return 0;
}

if (require.main === module) process.exitCode = main();
