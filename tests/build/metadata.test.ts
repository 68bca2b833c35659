import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';

import {settings} from '../../src/settings';
import {locales, type Locale} from '../../scripts/lib/site';
import {all, assertBuilt, headOf, text} from '../lib/builtSite';
import {allPages, localizedUrl} from '../lib/routes';

const htmlLang: Record<Locale, string> = {de: 'de-DE', en: 'en-US'};

/** Absolute URL of a page; `/api` and `/api/` name the same page, so the trailing slash is dropped. */
function absolute(url: string): string {
  return `${settings.siteUrl}${url}`.replace(/(.)\/$/, '$1');
}

function withoutTrailingSlash(url: string | null | undefined): string | undefined {
  return url?.replace(/(.)\/$/, '$1');
}

before(assertBuilt);

describe('page metadata', () => {
  // Both tests of a page run one after the other, so the page is parsed once.
  for (const page of allPages) {
    test(`${page.url}: title, alternates, canonical and generator`, () => {
      const root = headOf(page.url);
      const title = text(root.querySelector('title'));
      assert.match(title, / \| /, 'page title and site title are joined with " | "');
      assert.ok(title.endsWith(` | ${settings.brandName}`), `title "${title}" ends with the site title`);

      const alternates = new Map(
        all(root, 'link[rel="alternate"][hreflang]').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
      for (const locale of locales) {
        assert.equal(
          withoutTrailingSlash(alternates.get(htmlLang[locale])),
          absolute(localizedUrl(locale, page.route)),
        );
      }
      assert.equal(withoutTrailingSlash(alternates.get('x-default')), absolute(localizedUrl('de', page.route)));

      assert.equal(
        withoutTrailingSlash(root.querySelector('link[rel="canonical"]')?.getAttribute('href')),
        absolute(page.url),
      );
      assert.match(
        root.querySelector('meta[name="generator"]')?.getAttribute('content') ?? '',
        /^Docusaurus v3\.\d+\.\d+$/,
      );
    });

    test(`${page.url}: description, Open Graph title, description and URL`, () => {
      const root = headOf(page.url);
      const meta = (selector: string): string =>
        root.querySelector(`meta[${selector}]`)?.getAttribute('content')?.trim() ?? '';
      const description = meta('name="description"');
      assert.ok(description.length >= 20, `a description, found "${description}"`);
      assert.equal(meta('property="og:description"'), description);
      assert.equal(meta('property="og:title"'), text(root.querySelector('title')));
      assert.equal(
        withoutTrailingSlash(meta('property="og:url"')),
        withoutTrailingSlash(root.querySelector('link[rel="canonical"]')?.getAttribute('href')),
      );
    });
  }
});
