/**
 * The search engine of the portal: MiniSearch (BM25 over a radix tree; prefix and fuzzy matching, boosts per
 * field, term and document, and query trees are its options) with the portal's analyzer (./analyze.ts) and
 * synonyms (./synonyms.ts). The same code builds the index after the build and answers queries in the browser's
 * search worker, so tests that run it in Node measure what a reader gets.
 *
 * It indexes the documents the search plugin extracts from the built pages (titles, headings, descriptions,
 * keywords and sections, which its search box and our results page render) and, with each operation page's
 * keywords, the operationId, method and path, and the property names of its parameters and bodies.
 *
 * Pages rank by their best document plus a share of their next two. A page whose title the query names counts
 * double, a guide overview whose title matched leads the guides below it, and no part of the site fills the first
 * results while another has a good answer.
 */
import MiniSearch, {type AsPlainObject, type Query, type SearchResult as Hit} from 'minisearch';

import {
  analyzer,
  endpointOfQuery,
  endpointTerms,
  PART,
  STEM,
  stemOf,
  termsOfWord,
  wordPattern,
  words,
  type Locale,
} from './analyze';
import type {SynonymGroup} from './synonyms';

/** A document as the search plugin writes it: id, text, URL, heading anchor, parent page, page title, breadcrumb. */
export type SearchDocument = {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
  b?: string[];
};

/** The plugin's document kinds, in the order of its five lists. */
export enum DocumentType {
  Title = 0,
  Heading = 1,
  Description = 2,
  Keywords = 3,
  Content = 4,
}

/** What developers copy from code about an operation, read from the OpenAPI description of its page. */
export interface OperationFacts {
  /** The page's URL, as the plugin's documents have it. */
  url: string;
  operationId: string;
  method: string;
  path: string;
  /** Names of its parameters and of the properties of its request bodies. */
  inputs: string[];
  /** Names of the properties of its response bodies. */
  outputs: string[];
}

/** A document as the index file keeps it and a search returns it: a section's text `t` is in the texts file. */
export type ResultDocument = Omit<SearchDocument, 't'> & {t?: string};

/**
 * The index of one locale and search context. The section texts, most of its bytes on a large API, are in a file
 * of their own ({@link SearchTextsFile}): the results page lists pages as soon as this file is here, and adds the
 * excerpts when the texts follow.
 */
export interface SearchIndexFile {
  version: 5;
  /** The id of its texts file. */
  texts: string;
  locale: Locale;
  /** The plugin's five lists of documents (see {@link DocumentType}). */
  documents: ResultDocument[][];
  synonyms: SynonymGroup[];
  /** MiniSearch's index as its `toJSON()` writes it, for `MiniSearch.loadJS()`. */
  engine: AsPlainObject;
}

/** The section texts of an index, in its order; `id` names them, so texts of another build are never paired. */
export type SearchTextsFile = {id: string; texts: string[]};

/** The texts file of an index file or URL, query and all: `search-index-api.json?_=1` → `….texts.json?_=1`. */
export const textsFileOf = (index: string): string => index.replace(/\.json(?=\?|$)/, '.texts.json');

/**
 * A document as the engine indexes it. The operation fields are left out (not empty) on other documents: BM25
 * compares a field's length with its average over the documents that have it.
 */
interface IndexedDocument {
  id: number;
  t: string;
  /** The page's title and breadcrumb: "Glossar Bundle" finds the glossary's section on bundles. */
  ctx: string;
  op?: string;
  endpoint?: string;
  inputs?: string;
  outputs?: string;
  /** The words inside those names (`ip`, `allowlist`). */
  names?: string;
}

const fields = ['t', 'ctx', 'op', 'endpoint', 'inputs', 'outputs', 'names'];
/** Fields of names from code, indexed as whole identifiers (`ipAllowlist` → `ipallowlist`). */
const identifierFields = ['op', 'inputs', 'outputs'];

/** How much a match in each field counts; a plain word inside a field name says little about a page. */
const fieldBoost = {t: 1, ctx: 0.4, op: 3, endpoint: 2, inputs: 4, outputs: 0.8, names: 0.3};
/** An identifier typed as in code (`ipAllowlist`) counts most where code names it: the operation's names. */
const identifierBoost = {...fieldBoost, op: 8, inputs: 8, outputs: 2};
/** How much a match in each kind of document counts: a page's title above a section's text. */
const typeBoost: Record<DocumentType, number> = [3, 1.8, 1.2, 1, 1];
/**
 * BM25 without length normalisation, for names from code: a list of names is no text, and the more names an
 * operation has, the less each one would count.
 */
const namesBm25 = {k: 1.2, b: 0, d: 0.5};

/** Weights of the ways a query word can match, relative to the word itself, and of the page rules. */
const weight = {
  identifier: 3,
  identifierWords: 0.3,
  stem: 0.6,
  part: 0.35,
  split: 0.8,
  synonym: 0.9,
  /** Results that miss one of several words, after those that have them all. */
  partial: 0.2,
  endpoint: 8,
  /** Further documents of a page add this share of their score to the page's. */
  moreOfPage: 0.3,
  /** A page whose title the query names (`company` → "Organizations") counts this much more. */
  named: 2,
  /** A guide overview that matched through its title ranks this far above the best guide below it. */
  overview: 1.05,
};
const minFuzzy = 5;
const minPrefix = 3;
/** A page's title and its best section: within the results page's limit the list then shows about fifty pages. */
const documentsPerPage = 2;
/** Among the first results, no more than `most` of one part of the site while another has `share` of the best. */
const crowding = {first: 5, most: 3, share: 0.15};

function engineOptions(analyze: (text: string) => string[] = words) {
  const same = (term: string): string => term;
  return {
    fields,
    tokenize: (text: string, field?: string): string[] => {
      // Only whole endpoints: a plain word should not find every path that has it.
      if (field === 'endpoint') return endpointTerms(...(text.split(' ') as [string, string]));
      if (identifierFields.includes(field ?? ''))
        return text.split(/\s+/).flatMap((name) => words(name).slice(-1));
      return analyze(text);
    },
    processTerm: same,
    // Queries are built from terms the analyzer has made (see `createSearcher`).
    searchOptions: {tokenize: (text: string): string[] => [text], processTerm: same, boost: fieldBoost},
  };
}

/** Names texts by their content (FNV-1a), so that an index never pairs with the texts of another build. */
function textsId(texts: string[]): string {
  const text = texts.join('\u0000');
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) hash = Math.imul(hash ^ text.charCodeAt(at), 16777619);
  return (hash >>> 0).toString(16);
}

/** Builds the index of one locale (or one search context) from the plugin's documents, and its texts file. */
export function buildSearchIndex(
  locale: Locale,
  lists: (SearchDocument[] | undefined)[],
  operations: OperationFacts[],
  synonyms: SynonymGroup[],
): {index: SearchIndexFile; texts: SearchTextsFile} {
  // The plugin leaves a context's list unset when it has no document of that kind (no keywords among guides).
  const documents = Array.from({length: 5}, (_, type) => lists[type] ?? []);
  const pages = new Map(documents[DocumentType.Title]?.map((doc) => [doc.u, doc]));
  const facts = new Map(operations.map((operation) => [operation.url, operation]));
  // An operation's facts join its page's keywords, or else its title.
  const carriers = new Map([
    ...pages,
    ...(documents[DocumentType.Keywords]?.map((doc) => [doc.u, doc] as const) ?? []),
  ]);
  // Document ids repeat across the lists (a page's title and description share one): the engine numbers them.
  const indexed = documents.flat().map((doc, id): IndexedDocument => {
    const page = pages.get(doc.u);
    const ctx = [page?.t ?? doc.s ?? '', ...(page?.b ?? doc.b ?? [])].join(' ');
    const operation = carriers.get(doc.u) === doc ? facts.get(doc.u) : undefined;
    if (!operation) return {id, t: doc.t, ctx};
    const {operationId: op, method, path, inputs, outputs} = operation;
    const names = [op, ...inputs, ...outputs].join(' ');
    return {
      id,
      t: doc.t,
      ctx,
      op,
      endpoint: `${method} ${path}`,
      inputs: inputs.join(' '),
      outputs: outputs.join(' '),
      names,
    };
  });
  const siteStems = new Set<string>();
  for (const doc of indexed)
    for (const term of words(Object.values(doc).join(' '))) siteStems.add(stemOf(locale, term));
  const miniSearch = new MiniSearch<IndexedDocument>(engineOptions(analyzer(locale, siteStems)));
  miniSearch.addAll(indexed);
  const texts = documents[DocumentType.Content]?.map((doc) => doc.t) ?? [];
  const withoutTexts = documents.map((list, type) =>
    type === DocumentType.Content ? list.map(({t, ...doc}) => doc) : list,
  );
  const id = textsId(texts);
  return {
    index: {version: 5, texts: id, locale, documents: withoutTexts, synonyms, engine: miniSearch.toJSON()},
    texts: {id, texts},
  };
}

/** A search result as the plugin's box and our results page render it. */
export interface SearchResult {
  /** A section has its text `t` once the texts file is in. */
  document: ResultDocument;
  type: DocumentType;
  /** The page's title document, for documents inside a page. */
  page: ResultDocument | false;
  /** Where the text `t` matched, for highlighting: `{match: {t: {position: [[start, length]]}}}`. */
  metadata: Record<string, {t?: {position: [number, number][]}}>;
  /** The words to mark on the page the result opens. */
  tokens: string[];
  score: number;
  /** Drawn as a tree under its page in the search box: a section between others, or the last one. */
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
}

/** Before `addTexts`, sections have no text, and their highlighting knows only the query's words. */
export type Searcher = ReturnType<typeof createSearcher>;

/** A query word's parts, and the parts joined when it has several (`ipAllowlist`). */
type QueryWord = {parts: string[]; joined?: string};

const queryWords = (query: string): QueryWord[] =>
  [...query.matchAll(wordPattern)].map(([word]) => {
    const terms = termsOfWord(word);
    return terms.length > 1 ? {parts: terms.slice(0, -1), joined: terms.at(-1)} : {parts: terms};
  });

/** Where a text has the terms a result matched, for highlighting: the whole words that contain one. */
function marksIn(text: string, terms: string[]): {positions: [number, number][]; tokens: string[]} {
  const lower = text.toLowerCase();
  const isWordChar = (char: string | undefined): boolean => char !== undefined && /[\p{L}\p{N}_]/u.test(char);
  const spans = new Map<number, number>();
  for (const key of new Set(terms.map((term) => term.replace(/^[~^@]/, '')))) {
    if (key.length < 2) continue;
    for (let at = lower.indexOf(key); at !== -1; at = lower.indexOf(key, at + key.length)) {
      let [start, end] = [at, at + key.length];
      while (isWordChar(lower[start - 1])) start -= 1;
      while (isWordChar(lower[end])) end += 1;
      spans.set(start, Math.max(spans.get(start) ?? 0, end - start));
    }
  }
  const positions = [...spans].sort((a, b) => a[0] - b[0]);
  return {
    positions,
    tokens: [...new Set(positions.map(([start, length]) => lower.slice(start, start + length)))],
  };
}

/** The part of the site a page belongs to: `api`, `docs` or the page itself. */
const sectionOf = (url: string): string => /\/(api|docs)(\/|$)/.exec(url)?.[1] ?? url;

type Page = {url: string; score: number; hits: Hit[]};

/** Pages best first, but the many operation pages do not push the guide that explains a concept off the top. */
function uncrowded(pages: Page[]): Page[] {
  const waiting = pages.sort((a, b) => b.score - a.score);
  const enough = crowding.share * (waiting[0]?.score ?? 0);
  const counts = new Map<string, number>();
  const first: Page[] = [];
  while (waiting.length > 0 && first.length < crowding.first) {
    const next = waiting.findIndex(
      (page) => (counts.get(sectionOf(page.url)) ?? 0) < crowding.most && page.score >= enough,
    );
    const [page] = waiting.splice(Math.max(next, 0), 1) as [Page];
    counts.set(sectionOf(page.url), (counts.get(sectionOf(page.url)) ?? 0) + 1);
    first.push(page);
  }
  return [...first, ...waiting];
}

export function createSearcher(file: SearchIndexFile, textsFile?: SearchTextsFile) {
  if (file.version !== 5)
    throw new Error(`A search index of version ${String(file.version)}; this engine reads 5`);
  const {locale, synonyms} = file;
  const vocabulary = new Set(file.engine.index.map(([term]) => term).filter((term) => !/^[~^@]/.test(term)));
  const miniSearch = MiniSearch.loadJS<IndexedDocument>(file.engine, engineOptions());
  // By the engine's document numbers.
  const entries = file.documents.flatMap((list, type: DocumentType) => list.map((doc) => ({doc, type})));
  const titles = new Map(
    entries.flatMap(({doc, type}) => (type === DocumentType.Title ? [[doc.i, doc]] : [])),
  );
  const isTitle = (hit: Hit): boolean => entries[hit.id as number]?.type === DocumentType.Title;
  let hasTexts = false;

  /** Gives the sections their texts; stops if the texts are not the ones the index names. */
  function addTexts({id, texts}: SearchTextsFile): void {
    const sections = entries.filter(({type}) => type === DocumentType.Content);
    if (id !== file.texts || texts.length !== sections.length) {
      throw new Error(
        `The search texts ${id} (${texts.length}) are not the ${file.texts} of this index (${sections.length})`,
      );
    }
    sections.forEach((entry, at) => (entry.doc = {...entry.doc, t: texts[at]}));
    hasTexts = true;
  }
  if (textsFile) addTexts(textsFile);

  /** A word split into two words of the site: `filesharing` → `file` `sharing`. */
  function halvesOf(term: string): [string, string] | undefined {
    let best: [string, string] | undefined;
    for (let at = 3; term.length >= 6 && /^\p{L}+$/u.test(term) && at <= term.length - 3; at += 1) {
      const halves: [string, string] = [term.slice(0, at), term.slice(at)];
      const shorter = (pair: [string, string]): number => Math.min(pair[0].length, pair[1].length);
      if (halves.every((half) => vocabulary.has(half)) && (!best || shorter(halves) > shorter(best)))
        best = halves;
    }
    return best;
  }

  /**
   * A word's alternatives: itself, its stem, a part of a compound word, two words it joins. Only a word the site
   * does not have gets typo tolerance, and only the last, perhaps unfinished, word of a query gets completions:
   * each extra term a document matches adds to its score, and a complete word (`create`) would otherwise match
   * every `create…` operationId.
   */
  function termQuery(term: string, factor: number, last: boolean, split = true): Query {
    const unknown = !vocabulary.has(term);
    const stem = stemOf(locale, term);
    const query: Query = {
      combineWith: 'OR',
      queries: [term, STEM + stem, PART + stem],
      boostTerm: (t) => factor * (t === term ? 1 : t.startsWith(STEM) ? weight.stem : weight.part),
      prefix: (t) => t === term && last && unknown && term.length >= minPrefix,
      fuzzy: (t) => (t === term && unknown && term.length >= minFuzzy ? 1 : false),
    };
    const halves = split ? halvesOf(term) : undefined;
    if (!halves) return query;
    const joined = halves.map((half) => termQuery(half, factor * weight.split, false, false));
    return {combineWith: 'OR', queries: [query, {combineWith: 'AND', queries: joined}]};
  }

  function wordQuery({parts, joined}: QueryWord, factor: number, last: boolean): Query {
    const partsQuery = (partFactor: number): Query => ({
      combineWith: 'AND',
      queries: parts.map((part, index) => termQuery(part, partFactor, last && index === parts.length - 1)),
    });
    if (joined === undefined) return partsQuery(factor);
    // An identifier the site has (`teamIds`) is that identifier; its words count for little beside it.
    const known = vocabulary.has(joined);
    const asTyped = {
      queries: [joined],
      boostTerm: () => factor * weight.identifier,
      fuzzy: !known && joined.length >= minFuzzy ? 1 : false,
      prefix: last && !known,
    };
    return {
      combineWith: 'OR',
      queries: [
        {...asTyped, fields: identifierFields, boost: identifierBoost, bm25: namesBm25},
        {...asTyped, fields: fields.filter((field) => !identifierFields.includes(field))},
        partsQuery(known ? factor * weight.identifierWords : factor),
      ],
    };
  }

  const sameWord = (a: string, b: string | undefined): boolean =>
    a === b || (b !== undefined && stemOf(locale, a) === stemOf(locale, b));

  /** The longest synonym phrase that the words from `start` on spell, whole words only. */
  function synonymAt(typed: QueryWord[], start: number) {
    let best: {group: SynonymGroup; phrase: string[]; words: number} | undefined;
    for (const group of synonyms) {
      for (const phrase of group) {
        let end = start;
        const parts: string[] = [];
        while (parts.length < phrase.length && end < typed.length) parts.push(...(typed[end++]?.parts ?? []));
        const spelled =
          parts.length === phrase.length && phrase.every((part, at) => sameWord(part, parts[at]));
        if (spelled && phrase.length > (best?.phrase.length ?? 0)) best = {group, phrase, words: end - start};
      }
    }
    return best;
  }

  /** The query's units, words or phrases that have synonyms, each as a query of its alternatives. */
  function unitQueries(query: string, factor: number): Query[] {
    const typed = queryWords(query);
    const units: Query[] = [];
    for (let at = 0; at < typed.length;) {
      const start = at;
      const synonym = synonymAt(typed, start);
      at += synonym?.words ?? 1;
      // The words as typed keep their own query: an identifier (`ipAllowlist`) stays one.
      const asTyped = typed
        .slice(start, at)
        .map((word, index) => wordQuery(word, factor, start + index === typed.length - 1));
      const others = synonym?.group.filter((phrase) => phrase !== synonym.phrase) ?? [];
      const phraseQuery = (phrase: string[]): Query => ({
        combineWith: 'AND',
        queries: phrase.map((part) => termQuery(part, factor * weight.synonym, false)),
      });
      units.push({
        combineWith: 'OR',
        queries: [{combineWith: 'AND', queries: asTyped}, ...others.map(phraseQuery)],
      });
    }
    return units;
  }

  function planOf(query: string): Query | undefined {
    const units = unitQueries(query, 1);
    if (units.length === 0) return undefined;
    const endpoint = endpointOfQuery(query);
    const plans: Query[] = [{combineWith: 'AND', queries: units}];
    if (endpoint)
      plans.push({
        queries: [endpoint],
        fields: ['endpoint'],
        bm25: namesBm25,
        boostTerm: () => weight.endpoint,
      });
    if (units.length > 1) plans.push({combineWith: 'OR', queries: unitQueries(query, weight.partial)});
    return {combineWith: 'OR', queries: plans};
  }

  /**
   * Whether a title hit's page is named by the query: every word of its title (of four letters or more, so not
   * "und", "and") is a query word, an inflection of one or one of its synonyms. A part of a compound word does
   * not name a page.
   */
  function namedBy(hit: Hit): boolean {
    if (!isTitle(hit)) return false;
    const matched = new Set(
      hit.terms
        .filter((term) => !term.startsWith(PART))
        .map((term) => (term.startsWith(STEM) ? term.slice(1) : stemOf(locale, term))),
    );
    const title = words(entries[hit.id as number]?.doc.t ?? '').filter((word) => word.length >= 4);
    return title.length > 0 && title.every((word) => matched.has(stemOf(locale, word)));
  }

  /**
   * A guide overview (`/docs/guides/access-definitions/`) whose title matched ranks just above the best page
   * directly below it: "Zugang" finds "Zugangsdefinitionen und Zugänge" before "Zugänge als Anbieter", whose
   * sections repeat the word more often. An overview that matched only in its text keeps its own score.
   */
  function leadWithOverviews(pages: Page[]): void {
    const bestBelow = new Map<string, number>();
    for (const {url, score} of pages) {
      const parent = url.replace(/[^/]+\/?$/, '');
      if (parent !== url) bestBelow.set(parent, Math.max(bestBelow.get(parent) ?? 0, score));
    }
    for (const page of pages) {
      const below = bestBelow.get(page.url);
      if (below !== undefined && page.hits.some(isTitle))
        page.score = Math.max(page.score, below * weight.overview);
    }
  }

  function search(query: string, limit: number): SearchResult[] {
    const plan = planOf(query);
    if (!plan) return [];
    const byUrl = new Map<string, Page>();
    const hits = miniSearch.search(plan, {
      boostDocument: (id) => typeBoost[entries[id as number]?.type ?? DocumentType.Content],
      // A document that matched only through its page's title and breadcrumb is not a result of its own.
      filter: (hit) => Object.values(hit.match).some((matched) => matched.some((field) => field !== 'ctx')),
    });
    for (const hit of hits) {
      const url = entries[hit.id as number]?.doc.u ?? '';
      const page = byUrl.get(url) ?? {url, score: 0, hits: []};
      page.hits.push(hit);
      byUrl.set(url, page);
    }
    // A page that covers the query in several sections beats one that mentions it once, but not by length alone.
    for (const page of byUrl.values()) {
      const [best = 0, second = 0, third = 0] = page.hits.map((hit) => hit.score);
      page.score =
        (best + weight.moreOfPage * (second + third)) * (page.hits.some(namedBy) ? weight.named : 1);
    }
    leadWithOverviews([...byUrl.values()]);
    const queryTokens = queryWords(query).map(({parts, joined}) => joined ?? parts[0] ?? '');
    const results: SearchResult[] = uncrowded([...byUrl.values()])
      .flatMap((page) =>
        [...page.hits.filter(isTitle), ...page.hits.filter((hit) => !isTitle(hit))].slice(
          0,
          documentsPerPage,
        ),
      )
      .slice(0, limit)
      .map((hit) => {
        const {doc, type} = entries[hit.id as number] ?? {doc: {i: -1, u: ''}, type: DocumentType.Content};
        const {positions, tokens} = marksIn(doc.t ?? '', hit.terms);
        return {
          document: doc,
          type,
          page: type === DocumentType.Title ? false : (titles.get(doc.p ?? -1) ?? false),
          // The plugin's box excerpts around the first position and needs one, even where only a name matched.
          metadata: {match: {t: {position: positions.length > 0 ? positions : [[0, 0]]}}},
          tokens: tokens.length > 0 ? tokens : queryTokens,
          score: hit.score,
        };
      });
    // The box draws a page's sections as a tree under it.
    results.forEach((result, at) => {
      const url = result.document.u;
      if (result.type === DocumentType.Title || results[at - 1]?.document.u !== url) return;
      if (results[at + 1]?.document.u === url) result.isInterOfTree = true;
      else result.isLastOfTree = true;
    });
    return results;
  }

  return {
    search,
    addTexts,
    get hasTexts() {
      return hasTexts;
    },
  };
}
