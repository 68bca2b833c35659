/**
 * MiniSearch's index in a form the browser's worker loads in a fraction of the time of MiniSearch's own
 * (`toJSON()`, `loadJS()`). MiniSearch writes the documents of each term as an object keyed by document number;
 * `JSON.parse` builds each as a dictionary, and `loadJS()` reads them back key by key (`Object.keys`, `parseInt`)
 * into Maps. With 992 operations the German index of everything has 1.4 million such entries, and reading it
 * took longer than anything else on the results page (issue 23). Here they are one flat list of numbers, written
 * as one string.
 *
 * MiniSearch has no public way to load an index in another form, so {@link loadEngine} lets `loadJS()` make the
 * instance from everything else and fills its private `_index` (the radix tree of terms) itself, in the same order
 * as `loadJS()`, with each term's documents read only when a query needs them ({@link TermPostings}).
 * Registered in CUSTOMIZATIONS.md (`search-index-loader`); compactIndex.test.ts checks that the loaded instance
 * serializes and answers exactly as the one MiniSearch loads from its own JSON.
 */
import MiniSearch, {type AsPlainObject, type Options} from 'minisearch';

export interface CompactEngine extends Omit<AsPlainObject, 'index' | 'documentIds'> {
  /**
   * MiniSearch's short id of each document and its id; left out when they are the same for every document, as for
   * the portal's engine, which numbers its documents from 0 in the order it adds them (992 operations: 151 KB).
   */
  documentIds?: AsPlainObject['documentIds'];
  /** The index's terms, in MiniSearch's order. */
  terms: string[];
  /**
   * For each term in turn: the number of fields it occurs in; then for each of them the field's id, the number n
   * of documents that have the term there, their n short ids (each as the difference to the one before), and the
   * n term frequencies. Written as one string ({@link encodeNumbers}).
   */
  postings: string;
}

/**
 * The postings as text: each number in base 32, its higher digits from {@link moreDigits}, its last from
 * {@link lastDigit}, so that most numbers (differences of ids, frequencies) take one character. Against the same
 * numbers as a JSON array (992 operations, German index of everything: 2.85 million numbers), JSON.parse takes
 * 13 instead of 208 ms, and the file shrinks: raw 5.93 → 2.95 MB, gzip 344 → 288 KB, brotli 152 → 137 KB. Base64
 * of LEB128 bytes parsed as fast but compressed worse (brotli 199 KB): its characters mix the bits of neighbouring
 * numbers, so repeated runs of numbers stop being repeated runs of characters.
 */
const lastDigit = '0123456789ABCDEFGHIJKLMNOPQRSTUV';
const moreDigits = 'WXYZabcdefghijklmnopqrstuvwxyz-_';
const base = 32;
/** A character's digit value, plus {@link base} for the digits that more digits follow; -1 for any other. */
const digitOf = new Int8Array(128).fill(-1);
[...lastDigit].forEach((char, value) => (digitOf[char.charCodeAt(0)] = value));
[...moreDigits].forEach((char, value) => (digitOf[char.charCodeAt(0)] = base + value));

export function encodeNumbers(numbers: readonly number[]): string {
  const parts: string[] = [];
  for (const number of numbers) {
    if (!Number.isSafeInteger(number) || number < 0) throw new Error(`Not a count or id: ${number}`);
    let rest = Math.floor(number / base);
    let digits = lastDigit[number % base] as string;
    for (; rest > 0; rest = Math.floor(rest / base)) digits = (moreDigits[rest % base] as string) + digits;
    parts.push(digits);
  }
  return parts.join('');
}

/** Reads the numbers of {@link encodeNumbers} one after another, from a position. */
class NumberReader {
  /** Where a character that belongs to no number stopped the reading. */
  stray: number | undefined;

  constructor(
    private readonly text: string,
    public at: number,
  ) {}

  get done(): boolean {
    return this.at >= this.text.length;
  }

  /** The next number; undefined at the end of the text or at a character no number has. */
  next(): number | undefined {
    let number = 0;
    while (this.at < this.text.length) {
      const code = this.text.charCodeAt(this.at++);
      const digit = code < 128 ? (digitOf[code] as number) : -1;
      if (digit < 0) {
        this.stray = this.at - 1;
        return undefined;
      }
      if (digit < base) return number * base + digit;
      number = number * base + digit - base;
    }
    return undefined;
  }
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
  const {index, documentIds, ...rest} = plain;
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
  // Every short id from 0 to nextId - 1, each its own id: a gap (a discarded document) keeps the list.
  const ids = Object.entries(documentIds);
  const numbered = ids.length === plain.nextId && ids.every(([shortId, id]) => String(id) === shortId);
  return {...rest, ...(numbered ? {} : {documentIds}), terms, postings: encodeNumbers(postings)};
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
    private readonly postings: string,
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

  /** The term's fields in order, each with its documents (checked by loadEngine, so every number is there). */
  private fields(): [number, Map<number, number>][] {
    const reader = new NumberReader(this.postings, this.start);
    const read = (): number => reader.next() as number;
    const fieldCount = read();
    const fields: [number, Map<number, number>][] = [];
    for (let field = 0; field < fieldCount; field += 1) {
      const fieldId = read();
      const count = read();
      const ids: number[] = [];
      let id = 0;
      for (let k = 0; k < count; k += 1) ids.push((id += read()));
      const documents = new Map<number, number>();
      for (const documentId of ids) documents.set(documentId, read());
      fields.push([fieldId, documents]);
    }
    return fields;
  }
}

export function loadEngine<T>(engine: CompactEngine, options: Options<T>): MiniSearch<T> {
  const {terms, postings, documentIds, ...rest} = engine;
  const miniSearch = MiniSearch.loadJS<T>(
    {
      ...rest,
      documentIds: documentIds ?? Object.fromEntries(Array.from({length: rest.nextId}, (_, id) => [id, id])),
      index: [],
    },
    options,
  );
  const index = (miniSearch as unknown as {_index?: unknown})._index;
  if (!isTermTree(index)) {
    throw new Error(
      'MiniSearch no longer keeps its terms in `_index`; see src/plugins/search-engine/engine/compactIndex.ts',
    );
  }
  // Every number is read once now, and checked, so that a broken index fails here rather than at a query; a
  // term's Maps are built when a query first reads it.
  const reader = new NumberReader(postings, 0);
  const next = (term: string): number => {
    const number = reader.next();
    if (number === undefined) {
      throw new Error(
        reader.stray === undefined
          ? `The search index's postings end inside those of "${term}"`
          : `The search index's postings have a character no number has (at ${reader.stray}) in those of "${term}"`,
      );
    }
    return number;
  };
  for (const term of terms) {
    const start = reader.at;
    const fieldCount = next(term);
    for (let field = 0; field < fieldCount; field += 1) {
      next(term);
      const count = next(term);
      for (let k = 0; k < 2 * count; k += 1) next(term);
    }
    index.set(term, new TermPostings(postings, start));
  }
  if (!reader.done) {
    throw new Error(`The search index has postings past its terms, from character ${reader.at}`);
  }
  return miniSearch;
}
