/**
 * How text becomes search terms, the same at build time (the index) and in the browser (the query).
 *
 * A word is a run of letters and digits, joined by `-`, `_`, `.` or an apostrophe (`Idempotency-Key`,
 * `create-subscription`, `XS2A-Newsletter`). Each word gives its parts, split at those joins and at camelCase
 * (`createSubscription` → `create`, `subscription`), and, when it has several, the parts joined
 * (`createsubscription`), so an operationId, its slug and the words in it all find the same page.
 *
 * Beside each term the index holds its stem (marked {@link STEM}) and the stems of the known words it is made of
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

export const wordPattern = /[\p{L}\p{N}]+(?:[-_.'’][\p{L}\p{N}]+)*/gu;
// `createSubscription`, `XS2ANewsletter` → `XS2A` + `Newsletter`: lower→Upper, and before Upper+lower.
const partBoundary = /[-_.'’]|(?<=\p{Ll})(?=\p{Lu})|(?<=[\p{Lu}\p{N}])(?=\p{Lu}\p{Ll})/u;

/** A word's lowercase parts, and the parts joined when there are several: `ipAllowlist` → ip, allowlist, ipallowlist. */
export function termsOfWord(word: string): string[] {
  const parts = word.split(partBoundary).map((part) => part.toLowerCase());
  return parts.length > 1 ? [...parts, parts.join('')] : parts;
}

/** The lowercase terms of a text: every part of every word, and each word's parts joined. */
export const words = (text: string): string[] =>
  [...text.matchAll(wordPattern)].flatMap(([word]) => termsOfWord(word));

const stemmers: Record<Locale, (word: string) => string> = {de: germanStemmer, en: englishStemmer};
const stems: Record<Locale, Map<string, string>> = {de: new Map(), en: new Map()};

export function stemOf(locale: Locale, term: string): string {
  let stem = stems[locale].get(term);
  if (stem === undefined) {
    // The stemmers expect words; digits and identifiers pass through unchanged.
    stem = /^\p{L}+$/u.test(term) ? stemmers[locale](term) : term;
    stems[locale].set(term, stem);
  }
  return stem;
}

/** German joins the words of a compound with these (`Zugang-s-definition`, `Seite-n-zahl`). */
const linkingLetters = ['', 's', 'es', 'n', 'en', 'e'];
export const compound = {minWord: 8, minPart: 5, minHead: 3};

/**
 * Stems of the words a long word is made of, among `siteStems` (the stems of every word of the site):
 * `zugangsdefinitionen` → `zugang`, `definition`. An end counts when it is a word of the site, or, when none is,
 * the end after the longest start that is one (`idempotenz|schlüssel`, not `idempotenzs|chlüssel`).
 */
export function compoundParts(locale: Locale, term: string, siteStems: ReadonlySet<string>): string[] {
  if (term.length < compound.minWord || !/^\p{L}+$/u.test(term)) return [];
  const parts = new Set<string>();
  let knownTail = false;
  let afterHead: string | undefined;
  for (let start = compound.minHead; term.length - start >= compound.minPart; start += 1) {
    const tail = stemOf(locale, term.slice(start));
    if (tail.length >= compound.minPart - 1 && siteStems.has(tail)) {
      parts.add(tail);
      knownTail = true;
    }
    const head = term.slice(0, start);
    for (const link of linkingLetters) {
      const word = stemOf(locale, head.slice(0, head.length - link.length));
      if (!head.endsWith(link) || start - link.length < compound.minPart || !siteStems.has(word)) continue;
      afterHead = tail;
      parts.add(word); // The first word too (`genehmigungs|status` → `genehmigung`).
    }
  }
  if (afterHead !== undefined && !knownTail) parts.add(afterHead);
  return [...parts];
}

/**
 * The index's analyzer for one site: a text's terms, each with its stem and compound parts. It keeps the terms
 * of every term it has seen: a site repeats its words thousands of times, and working them out afresh was half
 * of the index's build time at 992 operations (issue 23).
 */
export function analyzer(locale: Locale, siteStems: ReadonlySet<string>): (text: string) => string[] {
  const seen = new Map<string, string[]>();
  return (text) =>
    words(text).flatMap((term) => {
      let terms = seen.get(term);
      if (terms === undefined) {
        const parts = compoundParts(locale, term, siteStems).map((part) => PART + part);
        terms = [term, STEM + stemOf(locale, term), ...parts];
        seen.set(term, terms);
      }
      return terms;
    });
}

/** The endpoint terms of an operation: its path, and its method with its path (lowercase, `{parameter}` as `{}`). */
export function endpointTerms(method: string, path: string): string[] {
  const normalized = `/${path.trim().replace(/^\/+/, '')}`.toLowerCase().replace(/\{[^}]*\}/g, '{}');
  const trimmed = normalized.replace(/(.)\/+$/, '$1');
  return [ENDPOINT + trimmed, `${ENDPOINT}${method.toLowerCase()} ${trimmed}`];
}

/** The endpoint a query names, if it names one: `POST /v1/subscriptions`, `v1/accesses/{id}/renew`. */
export function endpointOfQuery(query: string): string | undefined {
  const [first = '', second, ...rest] = query.trim().split(/\s+/);
  if (rest.length > 0) return undefined;
  if (second !== undefined) {
    const isMethod = /^(get|put|post|delete|patch|head|options|trace)$/i.test(first);
    return isMethod && second.includes('/') ? endpointTerms(first, second)[1] : undefined;
  }
  return /^\/?[\w-]+\//.test(first) ? endpointTerms('get', first)[0] : undefined;
}
