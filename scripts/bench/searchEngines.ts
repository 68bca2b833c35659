/**
 * `npm run bench -- --only engines`: offline search engines side by side on this site's content and the
 * relevance set, in Node: relevance, bytes of the serialized index (gzip), build time, query time. Every
 * engine gets the same documents (what the search plugin extracts from the built pages, plus each operation's
 * operationId, method, path and field names) in the fields it supports:
 *
 * - lunr, queried the way @easyops-cn/docusaurus-search-local's worker does (the search before issue 22);
 * - MiniSearch, Orama and FlexSearch with their own tokenizers and their typo and prefix options;
 * - the portal's engine (MiniSearch with its analyzer, synonyms and query plan, src/plugins/search-engine).
 *
 * Pagefind indexes the site's HTML and searches in a browser: ./searchPagefind.ts.
 */
import {createRequire} from 'node:module';
import {gzipSync} from 'node:zlib';
import lunr from 'lunr';
import MiniSearch from 'minisearch';
import {create, insertMultiple, save, search as oramaSearch} from '@orama/orama';
import {stemmer as germanStemmer} from '@orama/stemmers/german';
import {stemmer as englishStemmer} from '@orama/stemmers/english';
import {Document as FlexDocument} from 'flexsearch';

import {locales, type Locale} from '../lib/site';
import {builtDocuments, generatedOperations, localeSynonyms} from './searchInputs';
import {
  buildSearchIndex,
  createSearcher,
  type SearchDocument,
} from '../../src/plugins/search-engine/engine/engine';
import {textsId} from '../../src/plugins/search-engine/indexFiles';
import {evaluate, percent, routeOfUrl, type RelevanceReport} from '../../tests/lib/searchRelevance';
import {measurePagefind} from './searchPagefind';

interface FlatDocument {
  id: number;
  url: string;
  type: number;
  t: string;
  ctx: string;
  op: string;
}

export interface EngineFigures {
  engine: string;
  locale: Locale;
  buildMs: number;
  indexGzip: number;
  medianQueryMs: number;
  maxQueryMs: number;
  relevance: RelevanceReport;
}

interface Engine {
  name: string;
  /** Builds the index; returns its serialized form and a search that returns result URLs, best first. */
  build(
    locale: Locale,
    documents: FlatDocument[],
  ): Promise<{serialized: string; search: (q: string) => Promise<string[]> | string[]}>;
}

/** The documents of the "everywhere" index, flat, with each operation's facts as one more document. */
function flatDocuments(locale: Locale): {lists: SearchDocument[][]; flat: FlatDocument[]} {
  const lists = builtDocuments(locale);
  const titles = new Map((lists[0] ?? []).map((doc) => [doc.u, doc]));
  const flat: FlatDocument[] = lists.flatMap((list, type) =>
    list.map((doc) => ({
      id: 0,
      url: doc.u,
      type,
      t: doc.t,
      ctx: [titles.get(doc.u)?.t ?? '', ...(titles.get(doc.u)?.b ?? [])].join(' '),
      op: '',
    })),
  );
  for (const operation of generatedOperations(locale)) {
    if (!titles.has(operation.url)) continue;
    flat.push({
      id: 0,
      url: operation.url,
      type: 3,
      t: '',
      ctx: titles.get(operation.url)?.t ?? '',
      op: [
        operation.operationId,
        operation.method,
        operation.path,
        ...operation.inputs,
        ...operation.outputs,
      ].join(' '),
    });
  }
  flat.forEach((doc, index) => (doc.id = index));
  return {lists, flat};
}

const distinctUrls = (urls: string[]): string[] => [...new Set(urls)];

const lunrEngine: Engine = {
  name: 'lunr (the plugin, before)',
  async build(_locale, documents) {
    // The plugin's own index builder, with its options of config/search.ts.
    const {buildIndex} = createRequire(__filename)(
      '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js',
    ) as {
      buildIndex: (
        docs: {i: number; t: string}[][],
        config: object,
      ) => {documents: {i: number}[]; index: object}[];
    };
    const parts = [0, 1, 2, 3, 4].map((type) =>
      documents.filter((doc) => doc.type === type).map((doc) => ({i: doc.id, t: [doc.t, doc.op].join(' ')})),
    );
    const built = buildIndex(parts, {
      language: ['de', 'en'],
      removeDefaultStopWordFilter: [],
      removeDefaultStemmer: false,
    });
    const indexes = built.map((part) => lunr.Index.load(JSON.parse(JSON.stringify(part.index))));
    const search = (query: string): string[] => {
      // As the plugin's worker: every word required, the last one maybe unfinished, then one edit allowed.
      const tokens = query.toLowerCase().match(/[^-\s]+/g) ?? [];
      const urls: string[] = [];
      for (const variant of ['exact', 'typing', 'fuzzy'] as const) {
        for (const index of indexes) {
          const hits = index.query((q: lunr.Query) => {
            tokens.forEach((token, position) =>
              q.term(token, {
                presence: lunr.Query.presence.REQUIRED,
                wildcard:
                  variant === 'typing' && position === tokens.length - 1
                    ? lunr.Query.wildcard.TRAILING
                    : lunr.Query.wildcard.NONE,
                ...(variant === 'fuzzy' && token.length > 1 ? {editDistance: 1} : {}),
              }),
            );
          });
          for (const hit of hits) urls.push(documents[Number(hit.ref)]?.url ?? '');
        }
      }
      return distinctUrls(urls);
    };
    return {serialized: JSON.stringify(built.map((part) => part.index)), search};
  },
};

const fieldBoost = {t: 1, ctx: 0.4, op: 3};

const miniSearchPlain: Engine = {
  name: 'MiniSearch, its defaults',
  async build(_locale, documents) {
    const options = {fields: ['t', 'ctx', 'op'], storeFields: []};
    const index = new MiniSearch<FlatDocument>(options);
    index.addAll(documents);
    const serialized = JSON.stringify(index);
    const loaded = MiniSearch.loadJSON<FlatDocument>(serialized, options);
    const search = (query: string): string[] =>
      distinctUrls(
        loaded
          .search(query, {
            boost: fieldBoost,
            prefix: true,
            fuzzy: (term) => (term.length >= 5 ? 1 : false),
            combineWith: 'AND',
          })
          .map((hit) => documents[hit.id as number]?.url ?? ''),
      );
    return {serialized, search};
  },
};

const oramaEngine: Engine = {
  name: 'Orama, its defaults with stemming',
  async build(locale, documents) {
    const db = create({
      schema: {url: 'string', t: 'string', ctx: 'string', op: 'string'} as const,
      components: {
        tokenizer: {
          language: locale === 'de' ? 'german' : 'english',
          stemming: true,
          stemmer: locale === 'de' ? germanStemmer : englishStemmer,
        },
      },
    });
    await insertMultiple(
      db,
      documents.map((doc) => ({id: String(doc.id), url: doc.url, t: doc.t, ctx: doc.ctx, op: doc.op})),
    );
    const serialized = JSON.stringify(save(db));
    const search = async (query: string): Promise<string[]> => {
      const results = await oramaSearch(db, {
        term: query,
        properties: ['t', 'ctx', 'op'],
        boost: fieldBoost,
        tolerance: 1,
        limit: 200,
      });
      return distinctUrls(results.hits.map((hit) => String(hit.document.url)));
    };
    return {serialized, search};
  },
};

const flexSearchEngine: Engine = {
  name: 'FlexSearch, its defaults (forward tokenizer)',
  async build(_locale, documents) {
    const index = new FlexDocument({document: {id: 'id', index: ['t', 'ctx', 'op']}, tokenize: 'forward'});
    for (const doc of documents) index.add({id: doc.id, t: doc.t, ctx: doc.ctx, op: doc.op});
    const chunks: string[] = [];
    await index.export((key, data) => {
      chunks.push(`${String(key)}:${typeof data === 'string' ? data : JSON.stringify(data)}`);
    });
    const search = async (query: string): Promise<string[]> => {
      // Results per field, each in FlexSearch's order; fields by their weight.
      const perField = (await index.searchAsync(query, {limit: 200, suggest: true})) as {
        field: string;
        result: number[];
      }[];
      const order = ['op', 't', 'ctx'];
      perField.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
      return distinctUrls(perField.flatMap((field) => field.result.map((id) => documents[id]?.url ?? '')));
    };
    return {serialized: chunks.join('\n'), search};
  },
};

async function measure(engine: Engine, locale: Locale, documents: FlatDocument[]): Promise<EngineFigures> {
  const started = performance.now();
  const {serialized, search} = await engine.build(locale, documents);
  const buildMs = performance.now() - started;
  const times: number[] = [];
  const relevance = await evaluate(locale, async (query) => {
    const begin = performance.now();
    const urls = await search(query);
    times.push(performance.now() - begin);
    return urls.map((url) => routeOfUrl(locale, url));
  });
  times.sort((a, b) => a - b);
  return {
    engine: engine.name,
    locale,
    buildMs,
    indexGzip: gzipSync(serialized).length,
    medianQueryMs: times[Math.floor(times.length / 2)] ?? 0,
    maxQueryMs: times.at(-1) ?? 0,
    relevance,
  };
}

export async function compareEngines(): Promise<EngineFigures[]> {
  const figures: EngineFigures[] = [];
  for (const locale of locales) {
    const {lists, flat} = flatDocuments(locale);
    for (const engine of [lunrEngine, miniSearchPlain, oramaEngine, flexSearchEngine]) {
      figures.push(await measure(engine, locale, flat));
    }
    const portal: Engine = {
      name: 'portal engine (MiniSearch + analyzer, synonyms, query plan)',
      async build() {
        const {index, texts} = buildSearchIndex(
          locale,
          lists,
          generatedOperations(locale),
          localeSynonyms(locale),
          textsId,
        );
        const serialized = JSON.stringify(index.engine);
        const searcher = createSearcher(JSON.parse(JSON.stringify(index)), texts);
        return {
          serialized,
          search: (query) => searcher.search(query, 100).map((result) => result.document.u),
        };
      },
    };
    figures.push(await measure(portal, locale, flat));
  }
  figures.push(...(await measurePagefind()));
  return figures;
}

export function printEngines(figures: EngineFigures[]): void {
  console.log(
    '\nSearch engines on this site (Node; index = engine structures only, gzip; documents not counted)',
  );
  console.table(
    figures.map((row) => ({
      engine: row.engine,
      locale: row.locale,
      relevance: `${percent(row.relevance.hit, row.relevance.total)} (${row.relevance.hit}/${row.relevance.total})`,
      ...Object.fromEntries(
        Object.entries(row.relevance.byKind).map(([kind, counts]) => [kind, `${counts.hit}/${counts.total}`]),
      ),
      'index gzip (KB)': (row.indexGzip / 1024).toFixed(0),
      'build (ms)': row.buildMs.toFixed(0),
      'query median / max (ms)': `${row.medianQueryMs.toFixed(1)} / ${row.maxQueryMs.toFixed(0)}`,
    })),
  );
}
