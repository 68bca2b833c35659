/**
 * The search engine of the portal: MiniSearch (BM25 over a radix tree, with prefix and fuzzy matching) with the
 * portal's analyzer (./analyze.ts) and synonyms (./synonyms.ts). The same code builds the index after the build
 * and answers queries in the browser's search worker, so tests and benchmarks that run it in Node measure what
 * a reader gets.
 *
 * It indexes the documents the search plugin extracts from the built pages (titles, headings, descriptions,
 * keywords and sections, which its search box and results page render) and, for each operation page, the
 * operationId, method and path, and the property names of its parameters and bodies.
 *
 * Pages rank by their best document plus a share of their next two. A page whose title the query names counts
 * double, a guide overview whose title matched leads the guides below it, and no part of the site fills the first
 * five results while another has a good answer.
 */
import MiniSearch, {type AsPlainObject, type Query, type SearchOptions} from 'minisearch';

import {
  endpointOfQuery,
  endpointTerms,
  indexTerms,
  PART,
  STEM,
  stemOf,
  words,
  type CompoundRules,
  type Locale,
} from './analyze';
import type {SynonymGroup} from './synonyms';

/** A document as the search plugin writes it: id, text, URL, heading anchor, parent page, page title, breadcrumb. */
export interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
  b?: string[];
}

/** The plugin's document kinds, in the order of its five lists. */
export enum DocumentType {
  Title = 0,
  Heading = 1,
  Description = 2,
  Keywords = 3,
  Content = 4,
}

const documentTypes = 5;

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

/**
 * A document as the index file keeps it: a content document's text `t` is in the texts file, and a document of a
 * page leaves its URL `u` to the page's title document (`p`) when it has the same (at 992 operations: 410 KB of
 * the German index of everything).
 */
export type IndexFileDocument = Omit<SearchDocument, 't' | 'u'> & {t?: string; u?: string};

/** A document as a search returns it: a content document's text `t` follows with the texts file. */
export type ResultDocument = Omit<SearchDocument, 't'> & {t?: string};

/**
 * The index of one locale and search context. The section texts of its content documents, most of its bytes on
 * a large API, are in a file of their own ({@link SearchTextsFile}): the results page ranks and lists pages as
 * soon as this file is here, and adds the excerpts when the texts follow.
 */
export interface SearchIndexFile {
  version: 4;
  /** The id of its texts file. Second in the file, so that the build finds it in the file's first bytes. */
  texts: string;
  locale: Locale;
  /** The plugin's five lists of documents (see {@link DocumentType}); the content documents without `t`. */
  documents: IndexFileDocument[][];
  synonyms: SynonymGroup[];
  /** MiniSearch's index as its `toJSON()` writes it, for `MiniSearch.loadJS()`. */
  engine: AsPlainObject;
}

/** The texts of an index's content documents, in their order. */
export interface SearchTextsFile {
  version: 4;
  /** What the index names in `texts`: a file from another build would give its documents wrong texts. */
  id: string;
  texts: string[];
}

/** The texts file of an index file or URL, query and all: `search-index-api.json?_=1` → `….texts.json?_=1`. */
export const textsFileOf = (index: string): string => index.replace(/\.json(?=\?|$)/, '.texts.json');

export interface BuiltSearchIndex {
  index: SearchIndexFile;
  texts: SearchTextsFile;
}

/**
 * A document as the engine indexes it. The operation fields are left out (not empty) on other documents: BM25
 * compares a field's length with its average over the documents that have it.
 */
interface IndexedDocument {
  id: number;
  t: string;
  ctx: string;
  op?: string;
  names?: string;
  endpoint?: string;
  inputs?: string;
  outputs?: string;
}

const fields = ['t', 'ctx', 'op', 'endpoint', 'inputs', 'outputs', 'names'] as const;
/** Fields of names from code, indexed as whole identifiers (`ipAllowlist` → `ipallowlist`). */
const identifierFields: ReadonlySet<string> = new Set(['op', 'inputs', 'outputs']);

/** How much a match in each field counts. */
const fieldBoost: Record<(typeof fields)[number], number> = {
  t: 1,
  ctx: 0.4,
  op: 3,
  endpoint: 2,
  inputs: 4,
  outputs: 0.8,
  // The words inside those names (`ip`, `allowlist`): a plain word in a field name says little about a page.
  names: 0.3,
};

/** An identifier typed as in code (`ipAllowlist`) counts most where code names it: the operation's names. */
const identifierBoost: Record<(typeof fields)[number], number> = {
  ...fieldBoost,
  op: 8,
  inputs: 8,
  outputs: 2,
};

/** How much a match in each kind of document counts: a page's title above a section's text. */
const typeBoost: Record<DocumentType, number> = {
  [DocumentType.Title]: 3,
  [DocumentType.Heading]: 1.8,
  [DocumentType.Description]: 1.2,
  [DocumentType.Keywords]: 1,
  [DocumentType.Content]: 1,
};

/** Weights of the ways a query word can match, relative to the word itself. */
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

/**
 * BM25 without length normalisation, for the fields of names from code: a list of names is no text, and the
 * more names an operation has, the less each one would count (the average length is taken over all documents,
 * most of which have none).
 */
const namesBm25 = {k: 1.2, b: 0, d: 0.5};

export const compoundRules = {minWord: 8, minPart: 5, minHead: 3};
const minFuzzy = 5;
const documentsPerPage = 2;
const minPrefix = 3;

function miniSearchOptions(locale: Locale, rules: CompoundRules) {
  return {
    idField: 'id',
    fields: [...fields],
    tokenize: (text: string, field?: string): string[] => {
      if (field !== undefined && identifierFields.has(field)) return identifiers(text);
      if (field !== 'endpoint') return indexTerms(locale, text, rules);
      // Only whole endpoints: a plain word should not find every path that has it.
      const [method = '', path = ''] = text.split(' ');
      return endpointTerms(method, path);
    },
    processTerm: (term: string): string => term,
    searchOptions: {
      // Queries are built from terms the analyzer has already made.
      tokenize: (text: string): string[] => [text],
      processTerm: (term: string): string => term,
      boost: fieldBoost,
    },
  };
}

/** Each name of a list as one lowercase term: `ipAllowlist validUntil` → `ipallowlist`, `validuntil`. */
const identifiers = (text: string): string[] =>
  text.split(/\s+/).flatMap((name) => {
    const terms = words(name);
    return terms.length > 0 ? [terms[terms.length - 1] as string] : [];
  });

const flatten = <D>(documents: D[][]): {doc: D; type: DocumentType}[] =>
  documents.flatMap((list, type) => list.map((doc) => ({doc, type: type as DocumentType})));

/** The documents as the index file keeps them (see {@link IndexFileDocument}). */
function fileDocuments(documents: SearchDocument[][]): IndexFileDocument[][] {
  const pageUrls = new Map((documents[DocumentType.Title] ?? []).map((doc) => [doc.i, doc.u]));
  return documents.map((list, type) =>
    list.map(({t, u, ...rest}) => ({
      ...rest,
      ...(type === DocumentType.Content ? {} : {t}),
      ...(rest.p !== undefined && pageUrls.get(rest.p) === u ? {} : {u}),
    })),
  );
}

/** The documents of an index file with their URLs. */
export function withUrls(documents: IndexFileDocument[][]): ResultDocument[][] {
  const pageUrls = new Map(
    (documents[DocumentType.Title] ?? []).flatMap((doc) => (doc.u === undefined ? [] : [[doc.i, doc.u]])),
  );
  return documents.map((list) =>
    list.map((doc) => {
      const u = doc.u ?? (doc.p === undefined ? undefined : pageUrls.get(doc.p));
      if (u === undefined)
        throw new Error(`The search index's document ${doc.i} has no URL, nor a page with one`);
      return {...doc, u};
    }),
  );
}

/**
 * Builds the index of one locale (or one search context) from the plugin's documents. `textsId` names the section
 * texts (a hash of them, in the build); the index and its texts file both carry the name.
 */
export function buildSearchIndex(
  locale: Locale,
  sparseDocuments: (SearchDocument[] | undefined)[],
  operations: OperationFacts[],
  synonyms: SynonymGroup[],
  textsId: (texts: readonly string[]) => string,
): BuiltSearchIndex {
  // The plugin leaves a context's list unset when it has no document of that kind (no keywords among guides).
  const documents = Array.from({length: documentTypes}, (_, type) => sparseDocuments[type] ?? []);
  const titles = new Map((documents[DocumentType.Title] ?? []).map((doc) => [doc.u, doc]));
  const contextOf = (doc: SearchDocument): string => {
    const page = titles.get(doc.u);
    return [page?.t ?? doc.s ?? '', ...(page?.b ?? doc.b ?? [])].join(' ');
  };

  // An operation page's facts join its keywords document (the plugin's, or a new one), so that its box and
  // page can show them.
  let nextId = Math.max(0, ...documents.flat().map((doc) => doc.i)) + 1;
  const keywords = [...(documents[DocumentType.Keywords] ?? [])];
  const facts = new Map<SearchDocument, OperationFacts>();
  const keywordsText = new Map<SearchDocument, string>();
  for (const operation of operations) {
    const page = titles.get(operation.url);
    if (page === undefined) continue;
    const summary = `${operation.operationId} · ${operation.method} ${operation.path}`;
    const index = keywords.findIndex((doc) => doc.u === operation.url);
    const existing = keywords[index];
    const doc = existing
      ? {...existing, t: `${existing.t} · ${summary}`}
      : {i: nextId++, t: summary, u: operation.url, s: page.t, p: page.i};
    if (existing) keywords[index] = doc;
    else keywords.push(doc);
    facts.set(doc, operation);
    // The summary is for the reader; the facts are indexed in fields of their own.
    keywordsText.set(doc, existing?.t ?? '');
  }
  const all = documents.map((list, type) => (type === DocumentType.Keywords ? keywords : list));

  // Document ids repeat across the lists (a page's title and description share one), so the engine numbers
  // the documents in the order of the lists instead.
  const indexed: IndexedDocument[] = flatten(all).map(({doc}, id) => {
    const operation = facts.get(doc);
    const text = keywordsText.get(doc) ?? doc.t;
    if (!operation) return {id, t: text, ctx: contextOf(doc)};
    return {
      id,
      t: text,
      ctx: contextOf(doc),
      op: operation.operationId,
      names: [operation.operationId, ...operation.inputs, ...operation.outputs].join(' '),
      endpoint: `${operation.method} ${operation.path}`,
      inputs: operation.inputs.join(' '),
      outputs: operation.outputs.join(' '),
    };
  });

  const stems = new Set<string>();
  for (const doc of indexed) {
    for (const field of fields) for (const term of words(doc[field] ?? '')) stems.add(stemOf(locale, term));
  }
  const miniSearch = new MiniSearch<IndexedDocument>(miniSearchOptions(locale, {...compoundRules, stems}));
  miniSearch.addAll(indexed);
  const texts = (all[DocumentType.Content] ?? []).map((doc) => doc.t);
  const id = textsId(texts);
  return {
    index: {
      version: 4,
      texts: id,
      locale,
      documents: fileDocuments(all),
      synonyms,
      engine: miniSearch.toJSON(),
    },
    texts: {version: 4, id, texts},
  };
}

/** A search result as the plugin's box and results page render it. */
export interface SearchResult {
  /** A content document has its text `t` once the texts file is in ({@link Searcher.addTexts}). */
  document: ResultDocument;
  type: DocumentType;
  /** The page's title document, for documents inside a page. */
  page: ResultDocument | false;
  /** Where the text `t` matched, for highlighting: `{term: {t: {position: [[start, length]]}}}`. */
  metadata: Record<string, {t?: {position: [number, number][]}}>;
  /** The words to mark on the page the result opens. */
  tokens: string[];
  score: number;
  /** Drawn as a tree under its page in the search box: a section between others, or the last one. */
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
}

export interface Searcher {
  /** Before {@link addTexts}, content results have no text, and their highlighting knows only the query's words. */
  search(query: string, limit: number): SearchResult[];
  /** Gives the content documents their texts; stops if the texts are not the ones the index names. */
  addTexts(file: SearchTextsFile): void;
  readonly hasTexts: boolean;
}

/** A query's words: the parts of each word, and the word's parts joined when it has several. */
interface QueryWord {
  parts: string[];
  joined?: string;
}

const wordPattern = /[\p{L}\p{N}]+(?:[-_.'’][\p{L}\p{N}]+)*/gu;

function queryWords(query: string): QueryWord[] {
  return [...query.matchAll(wordPattern)].map(([word]) => {
    // `words` gives a word's parts and, when it has several, their joined form last.
    const terms = words(word);
    return terms.length > 1 ? {parts: terms.slice(0, -1), joined: terms[terms.length - 1]} : {parts: terms};
  });
}

/** Marks the documents that follow their page's title in the list, as the plugin's box draws them. */
function asTree(results: SearchResult[]): SearchResult[] {
  results.forEach((result, index) => {
    const pageUrl = result.document.u;
    if (index === 0 || result.type === DocumentType.Title || results[index - 1]?.document.u !== pageUrl)
      return;
    if (results[index + 1]?.document.u === pageUrl) result.isInterOfTree = true;
    else result.isLastOfTree = true;
  });
  return results;
}

/** The part of the site a page belongs to: `api`, `docs` or the page itself. */
const sectionOf = (url: string): string => /\/(api|docs)(\/|$)/.exec(url)?.[1] ?? url;

/**
 * Pages best first, with no more than {@link crowding.most} of one part of the site among the first
 * {@link crowding.first} while another part has a page that scores at least {@link crowding.share} of the best:
 * the 124 operation pages would otherwise push the guide that explains a concept off the first results.
 */
const crowding = {first: 5, most: 3, share: 0.15};

function uncrowded<T extends {score: number}>(pages: [string, T][]): T[] {
  const ranked = pages.sort((a, b) => b[1].score - a[1].score);
  const top = ranked[0]?.[1].score ?? 0;
  const result: [string, T][] = [];
  const waiting = [...ranked];
  const counts = new Map<string, number>();
  while (waiting.length > 0 && result.length < crowding.first) {
    const crowded = (url: string): boolean => (counts.get(sectionOf(url)) ?? 0) >= crowding.most;
    let next = waiting.findIndex(([url, page]) => !crowded(url) && page.score >= crowding.share * top);
    if (next === -1) next = 0;
    const [picked] = waiting.splice(next, 1);
    if (!picked) break;
    result.push(picked);
    counts.set(sectionOf(picked[0]), (counts.get(sectionOf(picked[0])) ?? 0) + 1);
  }
  result.push(...waiting);
  return result.map(([, page]) => page);
}

export function createSearcher(file: SearchIndexFile, textsFile?: SearchTextsFile): Searcher {
  const {locale} = file;
  if (file.version !== 4)
    throw new Error(`A search index of version ${String(file.version)}; this engine reads 4`);
  const terms = file.engine.index.map(([term]) => term);
  const vocabulary = new Set(terms.filter((term) => !/^[~^@]/.test(term)));
  const stems = new Set(terms.flatMap((term) => (term.startsWith(STEM) ? [term.slice(1)] : [])));
  const rules: CompoundRules = {...compoundRules, stems};
  const miniSearch = MiniSearch.loadJS<IndexedDocument>(file.engine, miniSearchOptions(locale, rules));
  const entries = flatten(withUrls(file.documents));
  const byId = new Map(entries.map((entry, id) => [id, entry]));
  const titles = new Map(
    entries.flatMap(({doc, type}) => (type === DocumentType.Title ? [[doc.i, doc] as const] : [])),
  );
  const boostDocument = (id: number): number => typeBoost[byId.get(id)?.type ?? DocumentType.Content];
  let hasTexts = false;

  function addTexts(texts: SearchTextsFile): void {
    const contents = entries.filter(({type}) => type === DocumentType.Content);
    if (texts.version !== 4 || texts.id !== file.texts || texts.texts.length !== contents.length) {
      throw new Error(
        `The search texts ${String(texts.id)} (version ${String(texts.version)}, ${texts.texts.length} texts) ` +
          `are not the ${file.texts} of this index (${contents.length} content documents)`,
      );
    }
    contents.forEach((entry, at) => {
      entry.doc = {...entry.doc, t: texts.texts[at]};
    });
    hasTexts = true;
  }
  if (textsFile) addTexts(textsFile);

  const leaf = (term: string, boost: number, options: SearchOptions = {}): Query => ({
    queries: [term],
    boostTerm: () => boost,
    prefix: false,
    fuzzy: false,
    ...options,
  });

  /** A word split into two words of the site: `filesharing` → `file` `sharing`. */
  function splitJoined(term: string): [string, string] | undefined {
    if (term.length < 6 || !/^\p{L}+$/u.test(term)) return undefined;
    let best: [string, string] | undefined;
    for (let at = 3; at <= term.length - 3; at += 1) {
      const head = term.slice(0, at);
      const tail = term.slice(at);
      if (!vocabulary.has(head) || !vocabulary.has(tail)) continue;
      if (!best || Math.min(head.length, tail.length) > Math.min(best[0].length, best[1].length)) {
        best = [head, tail];
      }
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
    const stem = stemOf(locale, term);
    const known = vocabulary.has(term);
    const alternatives: Query[] = [
      leaf(term, factor, {
        prefix: last && !known && term.length >= minPrefix,
        fuzzy: !known && term.length >= minFuzzy ? 1 : false,
      }),
      leaf(STEM + stem, factor * weight.stem),
      leaf(PART + stem, factor * weight.part),
    ];
    const halves = split ? splitJoined(term) : undefined;
    if (halves) {
      alternatives.push({
        combineWith: 'AND',
        queries: halves.map((half) => termQuery(half, factor * weight.split, false, false)),
      });
    }
    return {combineWith: 'OR', queries: alternatives};
  }

  function wordQuery(word: QueryWord, factor: number, last: boolean): Query {
    const parts = (partFactor: number): Query => ({
      combineWith: 'AND',
      queries: word.parts.map((part, index) =>
        termQuery(part, partFactor, last && index === word.parts.length - 1),
      ),
    });
    if (word.joined === undefined) return parts(factor);
    // An identifier the site has (`teamIds`) is that identifier; its words count for little beside it.
    const known = vocabulary.has(word.joined);
    const identifierMatch: SearchOptions = {
      fuzzy: !known && word.joined.length >= minFuzzy ? 1 : false,
      prefix: last && !known,
      boost: identifierBoost,
      bm25: namesBm25,
    };
    return {
      combineWith: 'OR',
      queries: [
        leaf(word.joined, factor * weight.identifier, {...identifierMatch, fields: [...identifierFields]}),
        leaf(word.joined, factor * weight.identifier, {
          ...identifierMatch,
          fields: fields.filter((field) => !identifierFields.has(field)),
          // With the usual boosts and length normalisation (MiniSearch's defaults).
          boost: fieldBoost,
          bm25: {k: 1.2, b: 0.7, d: 0.5},
        }),
        parts(known ? factor * weight.identifierWords : factor),
      ],
    };
  }

  const phraseQuery = (parts: string[], factor: number): Query => ({
    combineWith: 'AND',
    queries: parts.map((part) => termQuery(part, factor, false)),
  });

  const sameWord = (a: string, b: string): boolean => a === b || stemOf(locale, a) === stemOf(locale, b);

  /** The query's units, words or phrases that have synonyms, each as a query of its alternatives. */
  function unitQueries(query: string, factor: number): Query[] {
    const wordsOfQuery = queryWords(query);
    const parts = wordsOfQuery.flatMap((word) => word.parts);
    // Where each word starts and ends in `parts`: a synonym must cover whole words.
    const starts = new Map<number, number>();
    const ends = new Set<number>();
    let at = 0;
    wordsOfQuery.forEach((word, index) => {
      starts.set(at, index);
      at += word.parts.length;
      ends.add(at);
    });
    const units: Query[] = [];
    let wordIndex = 0;
    let position = 0;
    /** Whether the word at an offset from `wordIndex` is the query's last, perhaps unfinished. */
    const last = (offset: number): boolean => wordIndex + offset === wordsOfQuery.length - 1;
    while (wordIndex < wordsOfQuery.length) {
      const match = file.synonyms
        .flatMap((group) => group.map((phrase) => ({group, phrase})))
        .filter(
          ({phrase}) =>
            ends.has(position + phrase.length) &&
            phrase.every((part, offset) => sameWord(part, parts[position + offset] ?? '')),
        )
        .sort((a, b) => b.phrase.length - a.phrase.length)[0];
      if (match) {
        // The words as typed keep their own query: an identifier (`ipAllowlist`) stays one.
        const typed = wordsOfQuery.slice(wordIndex, starts.get(position + match.phrase.length) ?? undefined);
        units.push({
          combineWith: 'OR',
          queries: match.group.map((phrase) =>
            phrase === match.phrase
              ? {
                  combineWith: 'AND',
                  queries: typed.map((word, index) => wordQuery(word, factor, last(index))),
                }
              : phraseQuery(phrase, factor * weight.synonym),
          ),
        });
        position += match.phrase.length;
        wordIndex = starts.get(position) ?? wordsOfQuery.length;
        continue;
      }
      const word = wordsOfQuery[wordIndex] as QueryWord;
      units.push(wordQuery(word, factor, last(0)));
      position += word.parts.length;
      wordIndex += 1;
    }
    return units;
  }

  function planOf(query: string): Query | undefined {
    const units = unitQueries(query, 1);
    if (units.length === 0) return undefined;
    const plans: Query[] = [{combineWith: 'AND', queries: units}];
    const endpoint = endpointOfQuery(query);
    if (endpoint) plans.unshift(leaf(endpoint, weight.endpoint, {fields: ['endpoint'], bm25: namesBm25}));
    if (units.length > 1) plans.push({combineWith: 'OR', queries: unitQueries(query, weight.partial)});
    return {combineWith: 'OR', queries: plans};
  }

  /**
   * Where a text has the terms a result matched, for highlighting: every word that contains one of them (a
   * stem or part is found inside its inflected or compound word), and those words.
   */
  function positionsIn(
    text: string,
    matched: readonly string[],
  ): {positions: [number, number][]; words: string[]} {
    const lower = text.toLowerCase();
    const keys = [...new Set(matched.map((term) => term.replace(/^[~^@]/, '')))].filter(
      (key) => key.length >= 2,
    );
    const spans = new Map<number, number>();
    const isWordChar = (char: string | undefined): boolean =>
      char !== undefined && /[\p{L}\p{N}_]/u.test(char);
    for (const key of keys) {
      for (let at = lower.indexOf(key); at !== -1; at = lower.indexOf(key, at + key.length)) {
        let start = at;
        let end = at + key.length;
        while (isWordChar(lower[start - 1])) start -= 1;
        while (isWordChar(lower[end])) end += 1;
        spans.set(start, Math.max(spans.get(start) ?? 0, end - start));
      }
    }
    const positions = [...spans].sort((a, b) => a[0] - b[0]) as [number, number][];
    return {
      positions,
      words: [...new Set(positions.map(([start, length]) => lower.slice(start, start + length)))],
    };
  }

  const titleOf = (hit: {id: unknown}): string | undefined => {
    const entry = byId.get(hit.id as number);
    return entry?.type === DocumentType.Title ? entry.doc.t : undefined;
  };

  /**
   * Whether a title hit's page is named by the query: every word of its title (of four letters or more, so not
   * "und", "als", "and") is a query word, an inflection of one or one of its synonyms, as in `company` →
   * "Organizations". A part of a compound word does not name a page.
   */
  function titleNamedBy(hit: {id: unknown; terms: string[]}): boolean {
    const title = titleOf(hit);
    if (title === undefined) return false;
    const matched = new Set(
      hit.terms.flatMap((term) => {
        if (term.startsWith(PART)) return [];
        return [term.startsWith(STEM) ? term.slice(STEM.length) : stemOf(locale, term)];
      }),
    );
    const titleWords = words(title).filter((word) => word.length >= 4);
    return titleWords.length > 0 && titleWords.every((word) => matched.has(stemOf(locale, word)));
  }

  /**
   * A guide overview (the index page of a folder of guides, `/docs/guides/access-definitions/`) whose title
   * matched ranks just above the best page directly below it: "Zugang" finds "Zugangsdefinitionen und Zugänge"
   * before "Zugänge als Anbieter", whose sections repeat the word more often. An overview that matched only in
   * its text (`/api/`, which lists every operation) keeps its own score.
   */
  function leadWithOverviews(pages: Map<string, {score: number; hits: {id: unknown}[]}>): void {
    const bestBelow = new Map<string, number>();
    for (const [url, page] of pages) {
      const parent = url.replace(/[^/]+\/?$/, '');
      if (parent !== url) bestBelow.set(parent, Math.max(bestBelow.get(parent) ?? 0, page.score));
    }
    for (const [url, page] of pages) {
      const below = bestBelow.get(url);
      if (below === undefined || !page.hits.some((hit) => titleOf(hit) !== undefined)) continue;
      page.score = Math.max(page.score, below * weight.overview);
    }
  }

  return {
    addTexts,
    get hasTexts() {
      return hasTexts;
    },
    search(query, limit) {
      const plan = planOf(query);
      if (!plan) return [];
      // A document that matched only through its page's title and breadcrumb (`ctx`) is not a result of its own.
      const hits = miniSearch
        .search(plan, {boostDocument})
        .filter((hit) =>
          Object.values(hit.match).some((matchedFields) => matchedFields.some((f) => f !== 'ctx')),
        );
      // Rank pages by their best document, plus a share of their next two: a page that covers the query in
      // several sections beats one that mentions it once, but no page wins by length alone.
      const pages = new Map<string, {score: number; hits: typeof hits}>();
      for (const hit of hits) {
        const url = byId.get(hit.id as number)?.doc.u;
        if (url === undefined) continue;
        const page = pages.get(url) ?? {score: 0, hits: []};
        page.hits.push(hit);
        pages.set(url, page);
      }
      for (const page of pages.values()) {
        const [best = 0, second = 0, third = 0] = page.hits.map((hit) => hit.score).sort((a, b) => b - a);
        page.score = best + weight.moreOfPage * (second + third);
        if (page.hits.some((hit) => titleNamedBy(hit))) page.score *= weight.named;
      }
      leadWithOverviews(pages);
      const fallbackTokens = queryWords(query).flatMap((word) => word.joined ?? word.parts);
      const results: SearchResult[] = [];
      for (const page of uncrowded([...pages.entries()])) {
        const ordered = [...page.hits].sort(
          (a, b) =>
            Number(byId.get(b.id as number)?.type === DocumentType.Title) -
              Number(byId.get(a.id as number)?.type === DocumentType.Title) || b.score - a.score,
        );
        // A page's title and its best section: within the results page's limit the list shows about fifty pages
        // (with three documents a page, a guide that covers "Abonnements" in every section fell behind 33 pages).
        for (const hit of ordered.slice(0, documentsPerPage)) {
          const entry = byId.get(hit.id as number);
          if (!entry) continue;
          const {positions, words: marked} = positionsIn(entry.doc.t ?? '', hit.terms);
          const title = entry.type === DocumentType.Title ? false : (titles.get(entry.doc.p ?? -1) ?? false);
          results.push({
            document: entry.doc,
            type: entry.type,
            page: title,
            // The plugin's box excerpts around the first position and needs one, even where only a name matched.
            metadata: {match: {t: {position: positions.length > 0 ? positions : [[0, 0]]}}},
            tokens: marked.length > 0 ? marked : fallbackTokens,
            score: hit.score,
          });
          if (results.length >= limit) return asTree(results);
        }
      }
      return asTree(results);
    },
  };
}
