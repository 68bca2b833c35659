/**
 * The published releases of the description and the version being worked on.
 *
 * - `openapi/releases/<version>/openapi.{en,de}.yaml`: each published release as it was published, bundled,
 *   in English and German. `npm run release:publish` writes them; nothing changes them afterwards. The newest
 *   folder is THE released version (`releasedVersion()`): the published site shows it and no other, in the
 *   footer, as `/openapi.yaml`, at the top of the changelog and in the announcement; its build stops on a
 *   description that differs from it (src/plugins/openapi-download).
 * - `openapi/openapi.yaml`, `info.version`: the version being worked on, the newest release or the release in
 *   preparation. Only a preview (`buildOptions.preview`: `npm start`, pull requests) shows a release in
 *   preparation; `npm run check:releases` keeps the changelogs and the release folders in step with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import semver from 'semver';

import {siteDir, type Locale} from '../../config/site';
import {isObject, type JsonObject} from '../api-reference/walk';

export const releasesDir = path.join(siteDir, 'openapi/releases');
const sourceFile = path.join(siteDir, 'openapi/openapi.yaml');

export function releaseFile(version: string, locale: Locale, dir: string = releasesDir): string {
  return path.join(dir, version, `openapi.${locale}.yaml`);
}

/** The versions with a release folder, newest first. */
export function publishedVersions(dir: string = releasesDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && semver.valid(entry.name) === entry.name)
    .map((entry) => entry.name)
    .sort(semver.rcompare);
}

const loaded = new Map<string, JsonObject>();

export function loadRelease(version: string, locale: Locale = 'en', dir: string = releasesDir): JsonObject {
  const file = releaseFile(version, locale, dir);
  let description = loaded.get(file);
  if (description === undefined) {
    description = yaml.load(fs.readFileSync(file, 'utf8')) as JsonObject;
    loaded.set(file, description);
  }
  return description;
}

/** `info.version` of a description. */
export function versionOf(description: JsonObject): string {
  const info = description.info;
  return isObject(info) && typeof info.version === 'string' ? info.version : '';
}

/** `info.version` of `openapi/openapi.yaml`: the version being worked on (see above). */
export function workingVersion(file: string = sourceFile): string {
  return versionOf(yaml.load(fs.readFileSync(file, 'utf8')) as JsonObject);
}

/** The newest published release: the version the published site shows. */
export function releasedVersion(dir: string = releasesDir): string {
  return publishedVersions(dir)[0] ?? '';
}

/** The anchor id of a release's heading in the changelogs: `1-1-0` for 1.1.0. */
export function releaseId(version: string): string {
  return version.replace(/\./g, '-');
}

/** The file name a release's description is downloaded as, next to the current `openapi.yaml`. */
export function downloadName(version: string): string {
  return `openapi-${version}.yaml`;
}
