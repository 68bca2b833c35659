/**
 * The announcement bar: shown, closed by its button, still closed after a reload, and shown again when the
 * stored announcement id is not the configured one.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {locales} from '../../config/site';
import {settings} from '../../src/settings';
import {openPage} from '../lib/browser';
import {localizedUrl} from '../lib/routes';
import {gotoHydrated, storedEntries, useSiteInBrowser} from '../lib/siteInBrowser';

const site = useSiteInBrowser();

describe('announcement bar', () => {
  for (const locale of locales) {
    const url = localizedUrl(locale, '/');

    test(`${url}: visible, dismissed by its close button, still dismissed after a reload`, async () => {
      const {context, page, problems} = await openPage(site.browser, site.origin);
      try {
        await gotoHydrated(page, `${site.origin}${url}`);
        const bar = page.getByRole('banner').filter({hasText: settings.announcement.text[locale]});
        await bar.waitFor({state: 'visible'});
        await bar.getByRole('button').click();
        await bar.waitFor({state: 'detached'});

        await page.reload();
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        assert.equal(await bar.count(), 0, 'the bar stays closed after a reload');
        assert.deepEqual(problems.consoleErrors, []);
      } finally {
        await context.close();
      }
    });

    test(`${url}: shown again when the stored announcement id differs from the configured one`, async () => {
      const {context, page} = await openPage(site.browser, site.origin);
      try {
        await gotoHydrated(page, `${site.origin}${url}`);
        const bar = page.getByRole('banner').filter({hasText: settings.announcement.text[locale]});
        await bar.getByRole('button').click();
        await bar.waitFor({state: 'detached'});

        const idEntries = await storedEntries(page, 'docusaurus.announcement.id');
        const dismissEntries = await storedEntries(page, 'docusaurus.announcement.dismiss');
        assert.deepEqual(Object.values(idEntries), [settings.announcement.id], 'the configured id is stored');
        assert.deepEqual(Object.values(dismissEntries), ['true'], 'the dismissal is stored');

        // What a reader who closed an earlier announcement has in local storage.
        await page.evaluate((keys) => {
          for (const key of keys) localStorage.setItem(key, 'an-earlier-announcement');
        }, Object.keys(idEntries));
        await page.reload();
        await bar.waitFor({state: 'visible'});
        assert.deepEqual(
          Object.values(await storedEntries(page, 'docusaurus.announcement.id')),
          [settings.announcement.id],
          'the configured id replaces the earlier one',
        );
      } finally {
        await context.close();
      }
    });
  }
});
