/**
 * The description of every page of both locales, as search results and link previews show it: whole
 * sentences, no Markdown, at most 160 characters, in the page's language, the same in `description`,
 * `og:description` and `twitter:description`.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {locales, localePrefix, type Locale} from '../../config/site';
import {headOf} from '../lib/builtSite';
import {englishInGermanPage} from '../lib/germanText';
import {allPages} from '../lib/routes';
import {useBuiltSite} from '../lib/useBuiltSite';

useBuiltSite();

const limit = 160;

/** German words no English sentence has. */
const germanWords = /\b(der|die|das|und|mit|für|eine?|einen|ist|sind|nicht|oder|wird|Sie|Ihre?)\b|[äöüß]/u;

/** What is wrong with a description, an empty list when nothing is. */
function descriptionProblems(description: string, locale: Locale): string[] {
  const problems: string[] = [];
  if (description.length < 20) problems.push('shorter than 20 characters');
  if (description.length > limit) problems.push(`${description.length} characters, more than ${limit}`);
  if (!/[.!?]["“”»)]?$/u.test(description)) problems.push('does not end a sentence');
  if (!/^[\p{Lu}\p{N}"„“»(]/u.test(description)) problems.push('does not start a sentence');
  const markdown = /`|\*\*|__|\[[^\]]*\]\(|^#|\s#{1,6}\s|<\/?[a-z]|&[a-z]+;|\\[*_`[]/i.exec(description);
  if (markdown) problems.push(`Markdown or HTML: ${JSON.stringify(markdown[0])}`);
  for (const [open, close] of [
    ['(', ')'],
    ['„', '“'],
  ] as const) {
    if (description.split(open).length !== description.split(close).length) problems.push(`unbalanced ${open}${close}`);
  }
  if (description.split('"').length % 2 === 0) problems.push('unbalanced "');
  if (locale === 'de') {
    // Enum values (`NOT_GRANTED`) are code, whose backticks the description has lost.
    const marked = description.replace(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g, '<code>$&</code>');
    problems.push(...englishInGermanPage(`<p>${marked}</p>`).map((finding) => `English: ${JSON.stringify(finding)}`));
  } else {
    const german = germanWords.exec(description);
    if (german) problems.push(`German: ${JSON.stringify(german[0])}`);
  }
  return problems;
}

test('the check finds cut, Markdown and wrong-language descriptions', () => {
  assert.deepEqual(descriptionProblems('Uploads files into a folder. Each part is one file.', 'en'), []);
  assert.deepEqual(descriptionProblems('Lädt Dateien in einen Ordner hoch (höchstens 20).', 'de'), []);
  const wrong: Array<[string, Locale]> = [
    ['Uploads files into a folder of a file exchange; files larger than 100 MB are rejected and the folder of a file', 'en'],
    ['Uploads files with `multipart/form-data` into a folder.', 'en'],
    ['Liefert die Dateien eines Ordners und ihre Metadaten.', 'en'],
    ['Returns the files of a folder with their metadata.', 'de'],
    [`${'Returns all files. '.repeat(9).trim()}`, 'en'],
  ];
  for (const [description, locale] of wrong) {
    assert.notDeepEqual(descriptionProblems(description, locale), [], description);
  }
});

for (const locale of locales) {
  test(`${locale}: every page has a whole, plain description in its language`, () => {
    const urls = [
      ...allPages.filter((page) => page.locale === locale).map((page) => page.url),
      `${localePrefix(locale)}/404.html`,
    ];
    const problems = urls.flatMap((url) => {
      const root = headOf(url);
      const meta = (selector: string): string | undefined =>
        root.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? undefined;
      const description = meta('name="description"') ?? '';
      const found = descriptionProblems(description, locale);
      for (const other of ['property="og:description"', 'name="twitter:description"']) {
        const value = meta(other);
        if (value !== undefined && value !== description) found.push(`${other} differs: ${JSON.stringify(value)}`);
      }
      if (meta('property="og:description"') === undefined) found.push('no og:description');
      return found.map((problem) => `${url}: ${problem} (${JSON.stringify(description)})`);
    });
    assert.deepEqual(problems, []);
  });
}
