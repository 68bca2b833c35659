/**
 * `npm run check:releases` (part of `npm run check`): the version, the releases and the breaking changes.
 *
 * - `info.version` of `openapi/openapi.yaml` is the newest published release, or the release in preparation;
 * - both changelogs list the same releases, newest first, with the same dates; each published release has its
 *   bundled description in `openapi/releases/<version>/` (both locales, with that `info.version`) and each
 *   folder its heading; no release is dated after today; at most one release is in preparation, at the top,
 *   newer than every published one;
 * - a description that differs from the newest release, in English or German, is a release in preparation: its
 *   version is newer;
 * - no breaking change against the newest release unless the release in preparation is a new major version and
 *   declares each breaking change under `### Breaking changes {#<id>-breaking}` in both changelogs: a list item
 *   that names it in inline code and says why (CONTRIBUTING.md, "Breaking changes");
 * - the announcement names no other version than the newest release (not the one in preparation, which only a
 *   preview of the site shows).
 *
 * Every message names the file and line to change; a breaking change its place in the description.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

import {settings} from '../settings';
import {siteDir, locales, type Locale} from '../../config/site';
import {freshEnglishDescription} from '../api-reference/bundle';
import {translationsDir} from '../api-reference/paths';
import {loadTranslations, translateDescription} from '../api-reference/translations';
import {kindLabel} from './remark-changelog-changes/labels';
import {describeChanges, type Change} from './changes';
import {withoutVersion} from './history';
import {
  breakingHeading,
  changelogFiles,
  inPreparation,
  parseChangelog,
  type ChangelogRelease,
} from './changelog';
import {SourcePlaces} from './sourcePlace';
import {loadRelease, publishedVersions, releaseFile, releaseId, releasesDir, versionOf} from './store';

const relative = (file: string): string => path.relative(siteDir, file);
const sourceFile = 'openapi/openapi.yaml';

interface Finding {
  place: string;
  message: string;
}

function infoVersionLine(): number {
  const lines = fs.readFileSync(path.join(siteDir, sourceFile), 'utf8').split('\n');
  const info = lines.findIndex((line) => /^info:/.test(line));
  return lines.findIndex((line, index) => index > info && /^\s+version:/.test(line)) + 1;
}

function checkFolders(versions: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  for (const version of versions) {
    for (const locale of locales) {
      const file = releaseFile(version, locale);
      if (!fs.existsSync(file)) {
        findings.push({
          place: relative(path.dirname(file)),
          message: `release ${version} lacks ${path.basename(file)}`,
        });
      } else if (versionOf(loadRelease(version, locale)) !== version) {
        findings.push({
          place: relative(file),
          message: `says info.version ${versionOf(loadRelease(version, locale))}, but its folder is release ${version}`,
        });
      }
    }
  }
  return findings;
}

function checkChangelogs(
  changelogs: Record<Locale, ChangelogRelease[]>,
  versions: readonly string[],
): Finding[] {
  const findings: Finding[] = [];
  const published = new Set(versions);
  const today = new Date().toISOString().slice(0, 10);
  for (const locale of locales) {
    const file = relative(changelogFiles[locale]);
    const releases = changelogs[locale];
    releases.forEach((release, index) => {
      const place = `${file}:${release.line}`;
      const next = releases[index + 1];
      if (next !== undefined && semver.lte(release.version, next.version)) {
        findings.push({place, message: `${release.version} is listed above ${next.version}: newest first`});
      }
      if (release.id !== releaseId(release.version)) {
        findings.push({
          place,
          message: `the heading of ${release.version} needs the id {#${releaseId(release.version)}}`,
        });
      }
      if (release.date === undefined) {
        if (index > 0) {
          findings.push({
            place,
            message: `${release.version} has no date: only the newest release can be in preparation`,
          });
        } else if (release.label !== inPreparation[locale]) {
          findings.push({
            place,
            message: `write the date of ${release.version} (YYYY-MM-DD), or "${inPreparation[locale]}" while it is prepared`,
          });
        }
        if (published.has(release.version)) {
          findings.push({
            place,
            message: `${release.version} is published (openapi/releases/${release.version}/): give its date`,
          });
        }
        const newest = versions[0];
        if (newest !== undefined && semver.lte(release.version, newest)) {
          findings.push({
            place,
            message: `the release in preparation ${release.version} must be newer than ${newest}`,
          });
        }
      } else {
        if (!published.has(release.version)) {
          findings.push({
            place,
            message: `${release.version} has a date but no published description in openapi/releases/${release.version}/: publish it with \`npm run release:publish\``,
          });
        }
        if (release.date > today) {
          findings.push({
            place,
            message: `${release.version} is dated ${release.date}, after today (${today}): date a release when it is published`,
          });
        }
      }
    });
    for (const version of versions) {
      if (!releases.some((release) => release.version === version)) {
        findings.push({place: `${file}:1`, message: `has no heading for the published release ${version}`});
      }
    }
  }
  const [de, en] = [changelogs.de, changelogs.en];
  de.forEach((release) => {
    const twin = en.find((other) => other.version === release.version);
    if (twin === undefined) {
      findings.push({
        place: `${relative(changelogFiles.en)}:1`,
        message: `has no heading for ${release.version}, which the German changelog lists`,
      });
    } else if (twin.date !== release.date) {
      findings.push({
        place: `${relative(changelogFiles.en)}:${twin.line}`,
        message: `${release.version} is dated ${twin.label}, the German changelog says ${release.label}`,
      });
    }
  });
  for (const release of en) {
    if (!de.some((other) => other.version === release.version)) {
      findings.push({
        place: `${relative(changelogFiles.de)}:1`,
        message: `has no heading for ${release.version}, which the English changelog lists`,
      });
    }
  }
  return findings;
}

/** What a breaking change is, for the message. */
function what(change: Change): string {
  const part =
    change.part.in === 'response'
      ? `response ${change.part.status}`
      : change.part.in === 'parameter'
        ? `parameter ${change.part.name} (${change.part.location})`
        : change.part.in;
  const detail =
    change.detail?.value ??
    change.detail?.keyword ??
    (change.detail?.before ? `${change.detail.before} → ${change.detail.after ?? ''}` : '');
  return `${part}: ${kindLabel('en', change).toLowerCase()}${change.subject ? ` \`${change.subject}\`` : ''}${detail ? ` ${detail}` : ''}`;
}

/** The name a declaration gives a breaking change: the field, parameter, header or scope; else the operation. */
export function declarationName(change: Change): string {
  const subject = change.subject
    ?.split(/[.[\]]+/)
    .filter(Boolean)
    .pop();
  return change.kind === 'enum' && change.detail?.value
    ? change.detail.value
    : (subject ?? change.operation.operationId);
}

function checkBreaking(
  changes: readonly Change[],
  newest: string,
  working: string,
  upcoming: Record<Locale, ChangelogRelease | undefined>,
): Finding[] {
  const breaking = changes.filter((change) => change.breaking);
  if (breaking.length === 0) return [];
  const places = new SourcePlaces();
  const major = semver.valid(working) !== null && semver.major(working) > semver.major(newest);
  const declared = (change: Change, locale: Locale): boolean => {
    const release = upcoming[locale];
    const name = declarationName(change);
    return (
      release !== undefined &&
      release.breaking.some(
        (item) =>
          item.codes.includes(name) &&
          item.text.replace(/`[^`]*`/g, '').replace(/[\s.,;:()–-]/g, '').length >= 10,
      )
    );
  };
  const grouped = new Map<string, {change: Change; operations: string[]}>();
  for (const change of breaking) {
    if (major && locales.every((locale) => declared(change, locale))) continue;
    const place = places.place(change.pointer);
    const key = `${place}\n${what(change)}`;
    const group = grouped.get(key);
    if (group === undefined) grouped.set(key, {change, operations: [change.operation.operationId]});
    else if (!group.operations.includes(change.operation.operationId))
      group.operations.push(change.operation.operationId);
  }
  return [...grouped.entries()].map(([key, {change, operations}]) => {
    const [place = ''] = key.split('\n');
    const shown =
      operations.slice(0, 5).join(', ') + (operations.length > 5 ? ` and ${operations.length - 5} more` : '');
    return {
      place,
      message:
        `breaking change since ${newest}: ${what(change)} of ${shown} (${change.operation.label}; ${change.pointer})` +
        (major
          ? ` — not declared: name \`${declarationName(change)}\` and say why under "### ${breakingHeading.en}" / "### ${breakingHeading.de}" of ${working} in both changelogs`
          : ''),
    };
  });
}

/**
 * The announcement names published releases only (the published site shows no release in preparation), and
 * none older than the newest feature release: after 1.2.0 it may still say "new in 1.2.0" when 1.2.1 is out,
 * but no longer "new in 1.1.0".
 */
function checkAnnouncement(versions: readonly string[], working: string): Finding[] {
  const newest = versions[0];
  const known = new Set(versions);
  const oldest = newest === undefined ? '0.0.0' : `${semver.major(newest)}.${semver.minor(newest)}.0`;
  return locales.flatMap((locale) =>
    [...settings.announcement.text[locale].matchAll(/\b\d+\.\d+\.\d+\b/g)]
      .map((match) => match[0])
      .filter((version) => !known.has(version) || semver.lt(version, oldest))
      .map((version) => ({
        place: 'src/settings.ts',
        message:
          `the ${locale} announcement names ${version}, but the newest release is ${newest ?? 'none'}` +
          `${working === newest ? '' : ` and ${working} is in preparation`}: update the announcement and its id`,
      })),
  );
}

/** What `npm run check:releases` prints: each finding and a closing line, or the one line of a pass. */
export interface ReleaseCheck {
  passed: boolean;
  report: string;
}

/** The whole check, also for callers that run it in their own process (release:publish, the release gate's tests). */
export function checkReleases(): ReleaseCheck {
  const versions = publishedVersions();
  const newest = versions[0];
  const working = freshEnglishDescription();
  const version = versionOf(working);
  const changelogs = {
    de: parseChangelog(fs.readFileSync(changelogFiles.de, 'utf8')),
    en: parseChangelog(fs.readFileSync(changelogFiles.en, 'utf8')),
  };
  const upcoming = {
    de: changelogs.de.find((release) => release.date === undefined),
    en: changelogs.en.find((release) => release.date === undefined),
  };
  const versionPlace = `${sourceFile}:${infoVersionLine()}`;
  const findings: Finding[] = [...checkFolders(versions), ...checkChangelogs(changelogs, versions)];

  if (semver.valid(version) === null) {
    findings.push({place: versionPlace, message: `info.version "${version}" is no version like 1.2.0`});
  } else if (newest !== undefined && semver.lt(version, newest)) {
    findings.push({
      place: versionPlace,
      message: `info.version ${version} is older than the published release ${newest}`,
    });
  } else if (version !== newest && upcoming.de?.version !== version) {
    findings.push({
      place: versionPlace,
      message: `info.version ${version} is neither the newest release ${newest ?? '(none)'} nor a release in preparation in the changelogs: run \`npm run release:prepare -- ${version}\``,
    });
  }
  for (const locale of locales) {
    const release = upcoming[locale];
    if (release !== undefined && release.version !== version) {
      findings.push({
        place: `${relative(changelogFiles[locale])}:${release.line}`,
        message: `prepares ${release.version}, but info.version in ${sourceFile} is ${version}`,
      });
    }
  }
  let changes: Change[] = [];
  if (newest !== undefined) {
    const release = loadRelease(newest);
    if (JSON.stringify(withoutVersion(release)) !== JSON.stringify(withoutVersion(working))) {
      changes = describeChanges(release, working);
      if (version === newest) {
        findings.push({
          place: versionPlace,
          message:
            `the description differs from the published release ${newest} (${changes.length} change${changes.length === 1 ? '' : 's'} to operations), ` +
            `so it is the next release: run \`npm run release:prepare -- ${semver.inc(newest, changes.some((change) => change.breaking) ? 'major' : 'minor') ?? ''}\``,
        });
      }
    } else if (
      version === newest &&
      JSON.stringify(translateDescription(working, loadTranslations(translationsDir('de')))) !==
        JSON.stringify(loadRelease(newest, 'de'))
    ) {
      // The German description is published too (/openapi.yaml of the German site): a changed text is a release.
      findings.push({
        place: relative(translationsDir('de')),
        message: `the German texts differ from the published release ${newest}, so it is the next release: run \`npm run release:prepare -- ${semver.inc(newest, 'patch') ?? ''}\``,
      });
    }
    findings.push(...checkBreaking(changes, newest, version, upcoming));
  }
  findings.push(...checkAnnouncement(versions, version));
  const packageVersion = (
    JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {version?: string}
  ).version;
  if (packageVersion !== undefined && packageVersion !== version) {
    findings.push({
      place: 'package.json',
      message: `"version" is ${packageVersion}; remove it: ${sourceFile} says the version`,
    });
  }

  if (findings.length > 0) {
    const breaking = findings.filter((finding) => finding.message.startsWith('breaking change')).length;
    return {
      passed: false,
      report:
        findings.map((finding) => `${finding.place} ${finding.message}\n`).join('') +
        `\ncheck:releases: ${findings.length} problem(s).` +
        (breaking > 0
          ? ` ${breaking} breaking change(s): existing clients would fail. Make the change compatible, or make it ` +
            'part of a new major version and declare it (CONTRIBUTING.md, "Breaking changes").'
          : ''),
    };
  }
  return {
    passed: true,
    report:
      `check:releases: version ${version}; ${versions.length} published releases (${relative(releasesDir)}/); ` +
      `${changes.length} changes since ${newest ?? 'none'}, none breaking undeclared`,
  };
}

if (require.main === module) {
  const {passed, report} = checkReleases();
  if (passed) console.log(report);
  else console.error(report);
  process.exitCode = passed ? 0 : 1;
}
