/**
 * Diagrams: the introduction's mermaid diagram renders as SVG once the reader scrolls towards it, and not before:
 * on a phone, mermaid is neither fetched nor run for a reader who stays at the top (src/theme/Mermaid).
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {locales} from '../../config/site';
import {openPage, watchStartUp} from '../lib/browser';
import {localizedUrl} from '../lib/routes';
import {drawDiagrams, useSiteInBrowser} from '../lib/siteInBrowser';

const site = useSiteInBrowser();

const diagram = '.docusaurus-mermaid-container svg';

const phone = {width: 412, height: 823};

describe('diagrams', () => {
  for (const locale of locales) {
    const url = localizedUrl(locale, '/docs/intro');

    test(`${url}: the mermaid diagram renders as SVG when the reader scrolls to it`, async () => {
      const {context, page, problems} = await openPage(site.browser, site.origin);
      try {
        const startUp = watchStartUp(page);
        await page.goto(`${site.origin}${url}`);
        await startUp.settled();
        startUp.stop();
        assert.equal(await drawDiagrams(page), 1, 'one diagram');
        const svg = page.locator(diagram).first();
        assert.ok(((await svg.boundingBox())?.height ?? 0) > 50, 'the diagram has a size');
        assert.ok((await svg.locator('text, foreignObject').count()) > 0, 'the diagram has labels');
        assert.deepEqual(problems.consoleErrors, []);
      } finally {
        await context.close();
      }
    });

    test(`${url}: on a phone, mermaid is fetched only when the reader scrolls towards the diagram`, async () => {
      const {context, page, problems} = await openPage(site.browser, site.origin, {
        viewport: phone,
        isMobile: true,
      });
      try {
        const startUp = watchStartUp(page);
        await page.goto(`${site.origin}${url}`);
        await startUp.settled();
        startUp.stop();
        const top = await page.evaluate(
          () => document.querySelector('[data-diagram-placeholder]')?.getBoundingClientRect().top,
        );
        assert.ok(
          top !== undefined && top > 2 * phone.height,
          `the diagram starts more than two screens down (${top})`,
        );
        await page.waitForTimeout(1000);
        assert.equal(await page.locator(diagram).count(), 0, 'no diagram rendered at the top of the page');

        const fetched: Promise<number>[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script')
            fetched.push(response.body().then((body) => body.length));
        });
        assert.equal(await drawDiagrams(page), 1, 'one diagram, drawn after the scroll');
        const bytes = (await Promise.all(fetched)).reduce((sum, length) => sum + length, 0);
        assert.ok(bytes > 500_000, `mermaid's code arrives after the scroll (${bytes} bytes of scripts)`);
        assert.deepEqual(problems.consoleErrors, []);
      } finally {
        await context.close();
      }
    });
  }
});
