/** axe-core finds no WCAG 2.2 AA violation on the main page types, in both locales and both colour modes. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import AxeBuilder from '@axe-core/playwright';

import {openPage} from '../lib/browser';
import {pagesOf} from '../lib/routes';
import {gotoHydrated, useSiteInBrowser} from '../lib/siteInBrowser';

const site = useSiteInBrowser();

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const routes = [
  '/',
  '/docs/guides/team',
  '/docs/glossar/intro',
  '/changelog',
  '/api',
  '/api/create-subscription',
];
const colourModes = ['light', 'dark'] as const;

describe('accessibility (axe-core, WCAG 2.2 AA)', {concurrency: 2}, () => {
  for (const {url} of pagesOf(routes)) {
    for (const mode of colourModes) {
      test(`${url} in ${mode} mode`, async () => {
        // The site follows the system colour scheme until the reader picks a mode.
        const {context, page} = await openPage(site.browser, site.origin, {colorScheme: mode});
        try {
          await gotoHydrated(page, `${site.origin}${url}`);
          await page.waitForLoadState('networkidle');
          assert.equal(await page.locator('html').getAttribute('data-theme'), mode);
          const {violations} = await new AxeBuilder({page}).withTags(wcagTags).analyze();
          const report = violations.map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            nodes: violation.nodes
              .slice(0, 5)
              .map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
          }));
          assert.deepEqual(report, [], `axe violations on ${url} (${mode})`);
        } finally {
          await context.close();
        }
      });
    }
  }
});
