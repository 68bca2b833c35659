/**
 * Every page of both locales, from the one route list, in Chromium through nginx with the production
 * Content-Security-Policy: it answers 200, hydrates, logs no console error and no CSP violation, has no failed
 * request and asks no other origin for anything. And what needs scripts still works with the policy on
 * (colour mode, mermaid, the API pages).
 */
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import type {Browser, BrowserContext, Page} from 'playwright-core';

import {startNginx, type RunningNginx} from '../../scripts/lib/nginx';
import {locales} from '../../scripts/lib/site';
import {launchBrowser, openPage, TabPool, watchNextDocument, type PageProblems} from '../lib/browser';
import {assertBuilt} from '../lib/builtSite';
import {allPages, localizedUrl} from '../lib/routes';
import {drawDiagrams} from '../lib/siteInBrowser';

type WithViolations = Window & {cspViolations?: string[]};

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

/** Makes every document of the context record the CSP violations it reports, from its first script on. */
async function recordViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as WithViolations).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} ` +
          `(${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      ),
    );
  });
}

async function openWatchedPage(): Promise<{context: BrowserContext; page: Page; problems: PageProblems}> {
  const opened = await openPage(browser, nginx.origin);
  await recordViolations(opened.context);
  return opened;
}

async function violationsOf(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as WithViolations).cspViolations ?? ['the violation listener did not run'],
  );
}

async function visit(page: Page, url: string): Promise<void> {
  const response = await page.goto(`${nginx.origin}${url}`, {waitUntil: 'load'});
  assert.equal(response?.status(), 200, url);
  assert.ok(response?.headers()['content-security-policy'], 'served with the policy');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Links in view prefetch their routes after hydration; those requests must succeed too. */
async function visitUntilIdle(page: Page, url: string): Promise<void> {
  await visit(page, url);
  await page.waitForLoadState('networkidle');
}

function assertClean(problems: PageProblems, violations: string[]): void {
  assert.deepEqual(violations, [], 'no CSP violation');
  assert.deepEqual(
    problems.consoleErrors.filter((message) => /Content Security Policy|Refused to/i.test(message)),
    [],
    'no CSP error in the console',
  );
  assert.deepEqual(problems.consoleErrors, [], 'no console error');
  assert.deepEqual(problems.failedRequests, []);
  assert.deepEqual(problems.foreignRequests, []);
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

// One context per locale, as a reader who moves from page to page: its HTTP and code cache keep the shared
// bundles (other suites load pages with an empty cache). A page mostly waits (for its scripts, for hydration, for
// the network to go quiet), so each locale has three tabs (TabPool) and both locales run side by side. The
// problems counted are those of the test's own document (watchNextDocument).
describe(
  'every page of both locales under the Content-Security-Policy',
  {concurrency: locales.length},
  () => {
    for (const locale of locales) {
      const tabs = new TabPool(3);
      describe(locale, {concurrency: tabs.size}, () => {
        before(async () => {
          const context = await browser.newContext({viewport: {width: 1280, height: 900}});
          await recordViolations(context);
          await tabs.open(context);
        });
        after(() => tabs.close());

        for (const {url} of allPages.filter((page) => page.locale === locale)) {
          test(`${url} loads, hydrates and prefetches without an error or a violation`, () =>
            tabs.use((page) => loadCleanly(page, () => visitUntilIdle(page, url))));
        }
      });
    }
  },
);

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
        await visit(page, localizedUrl(locale, '/docs/intro'));
        const html = page.locator('html');
        const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
        for (let clicks = 0; clicks < 3 && (await html.getAttribute('data-theme')) !== 'dark'; clicks += 1) {
          await toggle.click();
        }
        assert.equal(await html.getAttribute('data-theme'), 'dark', 'dark after switching');
        await page.waitForLoadState('networkidle');
        assertClean(problems, await violationsOf(page));

        // The search index is fetched in an idle period after start-up, which on a busy machine can come after
        // `networkidle`'s 500 quiet ms, so the reloaded document is checked on its own.
        await loadCleanly(page, () => page.reload({waitUntil: 'load'}));
        assert.equal(await html.getAttribute('data-theme'), 'dark', 'still dark on the next page load');
      } finally {
        await context.close();
      }
    });

    test(`${locale}: the introduction's mermaid diagram renders`, async () => {
      const {context, page, problems} = await openWatchedPage();
      try {
        await visit(page, localizedUrl(locale, '/docs/intro'));
        assert.equal(await drawDiagrams(page), 1, 'one diagram');
        const svg = page.locator('.docusaurus-mermaid-container svg').first();
        assert.ok((await svg.locator('text, foreignObject').count()) > 0, 'the diagram has labels');
        await page.waitForLoadState('networkidle');
        assertClean(problems, await violationsOf(page));
      } finally {
        await context.close();
      }
    });

    test(`${locale}: an API page switches its code samples`, async () => {
      const {context, page, problems} = await openWatchedPage();
      try {
        await visit(page, localizedUrl(locale, '/api/create-subscription'));
        const python = page.locator('.openapi-tabs__code-item--python');
        await python.click();
        assert.equal(await python.getAttribute('aria-selected'), 'true');
        await page.locator('pre.language-python', {hasText: 'import'}).first().waitFor();
        await page.waitForLoadState('networkidle');
        assertClean(problems, await violationsOf(page));
      } finally {
        await context.close();
      }
    });
  }
});
