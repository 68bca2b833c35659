/**
 * The built search indexes (src/plugins/search-engine), one file per locale and search context, with their size
 * and the bytes of page text they index: the search section of `npm run bench` and the scale benchmark report
 * them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {buildDir, locales, localePrefix, type Locale} from '../lib/site';

export interface SearchIndexFileFigures {
  locale: Locale;
  file: string;
  raw: number;
  /** Gzip at level 6, what nginx sends for a file it has no copy of. */
  gzip: number;
  /** The text of the documents the index holds. */
  textBytes: number;
}

export function searchIndexFiles(): SearchIndexFileFigures[] {
  return locales.flatMap((locale) => {
    const dir = path.join(buildDir, localePrefix(locale));
    return fs
      .readdirSync(dir)
      .filter((name) => /^search-index.*\.json$/.test(name))
      .sort()
      .map((file) => {
        const data = fs.readFileSync(path.join(dir, file));
        const {documents = []} = JSON.parse(data.toString('utf8')) as {
          documents?: Array<Array<{t?: string}>>;
        };
        const textBytes = documents.flat().reduce((total, doc) => total + Buffer.byteLength(doc.t ?? ''), 0);
        return {locale, file, raw: data.length, gzip: gzipSync(data, {level: 6}).length, textBytes};
      });
  });
}
