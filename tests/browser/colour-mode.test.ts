/**
 * Colour mode: light by default, the switch cycles light → dark → system, the choice survives a reload in
 * local storage, and the system choice follows the emulated `prefers-color-scheme`.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';

import {locales} from '../../config/site';
import {openPage} from '../lib/browser';
import {localizedUrl} from '../lib/routes';
import {gotoHydrated, storedValue, useSiteInBrowser} from '../lib/siteInBrowser';

const site = useSiteInBrowser();

async function shownMode(page: Page): Promise<{theme: string | null; choice: string | null}> {
  return page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    choice: document.documentElement.getAttribute('data-theme-choice'),
  }));
}

const toggle = (page: Page) => page.locator('.navbar button[class*="toggleButton"]');

describe('colour mode', () => {
  for (const locale of locales) {
    const url = localizedUrl(locale, '/docs/intro');

    test(`${url}: light without a stored choice`, async () => {
      // A reader whose system states no preference gets the configured default.
      const {context, page} = await openPage(site.browser, site.origin, {colorScheme: 'no-preference'});
      try {
        await gotoHydrated(page, `${site.origin}${url}`);
        assert.equal((await shownMode(page)).theme, 'light', 'default colour mode');
        assert.equal(await storedValue(page, 'theme'), undefined, 'nothing stored before a choice');
      } finally {
        await context.close();
      }
    });

    test(`${url}: the switch goes light, dark, system and the choice survives a reload`, async () => {
      const {context, page, problems} = await openPage(site.browser, site.origin, {colorScheme: 'light'});
      try {
        await gotoHydrated(page, `${site.origin}${url}`);
        assert.equal((await shownMode(page)).choice, 'system', 'no choice made yet');

        const expected = [
          {choice: 'light', theme: 'light', stored: 'light'},
          {choice: 'dark', theme: 'dark', stored: 'dark'},
          {choice: 'system', theme: 'light', stored: undefined},
        ];
        for (const step of expected) {
          await toggle(page).click();
          assert.deepEqual(
            await shownMode(page),
            {theme: step.theme, choice: step.choice},
            `switch to ${step.choice}`,
          );
          assert.equal(await storedValue(page, 'theme'), step.stored, `stored after choosing ${step.choice}`);
        }

        await toggle(page).click();
        await toggle(page).click();
        assert.equal((await shownMode(page)).choice, 'dark');
        await page.reload();
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        assert.deepEqual(await shownMode(page), {theme: 'dark', choice: 'dark'}, 'dark after reload');
        assert.match(
          (await toggle(page).getAttribute('aria-label')) ?? '',
          locale === 'de' ? /dunkler Modus/ : /dark mode/,
          'the switch names the current mode in the page language',
        );

        await page.evaluate(() => localStorage.clear());
        await page.reload();
        assert.equal((await shownMode(page)).theme, 'light', 'without local storage the choice is gone');
        assert.deepEqual(problems.consoleErrors, []);
      } finally {
        await context.close();
      }
    });

    test(`${url}: the system choice follows prefers-color-scheme`, async () => {
      const {context, page} = await openPage(site.browser, site.origin, {colorScheme: 'dark'});
      try {
        await gotoHydrated(page, `${site.origin}${url}`);
        assert.deepEqual(
          await shownMode(page),
          {theme: 'dark', choice: 'system'},
          'system dark on first visit',
        );
        await page.emulateMedia({colorScheme: 'light'});
        await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
        await page.emulateMedia({colorScheme: 'dark'});
        await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
        assert.equal((await shownMode(page)).choice, 'system');
      } finally {
        await context.close();
      }
    });
  }
});
