/** Choosing a docs version in the version dropdown stores the reader's preference in local storage. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {locales} from '../../config/site';
import {openPage} from '../lib/browser';
import {localizedUrl} from '../lib/routes';
import {gotoHydrated, storedValue, useSiteInBrowser} from '../lib/siteInBrowser';

const site = useSiteInBrowser();

/** The docs plugin's name for its only, unreleased version. */
const currentVersionName = 'current';
/** Its label in the dropdown in every locale: the specification names the single version "Next". */
const currentVersionLabel = {de: 'Next', en: 'Next'} as const;
const preferenceKey = 'docs-preferred-version-default';

describe('docs version preference', () => {
  for (const locale of locales) {
    const url = localizedUrl(locale, '/docs/guides/team');
    const label = currentVersionLabel[locale];
    test(`${url}: choosing "${label}" stores it and it survives a reload`, async () => {
      const {context, page, problems} = await openPage(site.browser, site.origin);
      try {
        await gotoHydrated(page, `${site.origin}${url}`);
        assert.equal(await storedValue(page, preferenceKey), undefined, 'no preference before a choice');
        const dropdown = page.locator('nav.navbar .dropdown').filter({
          has: page.getByRole('button', {name: label, exact: true}),
        });
        await dropdown.hover();
        await dropdown.locator('.dropdown__menu').getByRole('link', {name: label, exact: true}).click();
        await page.waitForFunction(
          (name) => Object.keys(localStorage).some((key) => key.startsWith(name)),
          preferenceKey,
        );
        assert.equal(await storedValue(page, preferenceKey), currentVersionName);
        await page.reload();
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        assert.equal(await storedValue(page, preferenceKey), currentVersionName, 'kept after a reload');
        assert.deepEqual(problems.consoleErrors, []);
      } finally {
        await context.close();
      }
    });
  }
});
