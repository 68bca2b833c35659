/**
 * The changes of every release, each against the release before it (the first against an empty description),
 * and the upcoming changes: the working description against the newest release. `npm run gen-api-docs` writes
 * them to `openapi/generated/changes.json`, which the changelog pages and the feeds read.
 *
 * Comparing two releases takes seconds, and published releases never change, so their changes are cached
 * in `.cache/releases/` by the content of both descriptions and of the code that compares them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import {locales, siteDir, type Locale} from '../../config/site';
import {operationsOf} from '../api-reference/operations';
import {descriptionFile} from '../api-reference/paths';
import {plainSummary} from '../api-reference/summary';
import {isObject, type JsonObject} from '../api-reference/walk';
import {describeChanges, type Change} from './changes';
import {loadRelease, publishedVersions, releasesDir, versionOf} from './store';

export interface LinkedChange extends Change {
  /** The operation page and anchor that show it, for an operation the working description still has. */
  href?: string;
}

export interface ReleaseChanges {
  version: string;
  previous?: string;
  changes: LinkedChange[];
}

export interface History {
  /** Published releases, newest first. */
  releases: ReleaseChanges[];
  /** The working description against the newest release, when it differs or has a newer version. */
  upcoming?: ReleaseChanges;
  /**
   * The title of each operation with a summary, by locale and page id, as its page names it: from the working
   * description, or for an operation it no longer has, from the newest release that had it.
   */
  titles: Record<Locale, Record<string, string>>;
}

export const historyFile = path.join(siteDir, 'openapi/generated/changes.json');
const cacheDir = path.join(siteDir, '.cache/releases');
const comparingCode = ['changes.ts', 'history.ts'].map((file) =>
  fs.readFileSync(path.join(__dirname, file), 'utf8'),
);

const empty: JsonObject = {openapi: '3.1.0', info: {title: '', version: '0.0.0'}, paths: {}};

function cachedChanges(before: JsonObject, after: JsonObject, cacheable: boolean): Change[] {
  if (!cacheable) return describeChanges(before, after);
  const hash = crypto.createHash('sha256');
  for (const part of [...comparingCode, JSON.stringify(before), JSON.stringify(after)]) hash.update(part);
  const file = path.join(cacheDir, `${hash.digest('hex').slice(0, 32)}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Change[];
  const changes = describeChanges(before, after);
  fs.mkdirSync(cacheDir, {recursive: true});
  fs.writeFileSync(file, JSON.stringify(changes));
  return changes;
}

/** Where on the operation page a change shows: the anchors the page's headings have. */
function linker(working: JsonObject): (change: Change) => string | undefined {
  const pages = new Map(operationsOf(working).map((entry) => [entry.slug, entry]));
  return (change) => {
    const entry = pages.get(change.operation.slug);
    if (entry === undefined) return undefined;
    const page = `/api/${entry.slug}`;
    const operation = entry.operation;
    const parameters = [
      ...(Array.isArray(operation.parameters) ? operation.parameters : []),
      ...(Array.isArray(entry.pathItem.parameters) ? entry.pathItem.parameters : []),
    ];
    switch (change.part.in) {
      case 'parameter':
      case 'request':
        return parameters.length > 0 || isObject(operation.requestBody) ? `${page}#request` : page;
      case 'response':
        return isObject(operation.responses) ? `${page}#responses` : page;
      case 'security':
        return entry.kind === 'path' ? `${page}#security` : page;
      default:
        return page;
    }
  };
}

/** The titles of the operations of descriptions, the later description's where two have the same operation. */
function titlesOf(descriptions: readonly JsonObject[]): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const description of descriptions) {
    for (const {slug, operation} of operationsOf(description)) {
      if (typeof operation.summary === 'string') titles[slug] = plainSummary(operation.summary);
    }
  }
  return titles;
}

/** Differences that are not changes of the description: its version number. */
export function withoutVersion(description: JsonObject): JsonObject {
  return {...description, info: {...(isObject(description.info) ? description.info : {}), version: ''}};
}

/**
 * The changes of every release and the upcoming ones, compared in English; `localized` gives the working
 * description of each locale, whose titles name the operations.
 */
export function releaseHistory(
  working: JsonObject,
  localized: Record<Locale, JsonObject>,
  dir: string = releasesDir,
): History {
  const versions = publishedVersions(dir);
  const titles = Object.fromEntries(
    locales.map((locale) => [
      locale,
      titlesOf([
        ...[...versions].reverse().map((version) => loadRelease(version, locale, dir)),
        localized[locale],
      ]),
    ]),
  ) as Record<Locale, Record<string, string>>;
  const link = linker(working);
  const linked = (changes: Change[]): LinkedChange[] =>
    changes.map((change) => {
      const href = link(change);
      return href === undefined ? change : {...change, href};
    });
  const releases = versions.map((version, index): ReleaseChanges => {
    const previous = versions[index + 1];
    const before = previous === undefined ? empty : loadRelease(previous, 'en', dir);
    const changes = cachedChanges(before, loadRelease(version, 'en', dir), true);
    return {version, ...(previous === undefined ? {} : {previous}), changes: linked(changes)};
  });
  const newest = versions[0];
  const history: History = {releases, titles};
  const workingVersion = versionOf(working);
  if (newest === undefined) {
    history.upcoming = {version: workingVersion, changes: linked(describeChanges(empty, working))};
    return history;
  }
  const release = loadRelease(newest, 'en', dir);
  const same = JSON.stringify(withoutVersion(release)) === JSON.stringify(withoutVersion(working));
  if (same && workingVersion === newest) return history;
  history.upcoming = {
    version: workingVersion,
    previous: newest,
    changes: same ? [] : linked(describeChanges(release, working)),
  };
  return history;
}

export function writeHistory(working: JsonObject): History {
  const localized = Object.fromEntries(
    locales.map((locale) => [
      locale,
      yaml.load(fs.readFileSync(descriptionFile(locale), 'utf8')) as JsonObject,
    ]),
  ) as Record<Locale, JsonObject>;
  const history = releaseHistory(working, localized);
  fs.mkdirSync(path.dirname(historyFile), {recursive: true});
  fs.writeFileSync(historyFile, JSON.stringify(history));
  return history;
}

export function readHistory(): History {
  if (!fs.existsSync(historyFile)) {
    throw new Error(`${path.relative(siteDir, historyFile)} is missing: run \`npm run gen-api-docs\` first`);
  }
  return JSON.parse(fs.readFileSync(historyFile, 'utf8')) as History;
}
