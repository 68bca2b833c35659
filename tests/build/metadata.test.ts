import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';

import {settings} from '../../src/settings';
import {locales, type Locale} from '../../config/site';
import {all, assertBuilt, headOf, text} from '../lib/builtSite';
import {loadDescription, operationsOf} from '../lib/description';
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

describe('page not found', () => {
  for (const locale of locales) {
    test(`${localizedUrl(locale, '/404.html')}: not to be indexed`, () => {
      const robots = headOf(localizedUrl(locale, '/404.html')).querySelector('meta[name="robots"]');
      assert.match(robots?.getAttribute('content') ?? '', /\bnoindex\b/);
    });
  }
});

interface BreadcrumbList {
  '@type': string;
  itemListElement: Array<{'@type': string; position: number; name: string; item: string}>;
}

/** The localized name of each tag, as the sidebar shows it. */
function tagNames(locale: Locale): Map<string, string> {
  const {tags = []} = loadDescription(locale) as {tags?: Array<{name: string; 'x-displayName'?: string}>};
  return new Map(tags.map((tag) => [tag.name, tag['x-displayName'] ?? tag.name]));
}

describe('breadcrumb structured data of operation pages', () => {
  for (const locale of locales) {
    test(`${locale}: API reference → tag → operation`, () => {
      const names = tagNames(locale);
      const apiUrl = absolute(localizedUrl(locale, '/api'));
      const apiTitle = text(headOf(localizedUrl(locale, '/api')).querySelector('title')).replace(/ \| .*$/, '');
      const problems = operationsOf(locale).flatMap((operation) => {
        const url = localizedUrl(locale, `/api/${operation.slug}`);
        const root = headOf(url);
        const lists = all(root, 'script[type="application/ld+json"]')
          .map((script) => JSON.parse(script.textContent ?? '{}') as BreadcrumbList)
          .filter((data) => data['@type'] === 'BreadcrumbList');
        const trail = lists[0]?.itemListElement.map(({position, name, item}) => ({position, name, item}));
        const expected = [
          {position: 1, name: apiTitle, item: apiUrl},
          {position: 2, name: names.get(operation.tag) ?? operation.tag, item: `${apiUrl}#api-areas`},
          {position: 3, name: text(root.querySelector('title')).replace(/ \| .*$/, ''), item: absolute(url)},
        ];
        return lists.length === 1 && JSON.stringify(trail) === JSON.stringify(expected)
          ? []
          : [`${url}: ${lists.length} lists, ${JSON.stringify(trail)}`];
      });
      assert.deepEqual(problems, []);
    });
  }
});
