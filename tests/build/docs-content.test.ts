import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {locales, localePrefix, type Locale} from '../../config/site';
import {all, htmlOf, text} from '../lib/builtSite';
import {useBuiltSite} from '../lib/useBuiltSite';
import {localizedUrl, operationSlugs, specRoutes} from '../lib/routes';

/** Pages written by hand in both languages: guides, changelog and the two API pages we write. */
const contentRoutes = specRoutes.filter((route) => route !== '/');

/** Each page, parsed once: the tests below read every guide several times and in different orders. */
const pages = new Map<string, Document>();
function pageOf(locale: Locale, route: string): Document {
  const url = localizedUrl(locale, route);
  const page = pages.get(url) ?? htmlOf(url);
  pages.set(url, page);
  return page;
}

/** The written content of a page: a doc's markdown, or the article of a markdown page (the changelog). */
function content(root: Document): Element {
  const markdown = root.querySelector('.theme-doc-markdown') ?? root.querySelector('main article');
  assert.ok(markdown, 'the page has a content area');
  return markdown;
}

function headingIds(root: Document): string[] {
  return all(content(root), 'h2[id], h3[id]')
    .map((heading) => heading.id)
    .sort();
}

function linksInto(root: Document, locale: Locale, prefix: string): string[] {
  const base = `${localePrefix(locale)}${prefix}`;
  return all(content(root), 'a[href]')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith(base))
    .map((href) => href.slice(localePrefix(locale).length));
}

/** Words that only a German (or English) opening paragraph would use this often. */
const languageMarkers: Record<Locale, RegExp> = {
  de: /\b(und|der|die|das|Sie|mit|für|ein|eine)\b/g,
  en: /\b(and|the|you|with|for|a|an|to|of)\b/g,
};

/** Languages a writer marks as plain on purpose; Prism has no grammar for them. */
const plainLanguages = new Set(['text', 'txt', 'plaintext', 'none']);

useBuiltSite();

describe('code blocks in the guides', () => {
  for (const locale of locales) {
    test(`${locale}: every code block is highlighted`, () => {
      let blocks = 0;
      for (const route of contentRoutes) {
        for (const block of all(content(pageOf(locale, route)), 'pre.prism-code')) {
          const language = [...block.classList].find((name) => name.startsWith('language-'))?.slice(9);
          if (language !== undefined && plainLanguages.has(language)) continue;
          blocks += 1;
          assert.ok(
            block.querySelector('span.token:not(.plain)'),
            `${route}: a ${language ?? 'unmarked'} block without highlighting: "${text(block).slice(0, 60)}"`,
          );
        }
      }
      assert.ok(blocks > 0, 'the guides hold code blocks');
    });
  }
});

describe('Java samples in the guides', () => {
  // OkHttp refuses a request body on GET ("method GET must not have a request body").
  for (const locale of locales) {
    test(`${locale}: a GET in Java sends no body`, () => {
      let gets = 0;
      for (const route of contentRoutes) {
        for (const block of all(content(pageOf(locale, route)), 'pre.prism-code')) {
          const code = text(block);
          if (!code.includes('OkHttpClient') || !code.includes('.method("GET"')) continue;
          gets += 1;
          assert.match(code, /\.method\("GET", null\)/, `${route}: ${code.slice(0, 300)}`);
        }
      }
      assert.ok(gets > 0, 'the guides hold Java samples of GET requests');
    });
  }
});

describe('guides in both languages', () => {
  for (const route of contentRoutes) {
    test(`${route}: same heading ids in German and English`, () => {
      const german = headingIds(pageOf('de', route));
      const english = headingIds(pageOf('en', route));
      assert.deepEqual(english, german);
    });

    test(`${route}: same links into the API reference in German and English`, () => {
      const german = linksInto(pageOf('de', route), 'de', '/api/').sort();
      const english = linksInto(pageOf('en', route), 'en', '/api/').sort();
      assert.deepEqual([...new Set(english)], [...new Set(german)]);
    });

    for (const locale of locales) {
      test(`${localizedUrl(locale, route)} opens with a paragraph in its language`, () => {
        const first = content(pageOf(locale, route)).querySelector('p');
        const paragraph = text(first);
        assert.ok(paragraph.length >= 60, `an opening paragraph, found "${paragraph}"`);
        const ownWords = paragraph.match(languageMarkers[locale])?.length ?? 0;
        const otherWords = paragraph.match(languageMarkers[locale === 'de' ? 'en' : 'de'])?.length ?? 0;
        assert.ok(ownWords > otherWords, `"${paragraph.slice(0, 80)}…" reads as ${locale}`);
      });

      test(`${localizedUrl(locale, route)}: every API link names an existing operation`, () => {
        for (const href of linksInto(pageOf(locale, route), locale, '/api/')) {
          const slug = href.replace(/^\/api\//, '').replace(/[#?].*$/, '');
          assert.ok(
            slug === 'introduction' || operationSlugs.includes(slug),
            `${href} is not an operation page`,
          );
        }
      });

      test(`${localizedUrl(locale, route)}: every glossary anchor it links exists`, () => {
        const glossary = pageOf(locale, '/docs/glossar/intro');
        for (const href of linksInto(pageOf(locale, route), locale, '/docs/glossar/intro#')) {
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
      const terms = all(content(pageOf(locale, '/docs/glossar/intro')), 'h3[id]');
      assert.ok(terms.length >= 30, `${terms.length} terms`);
    });
  }
});
