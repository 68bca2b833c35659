/**
 * Takes the place of the search plugin's `searchByWorker` module (see ../index.ts): the same two functions, but
 * the worker behind them runs the portal's engine (./worker.ts), and a third for the results page, which lists
 * results before the section texts are in.
 */
import * as Comlink from 'comlink';

import type {SearchResult} from '../engine/engine';
import type {SearchWorker} from './worker';

let remote: Promise<Comlink.Remote<SearchWorker>> | undefined;

function searchWorker(): Promise<Comlink.Remote<SearchWorker>> {
  remote ??= (async () => {
    const Remote = Comlink.wrap<typeof SearchWorker>(new Worker(new URL('./worker.ts', import.meta.url)));
    return await new Remote();
  })();
  return remote;
}

/** The index is built after `docusaurus build`; the development server has none. */
const hasIndex = process.env.NODE_ENV === 'production';

/** Has the worker fetch and keep the index of a search context ('' for all of them). */
export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (hasIndex) await (await searchWorker()).fetchIndexes(baseUrl, searchContext);
}

export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  return hasIndex ? (await searchWorker()).search(baseUrl, searchContext, input, limit) : [];
}

/** Results once the index is here; `complete` is false while content results still lack their texts. */
export async function searchBeforeTextsByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<{results: SearchResult[]; complete: boolean}> {
  return hasIndex
    ? (await searchWorker()).searchBeforeTexts(baseUrl, searchContext, input, limit)
    : {results: [], complete: true};
}
