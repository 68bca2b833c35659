import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import type {Browser, Page} from 'playwright-core';

import {locales, localePrefix, type Locale} from '../../scripts/lib/site';
import {launchBrowser, openPage} from '../lib/browser';
import {assertBuilt} from '../lib/builtSite';
import {operationsOf} from '../lib/description';
import {localizedUrl} from '../lib/routes';
import {startServer, type RunningServer} from '../lib/server';

/** What a reader types for "subscription", and an inflected form of it. */
const subscriptionQueries: Record<Locale, readonly string[]> = {
  de: ['Abonnement', 'Abonnements'],
  en: ['subscription', 'subscriptions'],
};

const subscriptionGuide = '/docs/guides/products/consumer_products';
const subscriptionOperations = operationsOf()
  .filter((operation) => operation.tag === 'Subscriptions')
  .map((operation) => `/api/${operation.slug}`);

/** Slugs a developer copies from a URL: a plain one, one with a numeric suffix, a long one. */
const sampleSlugs = [
  'create-subscription',
  'fetch-consumed-products-1',
  'returns-directory-for-a-file-exchange',
];

const ui: Record<Locale, {placeholder: string; everywhere: string; guides: string; api: string}> = {
  de: {placeholder: 'Suche', everywhere: 'Überall', guides: 'Leitfäden', api: 'API-Referenz'},
  en: {placeholder: 'Search', everywhere: 'Everywhere', guides: 'Guides', api: 'API reference'},
};

let server: RunningServer;
let browser: Browser;

before(async () => {
  assertBuilt();
  assert.equal(subscriptionOperations.length > 0, true, 'the description has subscription operations');
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** A result link as a route of its locale: `/en/api/x?_highlight=y#z` → `/api/x`. */
function routeOf(locale: Locale, href: string): string {
  const path = new URL(href, 'http://site').pathname.replace(/(.)\/$/, '$1');
  return path.slice(localePrefix(locale).length) || '/';
}

/** Routes listed on the results page for a query, best first. */
async function resultsFor(page: Page, locale: Locale, query: string, context = ''): Promise<string[]> {
  const params = new URLSearchParams({q: query});
  if (context) params.set('ctx', context);
  await page.goto(`${server.origin}${localizedUrl(locale, '/search')}?${params.toString()}`);
  const links = page.locator('.main-wrapper article h2 a');
  await links.first().waitFor({timeout: 15_000});
  return (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))).map(
    (href) => routeOf(locale, href),
  );
}

const searchBox = (page: Page) => page.locator('.navbar__search-input');
const suggestions = (page: Page) => page.locator('[role="listbox"] [role="option"]');

describe('search results', () => {
  for (const locale of locales) {
    for (const query of subscriptionQueries[locale]) {
      test(`${locale}: "${query}" finds the subscription guide and every subscription operation`, async () => {
        const {context, page, problems} = await openPage(browser, server.origin);
        try {
          const routes = await resultsFor(page, locale, query);
          for (const route of [subscriptionGuide, ...subscriptionOperations]) {
            assert.ok(routes.includes(route), `${route} among the results: ${routes.join(', ')}`);
          }
          assert.deepEqual(problems.foreignRequests, []);
          assert.deepEqual(problems.consoleErrors, []);
        } finally {
          await context.close();
        }
      });
    }

    test(`${locale}: an operation slug finds its page first`, async () => {
      const {context, page} = await openPage(browser, server.origin);
      try {
        for (const slug of sampleSlugs) {
          const routes = await resultsFor(page, locale, slug);
          assert.equal(routes[0], `/api/${slug}`, `first result for "${slug}"`);
        }
      } finally {
        await context.close();
      }
    });

    test(`${locale}: guides and API reference are separate contexts, "${ui[locale].everywhere}" searches both`, async () => {
      const {context, page} = await openPage(browser, server.origin);
      const query = subscriptionQueries[locale][0] ?? '';
      try {
        const guides = await resultsFor(page, locale, query, 'docs');
        assert.ok(
          guides.length > 0 && guides.every((route) => route.startsWith('/docs/')),
          guides.join(', '),
        );
        const api = await resultsFor(page, locale, query, 'api');
        assert.ok(api.length > 0 && api.every((route) => route.startsWith('/api')), api.join(', '));
        const everywhere = await resultsFor(page, locale, query);
        assert.ok(
          everywhere.some((route) => route.startsWith('/docs/')),
          'a guide among all results',
        );
        assert.ok(
          everywhere.some((route) => route.startsWith('/api/')),
          'an operation among all results',
        );
        const options = await page.locator('.main-wrapper select option').allTextContents();
        assert.deepEqual(options, [ui[locale].everywhere, ui[locale].guides, ui[locale].api]);
      } finally {
        await context.close();
      }
    });

    test(`${locale}: a result opens its page with the search term highlighted`, async () => {
      const {context, page} = await openPage(browser, server.origin);
      const query = subscriptionQueries[locale][0] ?? '';
      try {
        await resultsFor(page, locale, query);
        const guideLink = page.locator(
          `.main-wrapper article h2 a[href^="${localizedUrl(locale, subscriptionGuide)}"]`,
        );
        await guideLink.first().click();
        await page.waitForURL((url) => routeOf(locale, url.pathname) === subscriptionGuide);
        const marks = page.locator('article mark[data-markjs]');
        await marks.first().waitFor();
        const marked = await marks.allTextContents();
        assert.ok(
          marked.every((word) => word.toLowerCase().startsWith(query.toLowerCase().slice(0, 6))),
          marked.join(),
        );
      } finally {
        await context.close();
      }
    });
  }
});

describe('search box in the navbar', () => {
  for (const locale of locales) {
    test(`${locale}: the shortcut focuses the box, Enter opens the best hit with the term highlighted`, async () => {
      const {context, page, problems} = await openPage(browser, server.origin);
      try {
        await page.goto(`${server.origin}${localizedUrl(locale, '/api')}`, {waitUntil: 'networkidle'});
        assert.equal(await searchBox(page).getAttribute('placeholder'), ui[locale].placeholder);
        await page.keyboard.press('Control+k');
        await page.waitForFunction(() => document.activeElement?.classList.contains('navbar__search-input'));
        await page.keyboard.type('create-subscription');
        await suggestions(page).first().waitFor();
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => routeOf(locale, url.pathname) === '/api/create-subscription');
        assert.ok(
          new URL(page.url()).searchParams.getAll('_highlight').length > 0,
          'the terms travel in the URL',
        );
        await page.locator('article mark[data-markjs]').first().waitFor();
        assert.deepEqual(problems.consoleErrors, []);
      } finally {
        await context.close();
      }
    });

    test(`${locale}: after the page has loaded, a guide search works with every request blocked`, async () => {
      const {context, page} = await openPage(browser, server.origin);
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (/search-index[^/]*\.json/.test(request.url()))
          indexRequests.push(new URL(request.url()).pathname);
      });
      try {
        const guideIndex = page.waitForResponse((response) =>
          response.url().includes('search-index-docs.json'),
        );
        await page.goto(`${server.origin}${localizedUrl(locale, '/docs/intro')}`, {waitUntil: 'load'});
        // The reader never touches the search box before the network goes.
        await guideIndex;
        await page.waitForLoadState('networkidle');
        assert.deepEqual(
          indexRequests,
          [`${localePrefix(locale)}/search-index-docs.json`],
          'only the guide index',
        );

        await context.route('**/*', (route) => route.abort('internetdisconnected'));
        await searchBox(page).fill(subscriptionQueries[locale][1] ?? '');
        await suggestions(page).first().waitFor({timeout: 10_000});
        assert.ok((await suggestions(page).count()) > 0, 'suggestions without network');
      } finally {
        await context.close();
      }
    });
  }
});
