import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, test} from 'node:test';

import {locales, type Locale} from '../../config/site';
import {openPage} from '../lib/browser';
import {fileForUrl} from '../lib/builtSite';
import {markdownPathOf} from '../lib/llmsTxt';
import {localizedUrl} from '../lib/routes';
import {gotoHydrated, useSiteInBrowser} from '../lib/siteInBrowser';

const labels: Record<Locale, {button: string; copied: string}> = {
  de: {button: 'Seite als Markdown kopieren', copied: 'In die Zwischenablage kopiert'},
  en: {button: 'Copy page as Markdown', copied: 'Copied to the clipboard'},
};

const site = useSiteInBrowser();

describe('copy page as Markdown', () => {
  for (const locale of locales) {
    const guide = localizedUrl(locale, '/docs/intro');
    test(`${guide}: before the page's scripts run, the button is disabled rather than dead`, async () => {
      // Without JavaScript the page stays as the server rendered it, which is what a reader has until hydration.
      const {context, page} = await openPage(site.browser, site.origin, {javaScriptEnabled: false});
      try {
        await page.goto(`${site.origin}${guide}`);
        assert.equal(await page.getByRole('button', {name: labels[locale].button}).isDisabled(), true);
      } finally {
        await context.close();
      }
    });

    for (const route of ['/docs/intro', '/docs/guides/', '/api/create-subscription']) {
      const url = localizedUrl(locale, route);
      test(`${url}: the button puts the page's Markdown on the clipboard`, async () => {
        const {context, page, problems} = await openPage(site.browser, site.origin);
        try {
          await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.origin});
          // The click waits until the button is enabled, which it is once React has taken it over.
          await gotoHydrated(page, `${site.origin}${url}`);
          await page.getByRole('button', {name: labels[locale].button}).click();
          // Copied or failed: either ends the wait, and a failure is reported as the reader sees it.
          const status = page.getByRole('status').filter({hasText: /\S/});
          await status.waitFor();
          assert.equal(await status.textContent(), labels[locale].copied);
          const copied = await page.evaluate(() => navigator.clipboard.readText());
          const file = fileForUrl(markdownPathOf(url));
          assert.ok(file, `the Markdown copy of ${url}`);
          assert.equal(copied, fs.readFileSync(file, 'utf8'));
          assert.deepEqual(problems.consoleErrors, []);
        } finally {
          await context.close();
        }
      });
    }
  }
});
