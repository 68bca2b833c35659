import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import type {HTMLElement} from 'node-html-parser';

import {locales, localePrefix, type Locale} from '../../scripts/lib/site';
import {assertBuilt, htmlOf} from '../lib/builtSite';
import {localizedUrl, operationSlugs, specRoutes} from '../lib/routes';

/** Pages written by hand in both languages: guides, changelog and the two API pages we write. */
const contentRoutes = specRoutes.filter((route) => route !== '/');

function content(root: HTMLElement): HTMLElement {
  const markdown = root.querySelector('.theme-doc-markdown, main .markdown, main article');
  assert.ok(markdown, 'the page has a content area');
  return markdown;
}

function headingIds(root: HTMLElement): string[] {
  return content(root)
    .querySelectorAll('h2[id], h3[id]')
    .map((heading) => heading.id)
    .sort();
}

function linksInto(root: HTMLElement, locale: Locale, prefix: string): string[] {
  const base = `${localePrefix(locale)}${prefix}`;
  return content(root)
    .querySelectorAll('a[href]')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith(base))
    .map((href) => href.slice(localePrefix(locale).length));
}

/** Words that only a German (or English) opening paragraph would use this often. */
const languageMarkers: Record<Locale, RegExp> = {
  de: /\b(und|der|die|das|Sie|mit|für|ein|eine)\b/g,
  en: /\b(and|the|you|with|for|a|an|to|of)\b/g,
};

before(assertBuilt);

describe('guides in both languages', () => {
  for (const route of contentRoutes) {
    test(`${route}: same heading ids in German and English`, () => {
      const german = headingIds(htmlOf(localizedUrl('de', route)));
      const english = headingIds(htmlOf(localizedUrl('en', route)));
      assert.deepEqual(english, german);
    });

    test(`${route}: same links into the API reference in German and English`, () => {
      const german = linksInto(htmlOf(localizedUrl('de', route)), 'de', '/api/').sort();
      const english = linksInto(htmlOf(localizedUrl('en', route)), 'en', '/api/').sort();
      assert.deepEqual([...new Set(english)], [...new Set(german)]);
    });

    for (const locale of locales) {
      test(`${localizedUrl(locale, route)} opens with a paragraph in its language`, () => {
        const first = content(htmlOf(localizedUrl(locale, route))).querySelector('p');
        const text = first?.text.trim() ?? '';
        assert.ok(text.length >= 60, `an opening paragraph, found "${text}"`);
        const ownWords = text.match(languageMarkers[locale])?.length ?? 0;
        const otherWords = text.match(languageMarkers[locale === 'de' ? 'en' : 'de'])?.length ?? 0;
        assert.ok(ownWords > otherWords, `"${text.slice(0, 80)}…" reads as ${locale}`);
      });

      test(`${localizedUrl(locale, route)}: every API link names an existing operation`, () => {
        for (const href of linksInto(htmlOf(localizedUrl(locale, route)), locale, '/api/')) {
          const slug = href.replace(/^\/api\//, '').replace(/[#?].*$/, '');
          assert.ok(
            slug === 'introduction' || operationSlugs.includes(slug),
            `${href} is not an operation page`,
          );
        }
      });

      test(`${localizedUrl(locale, route)}: every glossary anchor it links exists`, () => {
        const glossary = htmlOf(localizedUrl(locale, '/docs/glossar/intro'));
        for (const href of linksInto(htmlOf(localizedUrl(locale, route)), locale, '/docs/glossar/intro#')) {
          const anchor = href.split('#')[1] ?? '';
          assert.ok(glossary.getElementById(anchor), `the glossary has no term #${anchor}`);
        }
      });
    }
  }
});

describe('glossary', () => {
  for (const locale of locales) {
    test(`the ${locale} glossary defines at least 30 terms, each with an anchor`, () => {
      const terms = content(htmlOf(localizedUrl(locale, '/docs/glossar/intro'))).querySelectorAll('h3[id]');
      assert.ok(terms.length >= 30, `${terms.length} terms`);
    });
  }
});
