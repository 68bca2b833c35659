/**
 * No page of either locale scrolls sideways on a phone: every built page in Chromium at 390x844. A failure
 * names the page, how far it scrolls and the elements that stick out (not those inside a region that scrolls
 * by itself, such as a code block or a wide table).
 *
 * The pages are laid out as the server rendered them, with scripts off: React takes that HTML over without
 * rendering it again, and what runs only in the browser (diagrams, the search box) is checked after hydration
 * on one page of each type in all three engines (engines.test.ts). Without scripts the 300 pages take seconds
 * instead of minutes: one browser context per locale, four pages at a time.
 */
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import type {Browser} from 'playwright-core';

import {startNginx, type RunningNginx} from '../../scripts/lib/nginx';
import {locales} from '../../scripts/lib/site';
import {launchBrowser, TabPool} from '../lib/browser';
import {assertBuilt} from '../lib/builtSite';
import {allPages} from '../lib/routes';
import {sidewaysOverflow, type SidewaysOverflow} from '../lib/sideways';

const phone = {width: 390, height: 844};

let nginx: RunningNginx;
let browser: Browser;

before(async () => {
  assertBuilt();
  nginx = await startNginx();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await nginx?.close();
});

for (const locale of locales) {
  // Without scripts a page does nothing once it has loaded, so the next one finds the tab as a new one.
  const tabs = new TabPool(4);
  describe(`${locale}: every page at 390 px`, {concurrency: tabs.size}, () => {
    before(async () =>
      tabs.open(
        await browser.newContext({viewport: phone, isMobile: true, hasTouch: true, javaScriptEnabled: false}),
      ),
    );
    after(() => tabs.close());

    for (const {url} of allPages.filter((page) => page.locale === locale)) {
      test(`${url} does not scroll sideways`, () =>
        tabs.use(async (page) => {
          await page.goto(`${nginx.origin}${url}`, {waitUntil: 'load'});
          const {overflow, widest} = (await page.evaluate(sidewaysOverflow)) as SidewaysOverflow;
          assert.ok(overflow <= 0, `${url} scrolls sideways by ${overflow} px: ${widest.join('; ')}`);
        }));
    }
  });
}
