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
  type ConsoleMessage,
  type Frame,
  type Page,
  type Request,
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

/** Records the page's console errors, failed requests and requests to any other origin, until `stop()`. */
export function watchPage(
  page: Page,
  origin: string,
  problems: PageProblems = {consoleErrors: [], failedRequests: [], foreignRequests: []},
): PageProblems & {stop: () => void} {
  const onConsole = (message: ConsoleMessage): void => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  };
  const onPageError = (error: Error): void => {
    problems.consoleErrors.push(String(error));
  };
  const onRequestFailed = (request: Request): void => {
    problems.failedRequests.push(request.url());
  };
  const onRequest = (request: Request): void => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      problems.foreignRequests.push(url);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('request', onRequest);
  const stop = (): void => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('request', onRequest);
  };
  return Object.assign(problems, {stop});
}

/**
 * As watchPage, from the moment the tab's next document replaces the one it shows: in a tab that is used again,
 * the document before runs until then, and what it still loads is cancelled by its successor, a failure of
 * neither.
 */
export function watchNextDocument(
  page: Page,
  origin: string,
): PageProblems & {stop: () => void; watched: () => boolean} {
  const problems: PageProblems = {consoleErrors: [], failedRequests: [], foreignRequests: []};
  let watching: {stop: () => void} | undefined;
  // Playwright calls listeners as it reads the browser's events, in order: the new document's own requests and
  // messages all come after its commit.
  const onCommit = (frame: Frame): void => {
    if (frame !== page.mainFrame()) return;
    page.off('framenavigated', onCommit);
    watching = watchPage(page, origin, problems);
  };
  page.on('framenavigated', onCommit);
  const stop = (): void => {
    page.off('framenavigated', onCommit);
    watching?.stop();
  };
  return Object.assign(problems, {stop, watched: () => watching !== undefined});
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

/**
 * A fixed set of tabs in one context that a describe block's concurrent tests take turns with: a test loads its
 * page in a tab an earlier test has left, as a reader types the next address. A new tab per page started a
 * renderer process for each.
 */
export class TabPool {
  private readonly idle: Page[] = [];
  private context: BrowserContext | undefined;

  constructor(readonly size: number) {}

  /** Opens the tabs in `context`, which the pool closes with them. */
  async open(context: BrowserContext): Promise<void> {
    this.context = context;
    for (let tab = 0; tab < this.size; tab += 1) this.idle.push(await context.newPage());
  }

  async close(): Promise<void> {
    await this.context?.close();
  }

  /** Runs `work` in an idle tab; the describe block's concurrency must not exceed the pool's size. */
  async use<Result>(work: (page: Page) => Promise<Result>): Promise<Result> {
    const page = this.idle.pop();
    if (page === undefined)
      throw new Error(`More than ${this.size} tests at once, or the tabs were never opened`);
    try {
      return await work(page);
    } finally {
      this.idle.push(page);
    }
  }
}
