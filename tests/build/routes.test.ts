import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';

import {buildDir, locales, type Locale} from '../../config/site';
import {fileForUrl, headingOf, htmlOf} from '../lib/builtSite';
import {useBuiltSite} from '../lib/useBuiltSite';
import {allPages, localizedUrl} from '../lib/routes';

const htmlLang: Record<Locale, string> = {de: 'de-DE', en: 'en-US'};

/** Every URL the build answers with a page of its own (not the 404 page). */
function builtUrls(): Set<string> {
  const urls = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const relative = path.relative(buildDir, full).split(path.sep).join('/');
        urls.add(`/${relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`);
      }
    }
  };
  walk(buildDir);
  return urls;
}

useBuiltSite();

describe('every route of the route list', () => {
  for (const page of allPages) {
    test(`${page.url} has its own page in ${page.locale}`, () => {
      const root = headingOf(page.url);
      assert.equal(root.documentElement.getAttribute('lang'), htmlLang[page.locale]);
      const heading = root.querySelector('main h1, article h1, header h1');
      assert.notEqual(heading, null, 'the page has a heading');
    });
  }
});

describe('no page beyond the route list', () => {
  test('the build holds exactly the listed pages in both locales', () => {
    const expected = new Set(allPages.map((page) => page.url));
    const built = builtUrls();
    // A folder route like /docs/guides/ is served from docs/guides/index.html.
    const normalise = (url: string): string => (url.length > 1 ? url.replace(/\/$/, '') : url);
    const expectedNormalised = new Set([...expected].map(normalise));
    const extra = [...built].map(normalise).filter((url) => !expectedNormalised.has(url));
    const missing = [...expectedNormalised].filter((url) => !new Set([...built].map(normalise)).has(url));
    assert.deepEqual(extra, [], 'pages that are not in the route list');
    assert.deepEqual(missing, [], 'routes without a page');
  });

  for (const locale of locales) {
    test(`a made-up path has no page in ${locale}, and the ${locale} 404 page exists`, () => {
      assert.equal(fileForUrl(localizedUrl(locale, '/docs/no-such-page')), undefined);
      assert.equal(fileForUrl(localizedUrl(locale, '/api/no-such-operation')), undefined);
      const notFound = htmlOf(localizedUrl(locale, '/404.html'));
      assert.equal(notFound.documentElement.getAttribute('lang'), htmlLang[locale]);
    });
  }
});
