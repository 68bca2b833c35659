/**
 * Debian's Chromium driven by Playwright. Tests never download a browser: they use CHROME_PATH or
 * /usr/bin/chromium and fail with the install command when neither exists.
 */
import fs from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

/** The flags the project starts Chromium with everywhere (tests, benchmarks). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. Install Debian's Chromium with ` +
        '`apt-get update && apt-get install -y chromium`, or set CHROME_PATH to a Chromium binary.',
    );
  }
  return candidate;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: chromiumPath(), headless: true, args: chromiumFlags});
}

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  foreignRequests: string[];
}

/** Records the page's console errors, failed requests and requests to any other origin. */
export function watchPage(page: Page, origin: string): PageProblems {
  const problems: PageProblems = {consoleErrors: [], failedRequests: [], foreignRequests: []};
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(String(error)));
  page.on('requestfailed', (request) => problems.failedRequests.push(request.url()));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      problems.foreignRequests.push(url);
    }
  });
  return problems;
}

/** A new page, in a context of its own, that records what watchPage records. */
export async function openPage(
  browser: Browser,
  origin: string,
  options: BrowserContextOptions = {},
): Promise<{context: BrowserContext; page: Page; problems: PageProblems}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, ...options});
  const page = await context.newPage();
  return {context, page, problems: watchPage(page, origin)};
}
