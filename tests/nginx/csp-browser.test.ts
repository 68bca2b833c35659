/**
 * What needs scripts still works in Chromium through nginx with the production Content-Security-Policy (colour
 * mode, mermaid, the API pages, what a page loads in idle time after start-up), with no console error, no CSP violation, no failed request and no request to
 * another origin. That every page of both locales loads and hydrates under the policy is checked in the one
 * visit of every page (every-page.test.ts).
 */
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import type {Browser, BrowserContext, Page} from 'playwright-core';

import {startNginx, type RunningNginx} from '../../scripts/lib/nginx';
import {locales} from '../../config/site';
import {launchBrowser, openPage, watchNextDocument, watchStartUp, type PageProblems} from '../lib/browser';
import {assertBuilt} from '../lib/builtSite';
import {assertClean, recordViolations, violationsOf} from '../lib/cspViolations';
import {localizedUrl} from '../lib/routes';
import {drawDiagrams} from '../lib/siteInBrowser';

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

async function openWatchedPage(): Promise<{context: BrowserContext; page: Page; problems: PageProblems}> {
  const opened = await openPage(browser, nginx.origin);
  await recordViolations(opened.context);
  return opened;
}

async function visit(page: Page, url: string): Promise<void> {
  const response = await page.goto(`${nginx.origin}${url}`, {waitUntil: 'load'});
  assert.equal(response?.status(), 200, url);
  assert.ok(response?.headers()['content-security-policy'], 'served with the policy');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Runs `load`, which replaces the tab's document, and checks the new document alone: what the document before
 * still fetched is cancelled by its successor (a late search-index fetch, say), a failure of neither.
 */
async function loadCleanly(page: Page, load: () => Promise<unknown>): Promise<void> {
  const problems = watchNextDocument(page, nginx.origin);
  try {
    await load();
    assert.ok(problems.watched(), 'the page was watched from the moment it replaced the one before');
    assertClean(problems, await violationsOf(page));
  } finally {
    problems.stop();
  }
}

describe('the site works with the policy on', () => {
  for (const locale of locales) {
    test(`${locale}: the inline colour-mode script runs before any bundle (allowed by its hash)`, async () => {
      const {context, page} = await openWatchedPage();
      try {
        // Without the bundles only the inline script can set the theme the query asks for.
        await page.route('**/assets/js/**', (route) => route.abort());
        await page.goto(`${nginx.origin}${localizedUrl(locale, '/')}?docusaurus-theme=dark`);
        assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
        assert.deepEqual(await violationsOf(page), []);
      } finally {
        await context.close();
      }
    });

    test(`${locale}: the colour mode switch changes and keeps the theme`, async () => {
      const {context, page, problems} = await openWatchedPage();
      try {
        const startUp = watchStartUp(page);
        await visit(page, localizedUrl(locale, '/docs/intro'));
        const html = page.locator('html');
        const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
        for (let clicks = 0; clicks < 3 && (await html.getAttribute('data-theme')) !== 'dark'; clicks += 1) {
          await toggle.click();
        }
        assert.equal(await html.getAttribute('data-theme'), 'dark', 'dark after switching');
        await startUp.settled();
        startUp.stop();
        assertClean(problems, await violationsOf(page));

        // The reloaded document is checked on its own: what the one before still fetched is cancelled by it.
        await loadCleanly(page, () => page.reload({waitUntil: 'load'}));
        assert.equal(await html.getAttribute('data-theme'), 'dark', 'still dark on the next page load');
      } finally {
        await context.close();
      }
    });

    test(`${locale}: the introduction's mermaid diagram renders`, async () => {
      const {context, page, problems} = await openWatchedPage();
      try {
        const startUp = watchStartUp(page);
        await visit(page, localizedUrl(locale, '/docs/intro'));
        assert.equal(await drawDiagrams(page), 1, 'one diagram');
        const svg = page.locator('.docusaurus-mermaid-container svg').first();
        assert.ok((await svg.locator('text, foreignObject').count()) > 0, 'the diagram has labels');
        await startUp.settled();
        startUp.stop();
        assertClean(problems, await violationsOf(page));
      } finally {
        await context.close();
      }
    });

    // Every page loads its search box and the index of its search context in idle time after start-up (the
    // guide and API pages of the other tests load those of their contexts); the other pages, of every context.
    test(`${locale}: the home page loads the search box and the index of every context`, async () => {
      const {context, page, problems} = await openWatchedPage();
      try {
        const startUp = watchStartUp(page);
        await visit(page, localizedUrl(locale, '/'));
        await startUp.settled();
        startUp.stop();
        assertClean(problems, await violationsOf(page));
      } finally {
        await context.close();
      }
    });

    test(`${locale}: an API page switches its code samples`, async () => {
      const {context, page, problems} = await openWatchedPage();
      try {
        const startUp = watchStartUp(page);
        await visit(page, localizedUrl(locale, '/api/create-subscription'));
        const python = page.locator('.openapi-tabs__code-item--python');
        await python.click();
        assert.equal(await python.getAttribute('aria-selected'), 'true');
        await page.locator('pre.language-python', {hasText: 'import'}).first().waitFor();
        await startUp.settled();
        startUp.stop();
        assertClean(problems, await violationsOf(page));
      } finally {
        await context.close();
      }
    });
  }
});
