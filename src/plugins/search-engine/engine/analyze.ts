/**
 * How text becomes search terms, the same at build time (the index) and in the browser (the query).
 *
 * A word is a run of letters and digits, joined by `-`, `_`, `.` or an apostrophe (`Idempotency-Key`,
 * `create-subscription`, `XS2A-Newsletter`). Each word gives its parts, split at those joins and at camelCase
 * (`createSubscription` → `create`, `subscription`), and, when it has several, the parts joined
 * (`createsubscription`), so an operationId, its slug and the words in it all find the same page.
 *
 * Beside each term the index holds its stem (marked {@link STEM}) and the stems of the known words it ends with
 * (marked {@link PART}: `zugangsdefinition` → `definition`), so a query can weigh an exact word above an
 * inflected form and both above a part of a compound word.
 */
import {stemmer as germanStemmer} from '@orama/stemmers/german';
import {stemmer as englishStemmer} from '@orama/stemmers/english';

import type {Locale} from '../../../../config/locales';

export type {Locale};

export const STEM = '^';
export const PART = '~';
/** An endpoint as one term: `@post /v1/subscriptions/{}` or `@/v1/subscriptions/{}`. */
export const ENDPOINT = '@';

const wordPattern = /[\p{L}\p{N}]+(?:[-_.'’][\p{L}\p{N}]+)*/gu;
const joins = /[-_.'’]/;
// `createSubscription`, `XS2ANewsletter` → `XS2A` + `Newsletter`: lower→Upper, and before Upper+lower.
const camelBoundary = /(?<=\p{Ll})(?=\p{Lu})|(?<=[\p{Lu}\p{N}])(?=\p{Lu}\p{Ll})/u;

const stemmers: Record<Locale, (word: string) => string> = {de: germanStemmer, en: englishStemmer};

/** The value kept for `key`, made and kept on first use: a site repeats its words thousands of times. */
function remembered<V>(kept: Map<string, V>, key: string, make: () => V): V {
  let value = kept.get(key);
  if (value === undefined) {
    value = make();
    kept.set(key, value);
  }
  return value;
}

const wordTerms = new Map<string, readonly string[]>();

function termsOfWord(word: string): readonly string[] {
  return remembered(wordTerms, word, () => {
    const parts = word
      .split(joins)
      .flatMap((piece) => piece.split(camelBoundary))
      .filter((part) => part !== '')
      .map((part) => part.toLowerCase());
    return parts.length > 1 ? [...parts, parts.join('')] : parts;
  });
}

/** The lowercase terms of a text: every part of every word, and each word's parts joined. */
export function words(text: string): string[] {
  const terms: string[] = [];
  for (const [word] of text.matchAll(wordPattern)) terms.push(...termsOfWord(word));
  return terms;
}

const stemCache: Record<Locale, Map<string, string>> = {de: new Map(), en: new Map()};

export function stemOf(locale: Locale, term: string): string {
  // The stemmers expect words; digits and identifiers pass through unchanged.
  return remembered(stemCache[locale], term, () => (/^\p{L}+$/u.test(term) ? stemmers[locale](term) : term));
}

/** What the analyzer knows about the site's words: used to find the parts of compound words. */
export interface CompoundRules {
  /** The stems of every word on the site, the words a compound may end with. */
  stems: ReadonlySet<string>;
  /** Shortest word a compound is split from, and shortest part and head. */
  minWord: number;
  minPart: number;
  minHead: number;
}

/** German joins the words of a compound with these (`Zugang-s-definition`, `Seite-n-zahl`). */
const linkingLetters = ['', 's', 'es', 'n', 'en', 'e'];

/**
 * Stems of the words a long word is made of: `zugangsdefinitionen` → `zugang`, `definition`. An end counts when
 * it is a word of the site, or when it follows the longest start that is one and is long enough to be a word
 * (`geschäfts|partner`); a start counts when it is a word of the site.
 */
export function compoundParts(locale: Locale, term: string, rules: CompoundRules): string[] {
  if (term.length < rules.minWord || !/^\p{L}+$/u.test(term)) return [];
  const parts = new Set<string>();
  let knownTail = false;
  /** The end after the longest known first word: `zugangs|definition`, not `zugang|sdefinition`. */
  let afterHead: string | undefined;
  for (let start = rules.minHead; term.length - start >= rules.minPart; start += 1) {
    const tail = stemOf(locale, term.slice(start));
    if (tail.length >= rules.minPart - 1 && rules.stems.has(tail)) {
      parts.add(tail);
      knownTail = true;
    }
    const head = term.slice(0, start);
    for (const link of linkingLetters) {
      const word = head.slice(0, head.length - link.length);
      if (!head.endsWith(link) || word.length < rules.minPart || !rules.stems.has(stemOf(locale, word)))
        continue;
      afterHead = tail;
      // The first word too (`genehmigungs|status` → `genehmigung`).
      parts.add(stemOf(locale, word));
    }
  }
  // Only when no end is a known word: `idempotenz|schlüssel`, not `idempotenzs|chlüssel`.
  if (afterHead !== undefined && !knownTail) parts.add(afterHead);
  return [...parts];
}

/**
 * The index terms of each term seen, per index (its rules) and locale. Working them out afresh for every
 * occurrence was about half of the engine's work: at 992 operations (issue 23), reading the documents of the three
 * German indexes and building them took 36.6 s that way and 19.4 s with these caches, for the same indexes.
 */
const indexTermsCache = new WeakMap<CompoundRules, Record<Locale, Map<string, readonly string[]>>>();

/** The terms a field's text is indexed with. */
export function indexTerms(locale: Locale, text: string, rules: CompoundRules): string[] {
  let caches = indexTermsCache.get(rules);
  if (caches === undefined) {
    caches = {de: new Map(), en: new Map()};
    indexTermsCache.set(rules, caches);
  }
  const kept = caches[locale];
  const result: string[] = [];
  for (const term of words(text)) {
    result.push(
      ...remembered(kept, term, () => [
        term,
        STEM + stemOf(locale, term),
        ...compoundParts(locale, term, rules).map((part) => PART + part),
      ]),
    );
  }
  return result;
}

const methods = /^(get|put|post|delete|patch|head|options|trace)$/i;

/** A path as the index keeps it: lowercase, no trailing slash, every `{parameter}` as `{}`. */
export function normalizePath(path: string): string {
  const normalized = `/${path.trim().replace(/^\/+/, '')}`
    .toLowerCase()
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\/+$/, '');
  return normalized === '' ? '/' : normalized;
}

/** The endpoint terms of an operation: its path, and its method with its path. */
export function endpointTerms(method: string, path: string): string[] {
  const normalized = normalizePath(path);
  return [ENDPOINT + normalized, `${ENDPOINT}${method.toLowerCase()} ${normalized}`];
}

/** The endpoint a query names, if it names one: `POST /v1/subscriptions`, `v1/accesses/{id}/renew`. */
export function endpointOfQuery(query: string): string | undefined {
  const pieces = query.trim().split(/\s+/);
  const [first, second] = pieces;
  if (pieces.length === 2 && first !== undefined && second !== undefined && methods.test(first)) {
    return second.includes('/') ? endpointTerms(first, second)[1] : undefined;
  }
  if (pieces.length === 1 && first !== undefined && /^\/?[\w-]+\//.test(first)) {
    return endpointTerms('get', first)[0];
  }
  return undefined;
}
