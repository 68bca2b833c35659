/**
 * Getting around: navbar items, the locale switch, the version dropdown, the mobile layout at 996 px and
 * the desktop layout at 997 px, the skip link and the breadcrumbs, in both locales.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';

import {locales, type Locale} from '../../config/site';
import {openPage} from '../lib/browser';
import {localizedUrl} from '../lib/routes';
import {gotoHydrated, useSiteInBrowser, waitForRoute} from '../lib/siteInBrowser';

const site = useSiteInBrowser();

const navbarLabels: Record<Locale, {docs: string; locale: string; skip: string; guides: string}> = {
  de: {docs: 'Doku', locale: 'Deutsch', skip: 'Zum Hauptinhalt springen', guides: 'Leitfäden'},
  en: {docs: 'Docs', locale: 'English', skip: 'Skip to main content', guides: 'Guides'},
};
const htmlLang: Record<Locale, string> = {de: 'de-DE', en: 'en-US'};
const otherLocale: Record<Locale, Locale> = {de: 'en', en: 'de'};

/** Marks the loaded document so a test can tell a client-side navigation from a full page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {documentMark: boolean}).documentMark = true;
  });
}
async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {documentMark?: boolean}).documentMark === true);
}

const navbar = (page: Page) => page.locator('nav.navbar');

describe('navigation', () => {
  for (const locale of locales) {
    const labels = navbarLabels[locale];

    test(`${locale}: the navbar items lead to the docs, the API reference and the changelog`, async () => {
      const {context, page, problems} = await openPage(site.browser, site.origin);
      try {
        await gotoHydrated(page, `${site.origin}${localizedUrl(locale, '/')}`);
        await markDocument(page);
        const items = [
          {name: labels.docs, route: '/docs/intro'},
          {name: 'API', route: '/api'},
          {name: 'Changelog', route: '/changelog'},
        ];
        for (const {name, route} of items) {
          await navbar(page).getByRole('link', {name, exact: true}).click();
          await waitForRoute(page, localizedUrl(locale, route));
          assert.ok(await sameDocument(page), `${name} navigates inside the single-page app`);
        }
        assert.deepEqual(problems.consoleErrors, []);
      } finally {
        await context.close();
      }
    });

    test(`${locale}: a guide's link to an operation opens it inside the app`, async () => {
      const {context, page, problems} = await openPage(site.browser, site.origin);
      try {
        await gotoHydrated(page, `${site.origin}${localizedUrl(locale, '/docs/guides/team')}`);
        await markDocument(page);
        const link = page.locator(`article a[href^="${localizedUrl(locale, '/api/')}"]`).first();
        const href = await link.getAttribute('href');
        assert.ok(href !== null && href !== localizedUrl(locale, '/api/'), 'the guide links an operation');
        await link.click();
        await waitForRoute(page, href.split('#')[0] ?? href);
        await page.locator('article h1.openapi__heading').waitFor({state: 'visible'});
        assert.ok(await sameDocument(page), 'the operation opens inside the single-page app');
        assert.deepEqual(problems.consoleErrors, []);
        assert.deepEqual(problems.failedRequests, []);
      } finally {
        await context.close();
      }
    });

    test(`${locale}: the locale switch keeps the page`, async () => {
      const {context, page} = await openPage(site.browser, site.origin);
      try {
        const target = otherLocale[locale];
        await gotoHydrated(page, `${site.origin}${localizedUrl(locale, '/docs/guides/team')}`);
        await navbar(page).getByRole('button', {name: labels.locale}).hover();
        await navbar(page).getByRole('link', {name: navbarLabels[target].locale, exact: true}).click();
        await page.waitForURL(`${site.origin}${localizedUrl(target, '/docs/guides/team')}`);
        assert.equal(await page.locator('html').getAttribute('lang'), htmlLang[target]);
        await page.locator('main h1', {hasText: 'Team'}).waitFor({state: 'visible'});
      } finally {
        await context.close();
      }
    });

    test(`${locale}: the version dropdown shows "Next"`, async () => {
      const {context, page} = await openPage(site.browser, site.origin);
      try {
        await gotoHydrated(page, `${site.origin}${localizedUrl(locale, '/docs/guides/team')}`);
        const dropdown = navbar(page)
          .locator('.dropdown')
          .filter({
            has: page.getByRole('button', {name: 'Next', exact: true}),
          });
        await dropdown.hover();
        const next = dropdown.locator('.dropdown__menu').getByRole('link', {name: 'Next', exact: true});
        await next.waitFor({state: 'visible'});
        assert.equal(
          await next.getAttribute('href'),
          localizedUrl(locale, '/docs/guides/team'),
          '"Next" links to the same page of that version',
        );
      } finally {
        await context.close();
      }
    });

    test(`${locale}: at 996 px the mobile sidebar opens, at 997 px the desktop layout shows`, async () => {
      const url = `${site.origin}${localizedUrl(locale, '/docs/guides/team')}`;
      const mobile = await openPage(site.browser, site.origin, {viewport: {width: 996, height: 800}});
      try {
        await gotoHydrated(mobile.page, url);
        const page = mobile.page;
        assert.ok(
          await navbar(page).getByRole('link', {name: 'API', exact: true}).isHidden(),
          'no desktop items',
        );
        assert.ok(
          await page.locator('aside.theme-doc-sidebar-container').isHidden(),
          'no desktop docs sidebar',
        );
        await page.locator('button.navbar__toggle').click();
        const sidebar = page.locator('.navbar-sidebar');
        await sidebar.waitFor({state: 'visible'});
        // The mobile sidebar opens on the docs menu of the current page, with a way back to the main menu.
        await sidebar.getByRole('link', {name: 'Team', exact: true}).waitFor({state: 'visible'});
        await sidebar.locator('.navbar-sidebar__back').click();
        await sidebar.getByRole('link', {name: 'API', exact: true}).waitFor({state: 'visible'});
      } finally {
        await mobile.context.close();
      }

      const desktop = await openPage(site.browser, site.origin, {viewport: {width: 997, height: 800}});
      try {
        await gotoHydrated(desktop.page, url);
        const page = desktop.page;
        assert.ok(await page.locator('button.navbar__toggle').isHidden(), 'no mobile menu button');
        assert.ok(
          await navbar(page).getByRole('link', {name: 'API', exact: true}).isVisible(),
          'navbar items',
        );
        assert.ok(await page.locator('aside.theme-doc-sidebar-container').isVisible(), 'the docs sidebar');
      } finally {
        await desktop.context.close();
      }
    });

    test(`${locale}: the skip link moves the focus to the content`, async () => {
      const {context, page} = await openPage(site.browser, site.origin);
      try {
        await gotoHydrated(page, `${site.origin}${localizedUrl(locale, '/docs/guides/team')}`);
        await page.keyboard.press('Tab');
        const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
        assert.equal(await focused(), labels.skip, 'the skip link is the first stop');
        await page.keyboard.press('Enter');
        const focus = await page.evaluate(() => {
          const active = document.activeElement;
          return {
            inNavbar: active?.closest('nav.navbar') !== null,
            holdsHeading: active?.querySelector('h1')?.textContent?.trim() ?? '',
          };
        });
        assert.deepEqual(focus, {inNavbar: false, holdsHeading: 'Team'}, 'focus sits on the content');
        await page.keyboard.press('Tab');
        assert.equal(
          await page.evaluate(() => document.activeElement?.closest('nav.navbar') === null),
          true,
          'the next Tab stays in the content instead of returning to the navbar',
        );
      } finally {
        await context.close();
      }
    });

    test(`${locale}: breadcrumbs show the path and lead back up`, async () => {
      const {context, page} = await openPage(site.browser, site.origin);
      try {
        await gotoHydrated(page, `${site.origin}${localizedUrl(locale, '/docs/guides/team')}`);
        const breadcrumbs = page.locator('nav.theme-doc-breadcrumbs');
        const items = (await breadcrumbs.locator('.breadcrumbs__item').allTextContents()).map((item) =>
          item.trim(),
        );
        assert.deepEqual(items, ['', labels.guides, 'Team'], 'home icon, section, page');
        assert.equal(
          (await breadcrumbs.locator('.breadcrumbs__item--active').textContent())?.trim(),
          'Team',
          'the current page is the active item',
        );
        await breadcrumbs.getByRole('link', {name: labels.guides, exact: true}).click();
        await waitForRoute(page, localizedUrl(locale, '/docs/guides/'));
        await page.locator('main h1', {hasText: labels.guides}).waitFor({state: 'visible'});
      } finally {
        await context.close();
      }
    });
  }
});
