/** The search indexes of the build as the portal's engine (src/plugins/search-engine) wrote them. */
import fs from 'node:fs';

import {
  DocumentType,
  textsFileOf,
  type SearchDocument,
  type SearchIndexFile,
  type SearchTextsFile,
} from '../../src/plugins/search-engine/engine/engine';

/** An index file of the build and the texts file beside it. */
export function readSearchIndex(indexFile: string): {index: SearchIndexFile; texts: SearchTextsFile} {
  const read = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  return {index: read<SearchIndexFile>(indexFile), texts: read<SearchTextsFile>(textsFileOf(indexFile))};
}

/** The plugin's five lists of documents, the sections with their texts, as the build had them. */
export function documentsOf({
  index,
  texts,
}: {
  index: SearchIndexFile;
  texts: SearchTextsFile;
}): SearchDocument[][] {
  return index.documents.map((list, type) =>
    list.map((doc, at) => {
      const t = type === DocumentType.Content ? texts.texts[at] : doc.t;
      if (t === undefined) throw new Error(`The search index's document ${doc.i} (list ${type}) has no text`);
      return {...doc, t};
    }),
  );
}
