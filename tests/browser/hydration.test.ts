/**
 * Hydration takes over the built page instead of rebuilding it: code blocks and tab lists are the elements
 * the server rendered, also after the browser flag has reached every component
 * (src/hydration/keepMountedAfterHydration). Docusaurus' own components mount them a second time, which costs a long
 * task on a phone; this test fails if that comes back.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';

import {locales} from '../../config/site';
import {openPage} from '../lib/browser';
import {localizedUrl} from '../lib/routes';
import {useSiteInBrowser, waitForHydration} from '../lib/siteInBrowser';

const site = useSiteInBrowser();

const watched = 'pre.prism-code, [role="tablist"]';
type Marked = Element & {fromBuiltPage?: boolean};

/** Opens the page with its code held back, marks the watched elements of the built HTML, then lets it run. */
async function openMarked(page: Page, url: string): Promise<number> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/main.*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${site.origin}${url}`, {waitUntil: 'commit'});
  await page.locator('footer.theme-layout-footer').waitFor({state: 'attached'});
  const marked = await page.evaluate((selector) => {
    const elements = [...document.querySelectorAll<Marked>(selector)];
    for (const element of elements) element.fromBuiltPage = true;
    return elements.length;
  }, watched);
  release();
  await waitForHydration(page);
  // The colour mode switch is disabled until the browser flag reaches it: then every component has it.
  await page.locator('.navbar button[class*="toggleButton"]:not([disabled])').first().waitFor();
  return marked;
}

describe('hydration keeps the built page', () => {
  for (const locale of locales) {
    for (const path of ['/docs/quick-start-guide/consumer', '/api/create-subscription']) {
      const url = localizedUrl(locale, path);
      test(`${url}: code blocks and tab lists are the built elements after hydration`, async () => {
        const {context, page, problems} = await openPage(site.browser, site.origin);
        try {
          const marked = await openMarked(page, url);
          assert.ok(marked >= 2, `the built page has code blocks and tab lists (${marked})`);
          const replaced = await page.evaluate(
            (selector) =>
              [...document.querySelectorAll<Marked>(selector)]
                .filter((element) => element.fromBuiltPage !== true)
                .map((element) => element.outerHTML.slice(0, 80)),
            watched,
          );
          assert.deepEqual(replaced, [], 'no code block or tab list was rendered again');
          assert.deepEqual(problems.consoleErrors, []);
        } finally {
          await context.close();
        }
      });
    }
  }
});
