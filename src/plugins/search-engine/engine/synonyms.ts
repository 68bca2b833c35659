/**
 * Synonyms in the plain format search engines share (Solr, Elasticsearch): one group a line, its words or
 * phrases separated by commas, all equivalent; `#` starts a comment.
 *
 *   pagination, paging, page through
 */
import {wordPattern, words} from './analyze';

/** A group of equivalent phrases, each as the parts of its words (`Service-Account` → service, account). */
export type SynonymGroup = string[][];

/** The parts of a text's words, without the joined forms: what a query's words are matched with, part by part. */
export const partsOf = (text: string): string[] =>
  [...text.matchAll(wordPattern)].flatMap(([word]) => {
    const terms = words(word);
    return terms.length > 1 ? terms.slice(0, -1) : terms;
  });

export function parseSynonyms(text: string, source = 'synonyms'): SynonymGroup[] {
  return text.split('\n').flatMap((raw, line) => {
    const content = raw.replace(/#.*/, '').trim();
    if (content === '') return [];
    const phrases = content.split(',').map(partsOf);
    if (phrases.length < 2 || phrases.some((phrase) => phrase.length === 0)) {
      throw new Error(
        `${source}:${line + 1}: a group needs two or more comma-separated words or phrases: "${raw}"`,
      );
    }
    return [phrases];
  });
}
