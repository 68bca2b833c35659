/**
 * The inputs of the search index of a built site, read back from it: the documents the search plugin
 * extracted (they are in every index file, whichever engine wrote it) and the operations of the API pages,
 * from the generated MDX. Lets engines be compared and tuned on the real content without a new build.
 */
import fs from 'node:fs';
import path from 'node:path';

import {buildDir, localePrefix, siteDir, type Locale} from '../lib/site';
import type {OperationFacts, SearchDocument} from '../../src/plugins/search-engine/engine/engine';
import {decodeApiFrontMatter, factsOf} from '../../src/plugins/search-engine/operations';
import {parseSynonyms, type SynonymGroup} from '../../src/plugins/search-engine/engine/synonyms';
import {synonymsFile} from '../../src/plugins/search-engine';
import {documentsOf, readSearchIndex} from '../../src/plugins/search-engine/indexFiles';

const apiPagesDir: Record<Locale, string> = {
  de: 'openapi/reference',
  en: 'i18n/en/docusaurus-plugin-content-docs-api/current',
};

/** `SEARCH_INPUT_BUILD=<dir>` reads another build's indexes, e.g. a copy of an older build. */
const inputBuildDir = process.env.SEARCH_INPUT_BUILD ?? buildDir;

export function indexFile(locale: Locale, context = ''): string {
  return path.join(inputBuildDir, localePrefix(locale), `search-index${context ? `-${context}` : ''}.json`);
}

/**
 * The plugin's five lists of documents, from an index file of the lunr plugin or of the portal's engine (before
 * version 3 with the texts inside, since then with its texts file beside it).
 */
export function builtDocuments(locale: Locale, context = ''): SearchDocument[][] {
  const file = indexFile(locale, context);
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as
    {documents: SearchDocument[]}[] | {version: number; documents: SearchDocument[][]};
  if (Array.isArray(json)) return json.map((part) => part.documents);
  return json.version >= 3 ? documentsOf(readSearchIndex(file)) : json.documents;
}

export function generatedOperations(locale: Locale): OperationFacts[] {
  const dir = path.join(siteDir, apiPagesDir[locale]);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.api.mdx'))
    .flatMap((name) => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      const id = /^id: (.+)$/m.exec(text)?.[1]?.trim();
      const api = /^api: (.+)$/m.exec(text)?.[1]?.trim();
      if (!id || !api) return [];
      const url = `${localePrefix(locale)}/api/${id}`;
      const facts = factsOf(url, decodeApiFrontMatter(api, name));
      return facts ? [facts] : [];
    });
}

export function localeSynonyms(locale: Locale): SynonymGroup[] {
  return parseSynonyms(fs.readFileSync(synonymsFile(siteDir, locale), 'utf8'));
}
