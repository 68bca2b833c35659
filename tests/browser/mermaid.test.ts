import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {locales} from '../../scripts/lib/site';
import {openPage} from '../lib/browser';
import {localizedUrl} from '../lib/routes';
import {useSiteInBrowser} from '../lib/siteInBrowser';

const site = useSiteInBrowser();

describe('diagrams', () => {
  for (const locale of locales) {
    test(`the ${locale} introduction renders its mermaid diagram as SVG`, async () => {
      const {context, page, problems} = await openPage(site.browser, site.origin);
      try {
        await page.goto(`${site.origin}${localizedUrl(locale, '/docs/intro')}`, {waitUntil: 'networkidle'});
        const svg = page.locator('.docusaurus-mermaid-container svg').first();
        await svg.waitFor({state: 'visible'});
        assert.ok(((await svg.boundingBox())?.height ?? 0) > 50, 'the diagram has a size');
        assert.ok((await svg.locator('text, foreignObject').count()) > 0, 'the diagram has labels');
        assert.deepEqual(problems.consoleErrors, []);
      } finally {
        await context.close();
      }
    });
  }
});
