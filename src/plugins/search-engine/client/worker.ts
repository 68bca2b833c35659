/**
 * The search worker: fetches a context's index and its texts once, keeps them, and answers queries off the main
 * thread. Once both are here, searching needs no network.
 */
import * as Comlink from 'comlink';
import {searchIndexUrl} from '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';

import {
  createSearcher,
  textsFileOf,
  type SearchIndexFile,
  type SearchTextsFile,
  type Searcher,
} from '../engine/engine';

/** A context's searcher as soon as its index is here, and once its texts are in too. */
const loadings = new Map<string, {index: Promise<Searcher>; complete: Promise<Searcher>}>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

function loading(baseUrl: string, searchContext: string) {
  const key = `${baseUrl}${searchContext}`;
  const known = loadings.get(key);
  if (known) return known;
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  // The index alone ranks the results. The texts, most of the bytes on a large API, come once the index is here:
  // fetched at the same time, they took half the bandwidth and delayed it.
  const file = fetchJson<SearchIndexFile>(url);
  const texts = file.then(() => fetchJson<SearchTextsFile>(textsFileOf(url)));
  const index = file.then((indexFile) => createSearcher(indexFile));
  const complete = Promise.all([index, texts]).then(([searcher, textsFile]) => {
    searcher.addTexts(textsFile);
    return searcher;
  });
  // A failed fetch (offline before the index came) is tried again with the next query.
  complete.catch(() => loadings.delete(key));
  loadings.set(key, {index, complete});
  return {index, complete};
}

const searchWorker = {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await loading(baseUrl, searchContext).complete;
  },
  /** Results as soon as the index is here; `complete` is false while sections still wait for their texts. */
  async search(baseUrl: string, searchContext: string, input: string, limit: number, early = false) {
    const searcher = await loading(baseUrl, searchContext)[early ? 'index' : 'complete'];
    return {results: searcher.search(input, limit), complete: searcher.hasTexts};
  },
};
export type SearchWorker = typeof searchWorker;

Comlink.expose(searchWorker);
