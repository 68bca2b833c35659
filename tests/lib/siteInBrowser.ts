/**
 * One production build served on a free port and one Chromium per test file, started before the file's
 * tests and stopped after them.
 */
import {after, before} from 'node:test';
import type {Browser, Page} from 'playwright-core';

import {launchBrowser} from './browser';
import {assertBuilt} from './builtSite';
import {startServer, type RunningServer} from './server';

export interface SiteInBrowser {
  /** `http://127.0.0.1:<port>`, valid once the file's tests run. */
  readonly origin: string;
  readonly browser: Browser;
}

export function useSiteInBrowser(): SiteInBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    assertBuilt();
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get origin() {
      if (server === undefined) throw new Error('The server starts in before()');
      return server.origin;
    },
    get browser() {
      if (browser === undefined) throw new Error('The browser starts in before()');
      return browser;
    },
  };
}

/** Docusaurus marks `<html data-has-hydrated="true">` once React has taken over the server-rendered page. */
export async function waitForHydration(page: Page, timeout = 30_000): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout});
}

/** Loads a page and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * Local-storage entries of one Docusaurus preference. With `future.v4` Docusaurus appends a namespace
 * derived from the site URL (`theme-4af`), so the key is matched by its name and an optional suffix.
 */
export async function storedEntries(page: Page, name: string): Promise<Record<string, string>> {
  return page.evaluate((keyName) => {
    const pattern = new RegExp(`^${keyName.replace(/[.]/g, '\\.')}(-[0-9a-z]+)?$`);
    const entries: Record<string, string> = {};
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key !== null && pattern.test(key)) entries[key] = localStorage.getItem(key) ?? '';
    }
    return entries;
  }, name);
}

/** The single stored value of a preference, or undefined when none is stored. */
export async function storedValue(page: Page, name: string): Promise<string | undefined> {
  const values = Object.values(await storedEntries(page, name));
  if (values.length > 1) throw new Error(`More than one stored entry for ${name}: ${values.join(', ')}`);
  return values[0];
}

/**
 * Waits until a client-side route change to `path` has rendered. The URL changes as soon as the change
 * starts while the old page stays on screen, so this waits for the canonical link the new page sets.
 */
export async function waitForRoute(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      // No helper functions in here: the bundler would name them with a helper the page lacks.
      const wanted = expected.replace(/\/$/, '');
      const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
      return (
        window.location.pathname.replace(/\/$/, '') === wanted &&
        canonical !== undefined &&
        new URL(canonical).pathname.replace(/\/$/, '') === wanted
      );
    },
    path,
    {timeout},
  );
}

/**
 * Scrolls to each diagram the page has not drawn yet (src/theme/Mermaid draws one when it comes near the
 * viewport), waits until every diagram is an SVG and returns to the top. Returns the number of diagrams.
 */
export async function drawDiagrams(page: Page, timeout = 30_000): Promise<number> {
  const placeholders = page.locator('[data-diagram-placeholder]');
  const total = (await placeholders.count()) + (await page.locator('.docusaurus-mermaid-container').count());
  for (let left = await placeholders.count(); left > 0; left = await placeholders.count()) {
    await placeholders.first().scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (before) => document.querySelectorAll('[data-diagram-placeholder]').length < before,
      left,
      {timeout},
    );
  }
  await page.waitForFunction(
    (expected) => document.querySelectorAll('.docusaurus-mermaid-container svg').length === expected,
    total,
    {timeout},
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  return total;
}
