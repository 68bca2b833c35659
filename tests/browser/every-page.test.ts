/**
 * Every page of both locales, from the one route list: it answers 200, hydrates, logs no console error,
 * has no failed request and asks no other origin for anything.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {openPage} from '../lib/browser';
import {allPages} from '../lib/routes';
import {useSiteInBrowser, waitForHydration} from '../lib/siteInBrowser';

const site = useSiteInBrowser();

/** Pages loaded at the same time, each in its own browser context. */
const parallelPages = 4;

describe('every page of both locales', {concurrency: parallelPages}, () => {
  for (const {url} of allPages) {
    test(url, async () => {
      const {context, page, problems} = await openPage(site.browser, site.origin);
      try {
        const response = await page.goto(`${site.origin}${url}`);
        assert.equal(response?.status(), 200, `${url} answers 200`);
        await waitForHydration(page);
        // Links in view prefetch their routes after hydration; those requests must succeed too.
        await page.waitForLoadState('networkidle');
        assert.deepEqual(problems.consoleErrors, [], `console errors on ${url}`);
        assert.deepEqual(problems.failedRequests, [], `failed requests on ${url}`);
        assert.deepEqual(problems.foreignRequests, [], `requests to other origins from ${url}`);
      } finally {
        await context.close();
      }
    });
  }
});
