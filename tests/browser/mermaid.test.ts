import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import type {Browser} from 'playwright-core';

import {locales} from '../../scripts/lib/site';
import {launchBrowser, openPage} from '../lib/browser';
import {assertBuilt} from '../lib/builtSite';
import {localizedUrl} from '../lib/routes';
import {startServer, type RunningServer} from '../lib/server';

let server: RunningServer;
let browser: Browser;

before(async () => {
  assertBuilt();
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

describe('diagrams', () => {
  for (const locale of locales) {
    test(`the ${locale} introduction renders its mermaid diagram as SVG`, async () => {
      const {context, page, problems} = await openPage(browser, server.origin);
      try {
        await page.goto(`${server.origin}${localizedUrl(locale, '/docs/intro')}`, {waitUntil: 'networkidle'});
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
