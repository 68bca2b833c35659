/**
 * The `description` of an operation page (its `<meta name="description">`, `og:description` and its line in
 * `llms.txt`): the first whole sentences of the operation's description as plain text, short enough for a
 * search result or a link preview.
 *
 * The OpenAPI plugin takes the first line of the description's source, so a hard-wrapped YAML text gave a
 * description cut mid-sentence, and a one-line text one of 300 characters with its Markdown backticks.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';

import type {Locale} from '../../config/site';
import {operationsOf} from './operations';
import type {JsonObject} from './walk';

/** What a search result shows of a description before it cuts it off. */
export const descriptionLimit = 160;

/** Abbreviations after which a full stop ends no sentence, in lower case. */
const abbreviations = ['z. b.', 'd. h.', 'u. a.', 'bzw.', 'ggf.', 'usw.', 'e.g.', 'i.e.', 'etc.', 'vs.'];

const sentenceEnd = /[.!?]["“”‘’»«)]*$/u;

/** The text of the description's paragraphs: code blocks, tables and lists are no summary. */
function paragraphsText(markdown: string): string {
  const tree: Root = fromMarkdown(markdown);
  const paragraphs = tree.children.filter((node: RootContent) => node.type === 'paragraph');
  return paragraphs
    .map((node) => toString(node))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function sentencesOf(text: string, locale: Locale): string[] {
  const sentences: string[] = [];
  for (const {segment} of new Intl.Segmenter(locale, {granularity: 'sentence'}).segment(text)) {
    const sentence = segment.trim();
    if (sentence === '') continue;
    const previous = sentences[sentences.length - 1];
    const afterAbbreviation =
      previous !== undefined &&
      abbreviations.some((abbreviation) => previous.toLowerCase().endsWith(abbreviation));
    if (previous !== undefined && (afterAbbreviation || !sentenceEnd.test(previous))) {
      sentences[sentences.length - 1] = `${previous} ${sentence}`;
    } else {
      sentences.push(sentence);
    }
  }
  return sentences;
}

const withoutParentheses = (text: string): string => text.replace(/\s*\([^()]*\)/g, '');

/**
 * A sentence that is too long, made shorter and still whole: its first main clause (before a semicolon, or
 * before a colon that a clause follows), then the same without the asides in parentheses.
 */
function shortened(sentence: string): string | undefined {
  const firstClause = /^(.+?)(?:; |: (?=\p{L}))/u.exec(sentence)?.[1];
  const candidates = [
    ...(firstClause === undefined ? [] : [`${firstClause}.`, `${withoutParentheses(firstClause)}.`]),
    withoutParentheses(sentence),
  ];
  return candidates.find((candidate) => candidate.length <= descriptionLimit && sentenceEnd.test(candidate));
}

export interface DescribedOperation {
  /** The operation's description (Markdown), if it has one. */
  description?: string;
  /** The page title (the operation's summary as plain text). */
  summary: string;
  /** `POST /v1/products`, or `webhook newPet (POST)`. */
  label: string;
  hasRequestBody: boolean;
}

/** For an operation without a usable description: what its page holds, with method and path where they fit. */
const fallbacks: Record<Locale, (summary: string, label: string, body: boolean) => string> = {
  de: (summary, label, body) =>
    `Referenz der Operation „${summary}“${label} mit Parametern, ${body ? 'Request-Body, ' : ''}Antworten und Codebeispielen.`,
  en: (summary, label, body) =>
    `Reference of the operation "${summary}"${label} with parameters, ${body ? 'request body, ' : ''}responses and code samples.`,
};

function fallback({summary, label, hasRequestBody}: DescribedOperation, locale: Locale): string {
  const withLabel = fallbacks[locale](summary, ` (${label})`, hasRequestBody);
  return withLabel.length <= descriptionLimit ? withLabel : fallbacks[locale](summary, '', hasRequestBody);
}

/** A second sentence for a description of a few words, which says little in a search result. */
const pageContents: Record<Locale, (body: boolean) => string> = {
  de: (body) =>
    `Diese Seite zeigt Parameter, ${body ? 'Request-Body, ' : ''}Antworten und Codebeispiele der Operation.`,
  en: (body) =>
    `This page shows the operation's parameters, ${body ? 'request body, ' : ''}responses and code samples.`,
};

/** Below this length a description gets the second sentence. */
const shortDescription = 50;

/** Whole sentences of the description, at most `descriptionLimit` characters, without Markdown. */
export function pageDescription(operation: DescribedOperation, locale: Locale): string {
  const sentences = sentencesOf(paragraphsText(operation.description ?? ''), locale).filter((sentence) =>
    sentenceEnd.test(sentence),
  );
  let description = '';
  for (const sentence of sentences) {
    const longer = description === '' ? sentence : `${description} ${sentence}`;
    if (longer.length > descriptionLimit) {
      // A description of a few words takes the next sentence shortened rather than a sentence about the page.
      const next =
        description !== '' && description.length < shortDescription ? shortened(sentence) : undefined;
      if (next !== undefined && description.length + 1 + next.length <= descriptionLimit) {
        description = `${description} ${next}`;
      }
      break;
    }
    description = longer;
  }
  if (description === '' && sentences[0] !== undefined) description = shortened(sentences[0]) ?? '';
  if (description === '') description = fallback(operation, locale);
  if (description.length < shortDescription) {
    const longer = `${description} ${pageContents[locale](operation.hasRequestBody)}`;
    if (longer.length <= descriptionLimit) description = longer;
  }
  return description;
}

/**
 * Sets the `description` front matter of each generated operation page (`<dir>/<slug>.api.mdx`) to the
 * page description. The summary and label come from the locale's pages description, as the page title does.
 */
export function writePageDescriptions(pagesDescription: JsonObject, pagesDir: string, locale: Locale): void {
  for (const entry of operationsOf(pagesDescription)) {
    const file = path.join(pagesDir, `${entry.slug}.api.mdx`);
    const page = fs.readFileSync(file, 'utf8');
    const description = pageDescription(
      {
        description:
          typeof entry.operation.description === 'string' ? entry.operation.description : undefined,
        summary: typeof entry.operation.summary === 'string' ? entry.operation.summary : entry.label,
        label: entry.label,
        hasRequestBody: entry.operation.requestBody !== undefined,
      },
      locale,
    );
    // A JSON string is a YAML double-quoted scalar.
    const replaced = page.replace(/^description: .*$/m, `description: ${JSON.stringify(description)}`);
    if (replaced === page && !page.includes(`description: ${JSON.stringify(description)}`)) {
      throw new Error(`${file} has no description in its front matter`);
    }
    fs.writeFileSync(file, replaced);
  }
}
