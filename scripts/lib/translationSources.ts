/**
 * Which German version each English page was translated from: `i18n/en/translation-sources.json` maps the
 * German page to a hash of the German text the English page was last reviewed against. When the German
 * page changes, the hashes differ and the English page is stale until a writer reviews it and records the
 * new hash with `npm run translations:reviewed`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {siteDir} from '../../config/site';
import {read, type PagePair} from './translatedPages';
import {readJson, writeJson} from './json';

export const manifestPath = 'i18n/en/translation-sources.json';
export const markReviewedCommand = 'npm run translations:reviewed --';

export type Manifest = Record<string, string>;

/** Hash of a German page; line endings do not count, so a checkout on Windows changes nothing. */
export function sourceHash(germanPath: string): string {
  const text = read(germanPath).replace(/\r\n/g, '\n');
  return `sha256:${crypto.createHash('sha256').update(text).digest('hex')}`;
}

export function readManifest(): Manifest {
  const file = path.join(siteDir, manifestPath);
  return fs.existsSync(file) ? readJson<Manifest>(file) : {};
}

export function writeManifest(manifest: Manifest): void {
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeJson(path.join(siteDir, manifestPath), sorted);
}

export interface StalePage extends PagePair {
  reason: 'changed' | 'never reviewed';
}

/** Pairs whose English page was reviewed against another German text than the current one. */
export function stalePages(pairs: readonly PagePair[], manifest = readManifest()): StalePage[] {
  return pairs.flatMap((pair): StalePage[] => {
    const recorded = manifest[pair.german];
    if (recorded === undefined) return [{...pair, reason: 'never reviewed'}];
    return recorded === sourceHash(pair.german) ? [] : [{...pair, reason: 'changed'}];
  });
}
