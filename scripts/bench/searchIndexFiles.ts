/**
 * The built search indexes (src/plugins/search-engine), one per locale and search context, with their size and
 * the bytes of page text they index: the search section of `npm run bench` and the scale benchmark report them.
 * An index's size is that of both files a reader downloads for its context: the index and its texts file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {buildDir, locales, localePrefix, type Locale} from '../../config/site';
import {textsFileOf} from '../../src/plugins/search-engine/engine/engine';
import {documentsOf, isIndexFileName, readSearchIndex} from '../../src/plugins/search-engine/indexFiles';

export interface SearchIndexFileFigures {
  locale: Locale;
  /** The index file; its texts file is counted with it. */
  file: string;
  raw: number;
  /** Gzip at level 6, what nginx sends for a file it has no copy of. */
  gzip: number;
  /** The part of `raw` and `gzip` that is the texts file (not measured before the texts had a file). */
  textsRaw?: number;
  textsGzip?: number;
  /** The text of the documents the index holds. */
  textBytes: number;
}

const sizes = (file: string): {raw: number; gzip: number} => {
  const data = fs.readFileSync(file);
  return {raw: data.length, gzip: gzipSync(data, {level: 6}).length};
};

export function searchIndexFiles(): SearchIndexFileFigures[] {
  return locales.flatMap((locale) => {
    const dir = path.join(buildDir, localePrefix(locale));
    return fs
      .readdirSync(dir)
      .filter(isIndexFileName)
      .sort()
      .map((file) => {
        const indexFile = path.join(dir, file);
        const [index, texts] = [sizes(indexFile), sizes(textsFileOf(indexFile))];
        const textBytes = documentsOf(readSearchIndex(indexFile))
          .flat()
          .reduce((total, doc) => total + Buffer.byteLength(doc.t), 0);
        return {
          locale,
          file,
          raw: index.raw + texts.raw,
          gzip: index.gzip + texts.gzip,
          textsRaw: texts.raw,
          textsGzip: texts.gzip,
          textBytes,
        };
      });
  });
}
