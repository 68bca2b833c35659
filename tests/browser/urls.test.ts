/**
 * `.html` and `/index.html` forms of a route show the page, both through the host's redirect and when a
 * host serves the file under that name; a made-up path shows the not-found page in the path's language.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, test} from 'node:test';

import {locales, type Locale} from '../../config/site';
import {openPage} from '../lib/browser';
import {fileForUrl} from '../lib/builtSite';
import {localizedUrl} from '../lib/routes';
import {useSiteInBrowser, waitForHydration} from '../lib/siteInBrowser';

const site = useSiteInBrowser();

const notFound: Record<Locale, {title: string; lang: string}> = {
  de: {title: 'Seite nicht gefunden', lang: 'de-DE'},
  en: {title: 'Page Not Found', lang: 'en-US'},
};

const introTitle: Record<Locale, RegExp> = {de: /^Einführung$/, en: /^Introduction$/};

describe('URL forms', () => {
  for (const locale of locales) {
    const intro = localizedUrl(locale, '/docs/intro');
    const forms = [
      {suffixed: `${intro}/index.html`, normalised: `${intro}/`},
      {suffixed: `${intro}.html`, normalised: intro},
    ];
    for (const {suffixed, normalised} of forms) {
      test(`${suffixed} redirects to ${normalised}, which shows the page`, async () => {
        const {context, page} = await openPage(site.browser, site.origin);
        try {
          const response = await page.goto(`${site.origin}${suffixed}`);
          assert.equal(response?.status(), 200);
          assert.equal(new URL(page.url()).pathname, normalised);
          await waitForHydration(page);
          assert.match((await page.locator('main h1').first().textContent()) ?? '', introTitle[locale]);
          assert.equal(
            await page.getByRole('heading', {name: notFound[locale].title}).count(),
            0,
            'not the 404',
          );
        } finally {
          await context.close();
        }
      });

      test(`${suffixed} served as is by a host without redirects shows the page`, async () => {
        const {context, page} = await openPage(site.browser, site.origin);
        try {
          const file = fileForUrl(intro);
          assert.ok(file, `the build has ${intro}`);
          // The client router must recognise the suffixed path as the route itself.
          await page.route(`${site.origin}${suffixed}`, (route) =>
            route.fulfill({status: 200, contentType: 'text/html', body: fs.readFileSync(file)}),
          );
          await page.goto(`${site.origin}${suffixed}`);
          await waitForHydration(page);
          assert.equal(new URL(page.url()).pathname, suffixed, 'no redirect was involved');
          await page.locator('main h1').first().waitFor({state: 'visible'});
          assert.match((await page.locator('main h1').first().textContent()) ?? '', introTitle[locale]);
          assert.equal(
            await page.getByRole('heading', {name: notFound[locale].title}).count(),
            0,
            'not the 404',
          );
          // React logs a recoverable hydration mismatch here (parts of the HTML depend on the path); what
          // counts is that the router recognises the suffixed path as the page.
        } finally {
          await context.close();
        }
      });
    }

    const madeUp = localizedUrl(locale, '/docs/no-such-page');
    test(`${madeUp} shows the not-found page in ${locale}`, async () => {
      const {context, page} = await openPage(site.browser, site.origin);
      try {
        const response = await page.goto(`${site.origin}${madeUp}`);
        assert.equal(response?.status(), 404);
        await waitForHydration(page);
        await page.getByRole('heading', {name: notFound[locale].title}).waitFor({state: 'visible'});
        assert.equal(await page.locator('html').getAttribute('lang'), notFound[locale].lang);
      } finally {
        await context.close();
      }
    });

    test(`a link to a made-up path inside the ${locale} site shows the not-found page`, async () => {
      const {context, page} = await openPage(site.browser, site.origin);
      try {
        await page.goto(`${site.origin}${localizedUrl(locale, '/')}`);
        await waitForHydration(page);
        // Client-side navigation, as a stale link inside the app would do it.
        await page.evaluate((path) => {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, madeUp);
        await page.getByRole('heading', {name: notFound[locale].title}).waitFor({state: 'visible'});
      } finally {
        await context.close();
      }
    });
  }
});
