/**
 * Synonyms in the plain format search engines share (Solr, Elasticsearch): one group a line, its words or
 * phrases separated by commas, all equivalent; `#` starts a comment.
 *
 *   pagination, paging, page through
 */
import {words} from './analyze';

/** A group of equivalent phrases, each as the terms the query analyzer gives it. */
export type SynonymGroup = string[][];

export function parseSynonyms(text: string, source = 'synonyms'): SynonymGroup[] {
  return text.split('\n').flatMap((raw, line) => {
    const content = raw.replace(/#.*/, '').trim();
    if (content === '') return [];
    const phrases = content.split(',').map((phrase) => phrase.trim());
    if (phrases.length < 2 || phrases.some((phrase) => words(phrase).length === 0)) {
      throw new Error(
        `${source}:${line + 1}: a group needs two or more comma-separated words or phrases: "${raw}"`,
      );
    }
    // Only the parts of each word: the query analyzer matches phrases part by part.
    return [phrases.map((phrase) => partsOf(phrase))];
  });
}

/** The lowercase parts of a phrase's words, without the joined forms. */
export function partsOf(phrase: string): string[] {
  return phrase
    .split(/\s+/)
    .filter((word) => word !== '')
    .flatMap((word) => {
      const terms = words(word);
      return terms.length > 1 ? terms.slice(0, -1) : terms;
    });
}
