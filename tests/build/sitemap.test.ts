import assert from 'node:assert/strict';
import fs from 'node:fs';
import {after, before, describe, test} from 'node:test';
import {XMLParser} from 'fast-xml-parser';

import {settings} from '../../src/settings';
import {locales, localePrefix, type Locale} from '../../config/site';
import {assertBuilt, fileForUrl} from '../lib/builtSite';
import {extraRoutes, indexableRoutes, localizedUrl, pagesOf} from '../lib/routes';
import {startServer, type RunningServer} from '../lib/server';

const hreflang: Record<Locale, string> = {de: 'de-DE', en: 'en-US'};

interface SitemapEntry {
  loc: string;
  alternates: Map<string, string>;
}

const xhtml = 'http://www.w3.org/1999/xhtml';

interface XmlUrl {
  loc?: string;
  [link: string]: unknown;
}

function sitemapOf(locale: Locale): SitemapEntry[] {
  const file = fileForUrl(`${localePrefix(locale)}/sitemap.xml`);
  assert.ok(file, `a sitemap for ${locale}`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name, _path, _leaf, isAttribute) => !isAttribute && (name === 'url' || name.endsWith(':link')),
  });
  const {urlset} = parser.parse(fs.readFileSync(file, 'utf8')) as {urlset: Record<string, unknown>};
  // The alternates are XHTML links, found by their namespace whatever prefix the sitemap binds to it.
  const binding = Object.keys(urlset).find((name) => name.startsWith('xmlns:') && urlset[name] === xhtml);
  const link = `${binding?.slice('xmlns:'.length)}:link`;
  return ((urlset.url ?? []) as XmlUrl[]).map((url) => ({
    loc: String(url.loc ?? '').trim(),
    alternates: new Map(
      ((url[link] ?? []) as Array<{hreflang?: string; href?: string}>).map((alternate) => [
        alternate.hreflang ?? '',
        alternate.href ?? '',
      ]),
    ),
  }));
}

/** `https://host/en/api/` → `/en/api`: sitemap URLs and route URLs compare without trailing slash. */
function pathOf(url: string): string {
  assert.ok(url.startsWith(`${settings.siteUrl}/`), `${url} is on ${settings.siteUrl}`);
  const path = url.slice(settings.siteUrl.length);
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

const normalise = (url: string): string => (url.length > 1 ? url.replace(/\/$/, '') : url);

let server: RunningServer;

before(async () => {
  assertBuilt();
  server = await startServer();
});

after(async () => {
  await server?.close();
});

describe('sitemaps', () => {
  for (const locale of locales) {
    test(`${locale}: lists every page of the locale, and no search page`, () => {
      const listed = new Set(sitemapOf(locale).map((entry) => pathOf(entry.loc)));
      const expected = pagesOf(indexableRoutes)
        .filter((page) => page.locale === locale)
        .map((page) => normalise(page.url));
      assert.deepEqual([...listed].sort(), [...new Set(expected)].sort());
      for (const route of extraRoutes) {
        assert.ok(!listed.has(normalise(localizedUrl(locale, route))), `${route} is not in the sitemap`);
      }
    });

    test(`${locale}: every URL names itself and its counterparts in all locales as alternates`, () => {
      const otherSitemaps = new Map(
        locales.map((other) => [other, new Set(sitemapOf(other).map((entry) => entry.loc))]),
      );
      for (const {loc, alternates} of sitemapOf(locale)) {
        assert.equal(alternates.get(hreflang[locale]), loc, `${loc} is its own ${hreflang[locale]} alternate`);
        for (const other of locales) {
          const alternate = alternates.get(hreflang[other]);
          assert.ok(alternate, `${loc} has a ${hreflang[other]} alternate`);
          assert.ok(otherSitemaps.get(other)?.has(alternate), `${alternate} is in the ${other} sitemap`);
        }
        assert.equal(alternates.get('x-default'), alternates.get(hreflang.de), `${loc}: x-default is German`);
      }
    });

    test(`${locale}: every URL answers with a page`, async () => {
      const failures: string[] = [];
      for (const {loc} of sitemapOf(locale)) {
        // The test server answers unknown paths with the 404 page and status 404, as a static host does.
        const response = await fetch(`${server.origin}${loc.slice(settings.siteUrl.length)}`, {redirect: 'manual'});
        await response.arrayBuffer();
        const type = response.headers.get('content-type') ?? '';
        if (response.status !== 200 || !type.startsWith('text/html')) failures.push(`${loc}: ${response.status} ${type}`);
      }
      assert.deepEqual(failures, []);
    });
  }
});

describe('robots.txt', () => {
  test('allows crawling and names the sitemap of every locale', () => {
    const file = fileForUrl('/robots.txt');
    assert.ok(file, 'robots.txt at the site root');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    assert.ok(lines.includes('User-agent: *'));
    assert.ok(!lines.includes('Disallow: /'), 'nothing is blocked');
    const sitemaps = lines.filter((line) => line.startsWith('Sitemap: ')).map((line) => line.slice(9));
    assert.deepEqual(
      sitemaps,
      locales.map((locale) => `${settings.siteUrl}${localePrefix(locale)}/sitemap.xml`),
    );
    for (const url of sitemaps) assert.ok(fileForUrl(pathOf(url)), `${url} exists in the build`);
  });
});
