/**
 * The error catalogue in the browser: a crashing page shows the theme's crash page in the page language
 * with a working "Try again" button; a page whose code fails to load shows the error with a Retry button
 * that loads it again; and a browser without usable local storage logs a warning, keeps the site working and
 * stores no preference.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {ConsoleMessage} from 'playwright-core';

import {locales, type Locale} from '../../config/site';
import {settings} from '../../src/settings';
import {htmlOf, listedScripts} from '../lib/builtSite';
import {openPage} from '../lib/browser';
import {localizedUrl} from '../lib/routes';
import {gotoHydrated, useSiteInBrowser, waitForHydration, waitForRoute} from '../lib/siteInBrowser';

const site = useSiteInBrowser();

/** The theme's own German and English texts of its crash page. */
const crashPage: Record<Locale, {title: string; tryAgain: string}> = {
  de: {title: 'Die Seite ist abgestürzt.', tryAgain: 'Nochmal versuchen'},
  en: {title: 'This page crashed.', tryAgain: 'Try again'},
};

const crashMessage = 'Simulated crash while formatting a date';

/**
 * Makes `new Intl.DateTimeFormat()` throw while `window.crashDates` is true. The docs page formats its
 * "last updated" date with it while rendering, so the page crashes during hydration.
 */
const crashingDatesScript = `
  window.crashDates = true;
  const OriginalDateTimeFormat = Intl.DateTimeFormat;
  Intl.DateTimeFormat = new Proxy(OriginalDateTimeFormat, {
    construct(target, args) {
      if (window.crashDates) throw new Error(${JSON.stringify(crashMessage)});
      return Reflect.construct(target, args);
    },
  });
`;

describe('page crash', () => {
  for (const locale of locales) {
    test(`${locale}: "${crashPage[locale].title}" with the error, and "${crashPage[locale].tryAgain}" renders again`, async () => {
      const {context, page} = await openPage(site.browser, site.origin);
      try {
        await page.addInitScript(crashingDatesScript);
        await gotoHydrated(page, `${site.origin}${localizedUrl(locale, '/docs/guides/team')}`);
        const main = page.locator('main');
        await main
          .getByRole('heading', {name: crashPage[locale].title, exact: true})
          .waitFor({state: 'visible'});
        await main.getByText(crashMessage).first().waitFor({state: 'visible'});
        assert.equal(await page.locator('nav.navbar').count(), 1, 'the navbar stays usable');

        await page.evaluate(() => ((window as unknown as {crashDates: boolean}).crashDates = false));
        await main.getByRole('button', {name: crashPage[locale].tryAgain, exact: true}).click();
        await page.locator('article h1', {hasText: 'Team'}).waitFor({state: 'visible'});
        assert.equal(
          await page.getByRole('heading', {name: crashPage[locale].title}).count(),
          0,
          'crash page gone',
        );
      } finally {
        await context.close();
      }
    });
  }
});

/** The texts of src/theme/Loading when a page's code failed to load. */
const loadFailure: Record<Locale, {title: string; retry: string}> = {
  de: {title: 'Diese Seite konnte nicht geladen werden.', retry: 'Erneut versuchen'},
  en: {title: 'This page could not be loaded.', retry: 'Retry'},
};

/**
 * The app's own scripts (runtime and main bundle): those every page lists, a guide, the home page and an
 * operation page alike. Every other script a page lists or requests is its route code.
 */
function appScripts(locale: Locale): Set<string> {
  const [first = [], ...others] = ['/', '/docs/guides/team', '/api/create-subscription'].map((route) =>
    listedScripts(htmlOf(localizedUrl(locale, route))),
  );
  return new Set(first.filter((script) => others.every((list) => list.includes(script))));
}

/*
 * Docusaurus also has a spinner for route code that takes longer than 200 ms, but never mounts a route
 * before its code has arrived: the first visit keeps the server-rendered page on screen until then, a
 * navigation keeps the old page and shows the progress bar (loading.test.ts). So no reader can see it, and
 * src/theme/Loading renders nothing in that state.
 */
describe('page code that fails to load', () => {
  for (const locale of locales) {
    test(`${locale}: "${loadFailure[locale].title}" with the error, and "${loadFailure[locale].retry}" loads the page again`, async () => {
      const {context, page} = await openPage(site.browser, site.origin);
      try {
        const url = localizedUrl(locale, '/docs/guides/team');
        const entry = appScripts(locale);
        assert.ok(entry.size > 0, `the pages share the app's scripts`);
        assert.ok(
          listedScripts(htmlOf(url)).some((script) => !entry.has(script)),
          `the HTML of ${url} starts its route code too`,
        );
        // The network fails for the page's route code after its HTML and main bundle have arrived.
        let failRouteCode = true;
        const failed: string[] = [];
        await page.route('**/assets/js/**', (route) => {
          const path = new URL(route.request().url()).pathname;
          if (!failRouteCode || entry.has(path)) return route.continue();
          failed.push(path);
          return route.abort('failed');
        });
        await gotoHydrated(page, `${site.origin}${url}`);
        const box = page
          .getByRole('alert')
          .filter({has: page.getByRole('heading', {name: loadFailure[locale].title, exact: true})});
        await box.waitFor({state: 'visible'});
        const shown = await box.innerText();
        assert.ok(
          failed.some((path) => shown.includes(path)),
          `the box names a chunk that failed (${failed.join(', ')}); it says: ${shown}`,
        );
        await page.evaluate(() => ((window as unknown as {documentMark: boolean}).documentMark = true));

        failRouteCode = false;
        const reload = page.waitForEvent('load');
        await box.getByRole('button', {name: loadFailure[locale].retry, exact: true}).click();
        await reload;
        await waitForHydration(page);
        await page.locator('article h1', {hasText: 'Team'}).waitFor({state: 'visible'});
        assert.equal(
          await page.evaluate(() => (window as unknown as {documentMark?: boolean}).documentMark),
          undefined,
          'Retry loaded the page anew',
        );
        assert.equal(
          await page.getByRole('heading', {name: loadFailure[locale].title}).count(),
          0,
          'the error is gone',
        );
      } finally {
        await context.close();
      }
    });
  }
});

/** Every access to `window.localStorage` throws, as in a browser that forbids site storage. */
const storageDeniedScript = `
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access to storage is not allowed from this context.', 'SecurityError');
    },
  });
`;

describe('local storage unavailable', () => {
  for (const locale of locales) {
    test(`${locale}: a warning is logged, the site works and no preference is stored`, async () => {
      const {context, page, problems} = await openPage(site.browser, site.origin);
      try {
        const warnings: string[] = [];
        page.on('console', (message: ConsoleMessage) => {
          if (message.type() === 'warning') warnings.push(message.text());
        });
        await page.addInitScript(storageDeniedScript);
        const url = `${site.origin}${localizedUrl(locale, '/docs/guides/team')}`;
        await gotoHydrated(page, url);
        assert.ok(
          warnings.some((warning) => /storage is not available/i.test(warning)),
          `a warning about the storage; got: ${JSON.stringify(warnings)}`,
        );

        // Preferences still work for the visit.
        await page.locator('.navbar button[class*="toggleButton"]').click();
        await page.locator('.navbar button[class*="toggleButton"]').click();
        assert.equal(
          await page.locator('html').getAttribute('data-theme'),
          'dark',
          'dark mode for this visit',
        );
        const bar = page.getByRole('banner').filter({hasText: settings.announcement.text[locale]});
        await bar.getByRole('button').click();
        await bar.waitFor({state: 'detached'});
        await page.locator('nav.navbar').getByRole('link', {name: 'Changelog', exact: true}).click();
        await waitForRoute(page, localizedUrl(locale, '/changelog'));

        // Nothing was kept: a reload starts over, and the real storage of the origin is empty.
        await page.goto(url);
        await waitForHydration(page);
        assert.equal(await page.locator('html').getAttribute('data-theme'), 'light', 'colour mode not kept');
        await bar.waitFor({state: 'visible'});
        const storagePage = await context.newPage();
        await storagePage.goto(`${site.origin}/img/logo.svg`);
        assert.equal(await storagePage.evaluate(() => localStorage.length), 0, 'nothing in local storage');
        assert.deepEqual(problems.consoleErrors, []);
      } finally {
        await context.close();
      }
    });
  }
});
