import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';

import {locales, localePrefix, type Locale} from '../../config/site';
import {assertBuilt, fileForUrl} from '../lib/builtSite';
import {indexableRoutes, localizedUrl, operationSlugs} from '../lib/routes';
import {documentsOf, readSearchIndex} from '../lib/searchIndex';

/** A document of the search index: `u` is its page URL, `t` its text. */
interface IndexedDocument {
  u: string;
  t: string;
}

/** The plugin writes five parts per index: titles, headings, descriptions, keywords and content. */
const parts = ['titles', 'headings', 'descriptions', 'keywords', 'content'] as const;

function indexOf(locale: Locale, context: '' | 'docs' | 'api'): Record<(typeof parts)[number], IndexedDocument[]> {
  const file = fileForUrl(`${localePrefix(locale)}/search-index${context ? `-${context}` : ''}.json`);
  assert.ok(file, `the ${locale} index ${context || 'of everything'}`);
  // The portal's engine (src/plugins/search-engine) keeps the plugin's five lists of documents, and the texts of
  // the last in a file beside the index.
  const documents: IndexedDocument[][] = documentsOf(readSearchIndex(file));
  assert.equal(documents.length, parts.length);
  return Object.fromEntries(parts.map((part, i) => [part, documents[i] ?? []])) as Record<
    (typeof parts)[number],
    IndexedDocument[]
  >;
}

const withoutSlash = (url: string): string => (url.length > 1 ? url.replace(/\/$/, '') : url);

before(assertBuilt);

describe('search indexes', () => {
  for (const locale of locales) {
    test(`${locale}: the index of everything holds every page but the home page`, () => {
      const titled = new Set(indexOf(locale, '').titles.map((document) => withoutSlash(document.u)));
      const missing = indexableRoutes
        .filter((route) => route !== '/')
        .map((route) => withoutSlash(localizedUrl(locale, route)))
        .filter((url) => !titled.has(url));
      assert.deepEqual(missing, []);
    });

    test(`${locale}: the guide index holds only guides, the API index only API pages`, () => {
      for (const [context, prefix] of [
        ['docs', '/docs/'],
        ['api', '/api'],
      ] as const) {
        const urls = Object.values(indexOf(locale, context)).flatMap((documents) => documents.map((d) => d.u));
        assert.ok(urls.length > 0, `the ${context} index has documents`);
        const outside = urls.filter((url) => !url.startsWith(`${localePrefix(locale)}${prefix}`));
        assert.deepEqual(outside, [], `${context} index`);
      }
    });

    test(`${locale}: every operation page is indexed with its slug as keyword`, () => {
      const keywords = new Map(
        indexOf(locale, 'api').keywords.map((document) => [withoutSlash(document.u), document.t]),
      );
      for (const slug of operationSlugs) {
        const url = localizedUrl(locale, `/api/${slug}`);
        assert.match(keywords.get(url) ?? '', new RegExp(`(^|[ ,])${slug}($|[ ,])`), url);
      }
    });

    test(`${locale}: code blocks stay out of the index`, () => {
      const content = indexOf(locale, 'docs').content.map((document) => document.t);
      assert.ok(content.length > 0);
      // Guide examples render as `curl -L '…'` (src/api-reference/requestSamples.ts).
      assert.ok(!content.some((text) => /\bcurl -L '/.test(text)), 'no example request');
    });
  }
});
