import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import type {Browser, Page} from 'playwright-core';

import {locales, localePrefix, type Locale} from '../../config/site';
import {launchBrowser, openPage, watchStartUp} from '../lib/browser';
import {assertBuilt, htmlOf, text} from '../lib/builtSite';
import {operationsOf} from '../lib/description';
import {localizedUrl} from '../lib/routes';
import {gotoHydrated} from '../lib/siteInBrowser';
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

const inSection = (route: string, section: string): boolean =>
  route === `/${section}` || route.startsWith(`/${section}/`);

const resultLinks = '.main-wrapper article h2 a';
const excerptsSelector = '.main-wrapper article p[class*="searchResultItemSummary"]';

/**
 * Routes listed on the results page for a query, best first. The page searches once it has hydrated, in the
 * context of the URL, and lists the results as soon as the index is in; it lists them again when the section
 * texts have followed (the index alone ranks them), so the list is read once no excerpt waits for its text.
 */
async function resultsFor(page: Page, locale: Locale, query: string, context = ''): Promise<string[]> {
  const params = new URLSearchParams({q: query});
  if (context) params.set('ctx', context);
  await page.goto(`${server.origin}${localizedUrl(locale, '/search')}?${params.toString()}`);
  await page.waitForFunction(
    ({links, excerpts}) =>
      document.documentElement.dataset.hasHydrated === 'true' &&
      document.querySelector(links) !== null &&
      [...document.querySelectorAll(excerpts)].every((excerpt) => excerpt.textContent !== '\u00a0'),
    {links: resultLinks, excerpts: excerptsSelector},
    {timeout: 15_000},
  );
  return (
    await page.locator(resultLinks).evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))
  ).map((href) => routeOf(locale, href));
}

/** The results page's routes once they satisfy a condition, e.g. after switching the context. */
async function waitForResults(
  page: Page,
  locale: Locale,
  condition: (routes: string[]) => boolean,
): Promise<string[]> {
  let routes: string[] = [];
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    routes = (
      await page
        .locator(resultLinks)
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))
    ).map((href) => routeOf(locale, href));
    if (routes.length > 0 && condition(routes)) return routes;
    await page.waitForTimeout(200);
  }
  assert.fail(`results never matched: ${routes.join(', ')}`);
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

    test(`${locale}: an operation slug finds its page among the first ten results`, async () => {
      const {context, page} = await openPage(browser, server.origin);
      try {
        for (const slug of sampleSlugs) {
          const routes = await resultsFor(page, locale, slug);
          assert.ok(
            routes.slice(0, 10).includes(`/api/${slug}`),
            `"${slug}": ${routes.slice(0, 10).join(', ')}`,
          );
        }
      } finally {
        await context.close();
      }
    });

    test(`${locale}: guides and API reference are separate contexts, "${ui[locale].everywhere}" searches both`, async () => {
      const {context, page} = await openPage(browser, server.origin);
      const query = subscriptionQueries[locale][0] ?? '';
      try {
        const everywhere = await resultsFor(page, locale, query);
        assert.ok(
          everywhere.some((route) => route.startsWith('/docs/')),
          'a guide among all results',
        );
        assert.ok(
          everywhere.some((route) => route.startsWith('/api/')),
          'an operation among all results',
        );
        const select = page.locator('.main-wrapper select');
        assert.deepEqual(await select.locator('option').allTextContents(), [
          ui[locale].everywhere,
          ui[locale].guides,
          ui[locale].api,
        ]);
        for (const section of ['docs', 'api']) {
          await select.selectOption(section);
          await waitForResults(page, locale, (routes) => routes.every((route) => inSection(route, section)));
        }
      } finally {
        await context.close();
      }
    });

    test(`${locale}: the results page lists pages before the section texts are in, then their excerpts`, async () => {
      const {context, page} = await openPage(browser, server.origin);
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await context.route(/search-index[^/]*\.texts\.json/, async (route) => {
        await held;
        await route.continue();
      });
      const query = subscriptionQueries[locale][0] ?? '';
      const excerpts = page.locator(excerptsSelector);
      try {
        await page.goto(`${server.origin}${localizedUrl(locale, '/search')}?q=${encodeURIComponent(query)}`);
        await page.locator(resultLinks).first().waitFor({timeout: 15_000});
        const blank = (texts: string[]): number => texts.filter((excerpt) => excerpt === '\u00a0').length;
        // Descriptions have their text in the index; sections wait for theirs on a blank line.
        assert.ok(blank(await excerpts.allTextContents()) > 0, 'sections without their text yet');
        release();
        await page.waitForFunction(
          (selector) =>
            [...document.querySelectorAll(selector)].every((excerpt) => excerpt.textContent !== '\u00a0'),
          excerptsSelector,
          {timeout: 15_000},
        );
        const shown = await excerpts.allTextContents();
        assert.ok(
          shown.every((excerpt) => excerpt.trim().length > 20),
          `every excerpt has its text: ${shown.join(' | ')}`,
        );
        const marked = await page.locator(`${excerptsSelector} mark`).allTextContents();
        assert.ok(
          marked.some((word) => word.toLowerCase().includes(query.toLowerCase().slice(0, 5))),
          `the excerpts mark the query: ${marked.join(', ')}`,
        );
      } finally {
        release();
        await context.close();
      }
    });

    test(`${locale}: a results page for the API reference loads the API reference's index, not everything's first`, async () => {
      const {context, page} = await openPage(browser, server.origin);
      const indexesAsked: string[] = [];
      page.on('request', (request) => {
        const file = /\/(search-index[^/]*\.json)$/.exec(new URL(request.url()).pathname)?.[1];
        if (file) indexesAsked.push(file);
      });
      const query = subscriptionQueries[locale][0] ?? '';
      try {
        await page.goto(
          `${server.origin}${localizedUrl(locale, '/search')}?q=${encodeURIComponent(query)}&ctx=api`,
        );
        await waitForResults(
          page,
          locale,
          (routes) => routes.length > 0 && routes.every((route) => inSection(route, 'api')),
        );
        // The navbar's box loads the index of everything too, but only when the page is idle.
        assert.equal(
          indexesAsked[0],
          'search-index-api.json',
          `indexes in the order asked: ${indexesAsked.join(', ')}`,
        );
      } finally {
        await context.close();
      }
    });

    test(`${locale}: a result opens its page with the search term highlighted`, async () => {
      const {context, page} = await openPage(browser, server.origin);
      const query = subscriptionQueries[locale][0] ?? '';
      try {
        await resultsFor(page, locale, query);
        const guideLink = page.locator(`${resultLinks}[href^="${localizedUrl(locale, subscriptionGuide)}"]`);
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

/** One query of each kind issue 22 names, as a developer types it, and a page it must bring up. */
const kindsOfQuery: Record<Locale, {kind: string; query: string; page: string; first?: boolean}[]> = {
  de: [
    {kind: 'operationId', query: 'createSubscription', page: '/api/create-subscription', first: true},
    {kind: 'method and path', query: 'POST /v1/subscriptions', page: '/api/create-subscription', first: true},
    {kind: 'field name', query: 'ipAllowlist', page: '/api/create-access'},
    {kind: 'synonym', query: 'Paginierung', page: '/docs/advanced-guides/intro'},
    {kind: 'typo', query: 'Dateiaustauch', page: '/docs/guides/filesharing'},
    {kind: 'compound part', query: 'Austausch', page: '/docs/guides/filesharing'},
  ],
  en: [
    {kind: 'operationId', query: 'createSubscription', page: '/api/create-subscription', first: true},
    {kind: 'method and path', query: 'POST /v1/subscriptions', page: '/api/create-subscription', first: true},
    {kind: 'field name', query: 'ipAllowlist', page: '/api/create-access'},
    {kind: 'synonym', query: 'pagination', page: '/docs/advanced-guides/intro'},
    {kind: 'typo', query: 'file exchnge', page: '/docs/guides/filesharing'},
    {kind: 'compound part', query: 'filesharing', page: '/docs/guides/filesharing'},
  ],
};

const queryLabel: Record<Locale, string> = {de: 'Suchbegriffe', en: 'Search terms'};

describe('search results for what developers type', () => {
  for (const locale of locales) {
    test(`${locale}: operationId, path, field, synonym, typo and compound part each find their page`, async () => {
      const {context, page} = await openPage(browser, server.origin);
      try {
        for (const {kind, query, page: expected, first} of kindsOfQuery[locale]) {
          const routes = [...new Set(await resultsFor(page, locale, query))];
          if (first)
            assert.equal(routes[0], expected, `${kind} "${query}": ${routes.slice(0, 5).join(', ')}`);
          else
            assert.ok(
              routes.slice(0, 5).includes(expected),
              `${kind} "${query}": ${routes.slice(0, 5).join(', ')}`,
            );
        }
      } finally {
        await context.close();
      }
    });

    test(`${locale}: the results page is a <main> landmark with a labelled search field`, async () => {
      const {context, page} = await openPage(browser, server.origin);
      try {
        await resultsFor(page, locale, subscriptionQueries[locale][0] ?? '');
        const field = page.getByRole('main').getByRole('searchbox', {name: queryLabel[locale], exact: true});
        assert.equal(await field.inputValue(), subscriptionQueries[locale][0]);
        assert.equal(await page.locator('main').count(), 1, 'one main landmark');
      } finally {
        await context.close();
      }
    });
  }
});

describe('search box in the navbar', () => {
  for (const locale of locales) {
    test(`${locale}: the shortcut focuses the box, a suggestion opens its page with the terms highlighted`, async () => {
      const {context, page, problems} = await openPage(browser, server.origin);
      try {
        // Network idle alone is no sign of hydration: on a busy machine the page may not have asked for its
        // scripts yet, and before hydration the shortcut has no listener (CI, 2026-11-25: 30 s without focus).
        await gotoHydrated(page, `${server.origin}${localizedUrl(locale, '/api')}`);
        assert.equal(await searchBox(page).getAttribute('placeholder'), ui[locale].placeholder);
        // Until a reader reaches for it, the box is a stand-in (src/theme/SearchBar): the shortcut must work on it.
        await page.keyboard.press('Control+k');
        await page.waitForFunction(() => document.activeElement?.classList.contains('navbar__search-input'));
        await page.keyboard.type('create-subscription');
        const heading = text(
          htmlOf(localizedUrl(locale, '/api/create-subscription')).querySelector('article h1'),
        );
        await suggestions(page).filter({hasText: heading}).first().click();
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

    test(`${locale}: a query typed before the page has hydrated brings up suggestions once it has`, async () => {
      const {context, page} = await openPage(browser, server.origin);
      let release = (): void => undefined;
      const typed = new Promise<void>((resolve) => (release = resolve));
      // The page's scripts wait until the reader has typed, as on a slow phone.
      await page.route(/\/assets\/js\/main\.[\w]+\.js$/, async (route) => {
        await typed;
        await route.continue();
      });
      try {
        await page.goto(`${server.origin}${localizedUrl(locale, '/docs/intro')}`, {
          waitUntil: 'domcontentloaded',
        });
        await searchBox(page).focus();
        await page.keyboard.type(subscriptionQueries[locale][1] ?? '');
        assert.notEqual(
          await page.evaluate(() => document.documentElement.dataset.hasHydrated),
          'true',
          'typed before hydration',
        );
        release();
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        await suggestions(page).first().waitFor({timeout: 10_000});
        assert.equal(await searchBox(page).inputValue(), subscriptionQueries[locale][1], 'the text typed');
      } finally {
        release();
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
        // The index, and its texts, which the worker fetches once the index is in.
        const guideIndex = ['search-index-docs.json', 'search-index-docs.texts.json'].map((file) =>
          page.waitForResponse((response) => response.url().includes(file)),
        );
        const startUp = watchStartUp(page);
        await page.goto(`${server.origin}${localizedUrl(locale, '/docs/intro')}`, {waitUntil: 'load'});
        // The reader never touches the search box before the network goes.
        await Promise.all(guideIndex);
        await startUp.settled();
        startUp.stop();
        assert.deepEqual(
          indexRequests.sort(),
          [
            `${localePrefix(locale)}/search-index-docs.json`,
            `${localePrefix(locale)}/search-index-docs.texts.json`,
          ],
          'only the guide index and its texts',
        );

        await context.route('**/*', (route) => route.abort('internetdisconnected'));
        // Filling focuses the stand-in and types at once, before the plugin's box has replaced it: the text must
        // carry over into that box and bring up its suggestions.
        await searchBox(page).fill(subscriptionQueries[locale][1] ?? '');
        await suggestions(page).first().waitFor({timeout: 10_000});
        assert.ok((await suggestions(page).count()) > 0, 'suggestions without network');
        assert.equal(await searchBox(page).inputValue(), subscriptionQueries[locale][1], 'the text typed');
      } finally {
        await context.close();
      }
    });
  }
});
