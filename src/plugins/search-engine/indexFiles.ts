/**
 * The search index files in the build: each index (`search-index{context}.json`, written by the search plugin)
 * and its texts file beside it (`search-index{context}.texts.json`, written here). The browser's worker fetches
 * the texts once the index is in (./client/worker.ts); tests and benchmarks read both through
 * {@link readSearchIndex}.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {
  DocumentType,
  textsFileOf,
  withUrls,
  type SearchDocument,
  type SearchIndexFile,
  type SearchTextsFile,
} from './engine/engine';

/** The plugin's index file names (`hashed: 'query'` keeps them free of hashes). */
export const isIndexFileName = (name: string): boolean =>
  /^search-index.*\.json$/.test(name) && !name.endsWith('.texts.json');

/** Names the texts by their content, so that an index and a texts file of different builds never pair up. */
export const textsId = (texts: readonly string[]): string =>
  createHash('sha256').update(JSON.stringify(texts)).digest('hex').slice(0, 16);

// JSON.stringify keeps the order of the index's keys (engine.ts: `version`, then `texts`).
const head = /^\{"version":4,"texts":"([0-9a-f]+)"/;

/**
 * Writes the texts file of every index file in `dir`, from the texts the build made (by id). Stops when an index
 * names texts the build did not make, or texts are left that no index in `dir` names (an index written
 * elsewhere), rather than leave the search without excerpts.
 */
export function writeTextsFiles(dir: string, textsById: ReadonlyMap<string, SearchTextsFile>): void {
  const written = new Set<string>();
  for (const name of fs.readdirSync(dir).filter(isIndexFileName)) {
    const file = path.join(dir, name);
    const descriptor = fs.openSync(file, 'r');
    const start = Buffer.alloc(64);
    fs.readSync(descriptor, start, 0, start.length, 0);
    fs.closeSync(descriptor);
    const id = head.exec(start.toString('utf8'))?.[1];
    const texts = id === undefined ? undefined : textsById.get(id);
    if (id === undefined || texts === undefined) {
      throw new Error(
        id === undefined
          ? `${file} names no texts`
          : `${file} names texts ${id}, which this build did not make`,
      );
    }
    fs.writeFileSync(textsFileOf(file), JSON.stringify(texts));
    written.add(id);
  }
  const left = [...textsById.keys()].filter((id) => !written.has(id));
  if (left.length > 0) {
    throw new Error(`No search index in ${dir} names the texts ${left.join(', ')} that this build made`);
  }
}

/** An index file of the build and its texts. */
export function readSearchIndex(indexFile: string): {index: SearchIndexFile; texts: SearchTextsFile} {
  const read = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  return {index: read<SearchIndexFile>(indexFile), texts: read<SearchTextsFile>(textsFileOf(indexFile))};
}

/** The plugin's five lists of documents, the content documents with their texts, as the build had them. */
export function documentsOf({
  index,
  texts,
}: {
  index: SearchIndexFile;
  texts: SearchTextsFile;
}): SearchDocument[][] {
  return withUrls(index.documents).map((list, type) =>
    list.map((doc, at) => {
      const t = type === DocumentType.Content ? texts.texts[at] : doc.t;
      if (t === undefined) throw new Error(`The search index's document ${doc.i} (list ${type}) has no text`);
      return {...doc, t};
    }),
  );
}
