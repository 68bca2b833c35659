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
  type SearchResult,
  type SearchTextsFile,
  type Searcher,
} from '../engine/engine';

/** A context's searcher as soon as its index is here, and once its texts are in too. */
interface Loading {
  index: Promise<Searcher>;
  complete: Promise<Searcher>;
}

const loadings = new Map<string, Loading>();

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return await response.text();
}

function load(baseUrl: string, searchContext: string): Loading {
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  if (new URL(url, location.origin).origin !== location.origin) {
    throw new Error(`The search index must come from this site, not ${url}`);
  }
  // The index alone ranks the results. The texts, most of the bytes on a large API, come once the index is here:
  // fetched at the same time, they took half the bandwidth and delayed it.
  const indexText = fetchText(url);
  const texts = indexText.then(async () => JSON.parse(await fetchText(textsFileOf(url))) as SearchTextsFile);
  const index = indexText.then((text) => createSearcher(JSON.parse(text) as SearchIndexFile));
  const complete = Promise.all([index, texts]).then(([searcher, file]) => {
    searcher.addTexts(file);
    return searcher;
  });
  return {index, complete};
}

function loadingOf(baseUrl: string, searchContext: string): Loading {
  const key = `${baseUrl}${searchContext}`;
  let loading = loadings.get(key);
  if (!loading) {
    loading = load(baseUrl, searchContext);
    // A failed fetch (offline before the index came) is tried again with the next query.
    loading.complete.catch(() => loadings.delete(key));
    loadings.set(key, loading);
  }
  return loading;
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await loadingOf(baseUrl, searchContext).complete;
  }

  async search(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<SearchResult[]> {
    return (await loadingOf(baseUrl, searchContext).complete).search(input, limit);
  }

  /**
   * Results as soon as the index is here: until the texts are in too (`complete`), content results have no text
   * to show and mark only the query's words.
   */
  async searchBeforeTexts(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<{results: SearchResult[]; complete: boolean}> {
    const searcher = await loadingOf(baseUrl, searchContext).index;
    return {results: searcher.search(input, limit), complete: searcher.hasTexts};
  }
}

Comlink.expose(SearchWorker);
