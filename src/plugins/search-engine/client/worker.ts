/**
 * The search worker: fetches a context's index once, keeps it, and answers queries off the main thread. Once
 * an index is here, searching needs no network.
 */
import * as Comlink from 'comlink';
import {searchIndexUrl} from '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';

import {createSearcher, type SearchIndexFile, type SearchResult, type Searcher} from '../engine/engine';

const searchers = new Map<string, Promise<Searcher>>();

async function load(baseUrl: string, searchContext: string): Promise<Searcher> {
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  if (new URL(url, location.origin).origin !== location.origin) {
    throw new Error(`The search index must come from this site, not ${url}`);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return createSearcher((await response.json()) as SearchIndexFile);
}

function searcherOf(baseUrl: string, searchContext: string): Promise<Searcher> {
  const key = `${baseUrl}${searchContext}`;
  let searcher = searchers.get(key);
  if (!searcher) {
    searcher = load(baseUrl, searchContext);
    // A failed fetch (offline before the index came) is tried again with the next query.
    searcher.catch(() => searchers.delete(key));
    searchers.set(key, searcher);
  }
  return searcher;
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await searcherOf(baseUrl, searchContext);
  }

  async search(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<SearchResult[]> {
    return (await searcherOf(baseUrl, searchContext)).search(input, limit);
  }
}

Comlink.expose(SearchWorker);
