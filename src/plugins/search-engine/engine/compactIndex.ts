/**
 * MiniSearch's index in a form the browser's worker loads in a fraction of the time of MiniSearch's own
 * (`toJSON()`, `loadJS()`). MiniSearch writes the documents of each term as an object keyed by document number;
 * `JSON.parse` builds each as a dictionary, and `loadJS()` reads them back key by key (`Object.keys`, `parseInt`)
 * into Maps. With 992 operations the German index of everything has 1.4 million such entries, and reading it
 * took longer than anything else on the results page (issue 23). Here they are one flat list of numbers.
 *
 * MiniSearch has no public way to load an index in another form, so {@link loadEngine} lets `loadJS()` make the
 * instance from everything else and fills its private `_index` (the radix tree of terms) itself, in the same order
 * as `loadJS()`, with each term's documents read only when a query needs them ({@link TermPostings}).
 * Registered in CUSTOMIZATIONS.md (`search-index-loader`); compactIndex.test.ts checks that the loaded instance
 * serializes and answers exactly as the one MiniSearch loads from its own JSON.
 */
import MiniSearch, {type AsPlainObject, type Options} from 'minisearch';

export interface CompactEngine extends Omit<AsPlainObject, 'index'> {
  /** The index's terms, in MiniSearch's order. */
  terms: string[];
  /**
   * For each term in turn: the number of fields it occurs in; then for each of them the field's id, the number n
   * of documents that have the term there, their n short ids (each as the difference to the one before), and the
   * n term frequencies.
   */
  postings: number[];
}

/** The one private field {@link loadEngine} needs: MiniSearch's radix tree of terms (a SearchableMap). */
interface TermTree {
  set(term: string, data: TermPostings): unknown;
  atPrefix(prefix: string): unknown;
}

// MiniSearch's module has its own copy of the SearchableMap class, so `instanceof` cannot tell.
const isTermTree = (value: unknown): value is TermTree =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Record<keyof TermTree, unknown>>).set === 'function' &&
  typeof (value as Partial<Record<keyof TermTree, unknown>>).atPrefix === 'function';

export function compactEngine(plain: AsPlainObject): CompactEngine {
  const {index, ...rest} = plain;
  // Version 1 nested each field's documents one level deeper; the pinned MiniSearch (7.2.0) writes version 2.
  if (plain.serializationVersion !== 2) {
    throw new Error(
      `MiniSearch's serialization version ${plain.serializationVersion} is not the 2 this reads`,
    );
  }
  const terms: string[] = [];
  const postings: number[] = [];
  for (const [term, fields] of index) {
    terms.push(term);
    const entries = Object.entries(fields);
    postings.push(entries.length);
    for (const [fieldId, documents] of entries) {
      const ids = Object.keys(documents)
        .map(Number)
        .sort((a, b) => a - b);
      postings.push(Number(fieldId), ids.length);
      ids.forEach((id, at) => postings.push(id - (ids[at - 1] ?? 0)));
      for (const id of ids) postings.push(documents[id] as number);
    }
  }
  return {...rest, terms, postings};
}

/**
 * A term's documents per field, read from the postings when a query first asks for them. MiniSearch reads a
 * term's data only through `get(fieldId)` when it scores a match (and iterates it in `toJSON()`); building a Map
 * for every term took most of the load time at 992 operations (German: 11,529 terms), while a query reads only the
 * terms it matches, exactly or by prefix or typo.
 */
class TermPostings {
  private decoded: Map<number, Map<number, number>> | undefined;

  constructor(
    private readonly postings: readonly number[],
    /** Where the term's fields begin: at their count. */
    private readonly start: number,
  ) {}

  get(fieldId: number): Map<number, number> | undefined {
    this.decoded ??= new Map(this.fields());
    return this.decoded.get(fieldId);
  }

  [Symbol.iterator](): IterableIterator<[number, Map<number, number>]> {
    this.decoded ??= new Map(this.fields());
    return this.decoded.entries();
  }

  /** The term's fields in order, each with its documents. */
  private fields(): [number, Map<number, number>][] {
    const {postings} = this;
    let at = this.start + 1;
    const fields: [number, Map<number, number>][] = [];
    for (let field = 0; field < (postings[this.start] as number); field += 1) {
      const fieldId = postings[at] as number;
      const count = postings[at + 1] as number;
      at += 2;
      const documents = new Map<number, number>();
      let id = 0;
      for (let k = 0; k < count; k += 1) {
        id += postings[at + k] as number;
        documents.set(id, postings[at + count + k] as number);
      }
      at += 2 * count;
      fields.push([fieldId, documents]);
    }
    return fields;
  }
}

export function loadEngine<T>(engine: CompactEngine, options: Options<T>): MiniSearch<T> {
  const {terms, postings, ...rest} = engine;
  const miniSearch = MiniSearch.loadJS<T>({...rest, index: []}, options);
  const index = (miniSearch as unknown as {_index?: unknown})._index;
  if (!isTermTree(index)) {
    throw new Error(
      'MiniSearch no longer keeps its terms in `_index`; see src/plugins/search-engine/engine/compactIndex.ts',
    );
  }
  const broken = (term: string): Error =>
    new Error(`The search index's postings end inside those of "${term}"`);
  // Only the terms' places are read now, and checked, so that a broken index fails here rather than at a query.
  let at = 0;
  for (const term of terms) {
    const start = at;
    const fieldCount = postings[at++];
    if (fieldCount === undefined) throw broken(term);
    for (let field = 0; field < fieldCount; field += 1) {
      const count = postings[at + 1];
      if (count === undefined || at + 2 + 2 * count > postings.length) throw broken(term);
      at += 2 + 2 * count;
    }
    index.set(term, new TermPostings(postings, start));
  }
  if (at !== postings.length)
    throw new Error(`The search index has ${postings.length - at} postings past its terms`);
  return miniSearch;
}
