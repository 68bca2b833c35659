/**
 * How the engine ranks pages against each other, on a small site built here: what the relevance set
 * (tests/fixtures/search-relevance/) checks on the real site, reduced to the rule each case depends on.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {
  buildSearchIndex,
  createSearcher,
  DocumentType,
  type SearchDocument,
  type SearchIndexFile,
  type Searcher,
} from './engine';
import {parseSynonyms} from './synonyms';
import type {Locale} from './analyze';

interface Page {
  url: string;
  title: string;
  /** Section texts, each a content document of the page. */
  sections: string[];
}

function built(locale: Locale, pages: Page[], synonyms = '') {
  const titles: SearchDocument[] = [];
  const contents: SearchDocument[] = [];
  let id = 0;
  for (const page of pages) {
    const pageId = (id += 1);
    titles.push({i: pageId, t: page.title, u: page.url, b: []});
    for (const text of page.sections)
      contents.push({i: (id += 1), t: text, u: page.url, p: pageId, s: page.title});
  }
  const {index, texts} = buildSearchIndex(
    locale,
    [titles, [], [], [], contents],
    [],
    parseSynonyms(synonyms, 'test'),
  );
  // Through JSON, as the browser's worker gets it.
  return {index: JSON.parse(JSON.stringify(index)) as SearchIndexFile, texts};
}

function searcherFor(locale: Locale, pages: Page[], synonyms = '') {
  const {index, texts} = built(locale, pages, synonyms);
  const searcher = createSearcher(index, texts);
  return (query: string): string[] => [...new Set(searcher.search(query, 50).map((r) => r.document.u))];
}

/** Pages that mention a word in their text only, so that it is no rare word of the site. */
const mentions = (word: string): Page[] =>
  ['teams', 'users', 'products', 'bundles'].map((topic) => ({
    url: `/docs/${topic}`,
    title: topic,
    sections: [`Each ${word} has ${topic}.`],
  }));

describe('search ranking', () => {
  test('a guide overview that matched through its title comes before the guides below it', () => {
    const pages: Page[] = [
      {
        url: '/docs/guides/access/',
        title: 'Zugangsdefinitionen',
        sections: ['Überblick über die Leitfäden.'],
      },
      {
        url: '/docs/guides/access/provider',
        title: 'Zugänge als Anbieter',
        sections: ['Einen Zugang anlegen.', 'Den Zugang prüfen.', 'Einen Zugang sperren.'],
      },
      {url: '/docs/guides/other', title: 'Sonstiges', sections: ['Kein Wort davon.']},
    ];
    const search = searcherFor('de', pages);
    assert.deepEqual(search('Zugang'), ['/docs/guides/access/', '/docs/guides/access/provider']);
  });

  test('an overview that matched only in its text keeps its own place', () => {
    const pages: Page[] = [
      {url: '/docs/guides/', title: 'Leitfäden', sections: ['Zugänge als Anbieter, Bundles, Produkte.']},
      {
        url: '/docs/guides/access',
        title: 'Zugänge als Anbieter',
        sections: ['Einen Zugang anlegen.', 'Den Zugang prüfen.'],
      },
    ];
    const search = searcherFor('de', pages);
    assert.deepEqual(search('Zugang'), ['/docs/guides/access', '/docs/guides/']);
  });

  /** A site where `company` is a synonym of `organization` and a glossary says "company" three times. */
  function companySearch(guideTitle: string): (query: string) => string[] {
    const pages: Page[] = [
      {url: '/docs/guides/organizations', title: guideTitle, sections: ['Create and manage them.']},
      {
        url: '/docs/glossary',
        title: 'Terms',
        sections: ['Company: a company.', 'Provider: a company.', 'Consumer: a company.'],
      },
      ...mentions('organization'),
    ];
    return searcherFor('en', pages, 'organization, company\n');
  }

  test('a page whose title the query names, through a synonym, comes before pages that mention the word', () => {
    const search = companySearch('Organizations');
    assert.deepEqual(search('company').slice(0, 2), ['/docs/guides/organizations', '/docs/glossary']);
  });

  test('a title that holds the query word among others is not named by it', () => {
    const search = companySearch('Organizations and users');
    assert.deepEqual(search('company').slice(0, 2), ['/docs/glossary', '/docs/guides/organizations']);
  });
});

describe('the texts file', () => {
  const pages: Page[] = [
    {url: '/docs/a', title: 'Abonnements', sections: ['Ein Abonnement kündigen.', 'Nichts davon.']},
    {url: '/docs/b', title: 'Produkte', sections: ['Ein Produkt hat ein Abonnement.']},
  ];
  const summary = (results: ReturnType<Searcher['search']>) =>
    results.map((result) => [result.document.u, result.type, result.score]);

  test('without its texts the index ranks the same, and sections wait for their text', () => {
    const {index, texts} = built('de', pages);
    assert.ok(!JSON.stringify(index).includes('Abonnement kündigen'), 'no section text in the index file');
    const before = createSearcher(index);
    const early = before.search('Abonnement', 10);
    assert.equal(before.hasTexts, false);
    assert.deepEqual(
      early.filter((result) => result.type === DocumentType.Content).map((result) => result.document.t),
      [undefined, undefined],
    );
    before.addTexts(texts);
    const late = before.search('Abonnement', 10);
    assert.equal(before.hasTexts, true);
    assert.deepEqual(summary(early), summary(late));
    assert.deepEqual([...new Set(late.map((result) => result.document.u))].sort(), ['/docs/a', '/docs/b']);
    assert.deepEqual(summary(late), summary(createSearcher(index, texts).search('Abonnement', 10)));
    assert.deepEqual(
      late.filter((result) => result.type === DocumentType.Content).map((result) => result.document.t),
      ['Ein Abonnement kündigen.', 'Ein Produkt hat ein Abonnement.'],
    );
  });

  test("another index's texts are refused", () => {
    const {index} = built('de', pages);
    const other = built('de', [...pages, {url: '/docs/c', title: 'C', sections: ['Mehr Text.']}]);
    assert.throws(() => createSearcher(index, other.texts), /are not the [0-9a-f]+ of this index/);
  });
});
