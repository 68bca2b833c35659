/**
 * Takes the place of the search plugin's `searchByWorker` module (see ../index.ts): the same two functions, but
 * the worker behind them runs the portal's engine (./worker.ts), and a third for the results page, which lists
 * results before the section texts are in.
 */
import * as Comlink from 'comlink';

import type {SearchResult} from '../engine/engine';
import type {SearchWorker} from './worker';

let worker: Comlink.Remote<SearchWorker> | undefined;
const searchWorker = (): Comlink.Remote<SearchWorker> =>
  (worker ??= Comlink.wrap<SearchWorker>(new Worker(new URL('./worker.ts', import.meta.url))));

/** The index is built after `docusaurus build`; the development server has none. */
const hasIndex = process.env.NODE_ENV === 'production';

/** Has the worker fetch and keep the index of a search context ('' for all of them). */
export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (hasIndex) await searchWorker().fetchIndexes(baseUrl, searchContext);
}

export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  return hasIndex ? (await searchWorker().search(baseUrl, searchContext, input, limit)).results : [];
}

/** Results once the index is here; `complete` is false while sections still lack their texts. */
export async function searchBeforeTextsByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<{results: SearchResult[]; complete: boolean}> {
  return hasIndex
    ? searchWorker().search(baseUrl, searchContext, input, limit, true)
    : {results: [], complete: true};
}
