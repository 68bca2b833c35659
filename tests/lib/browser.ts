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

/**
 * An init script that replaces the Network Information API as a browser on that connection reports it. On
 * save-data or 2G the site fetches nothing ahead of need: no route prefetches, no search box or index.
 */
export function connectionScript(connection: {effectiveType: string; saveData: boolean}): string {
  return `Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => ({...${JSON.stringify(connection)}, addEventListener() {}, removeEventListener() {}}),
  });`;
}

/** The last request of a page's start-up: the texts of its search index (src/theme/SearchBar). */
const searchTexts = /\/search-index[^/]*\.texts\.json$/;

/**
 * Follows the page's requests from now on, so that `settled()` can wait until the page loaded next has done what
 * it does after start-up: it has hydrated, its search index's texts have arrived (or failed), and no request is
 * under way through two of the page's idle periods in a row (links in view prefetch their routes in idle
 * periods, src/clientModules/prefetchWhenIdle.ts). In place of `networkidle`, which waits for half a second
 * without a request on every page. On a save-data or 2G connection (`slowConnection`), where the page fetches
 * nothing ahead of need, pass `{searchIndex: false}`.
 */
export function watchStartUp(
  page: Page,
  {searchIndex = true}: {searchIndex?: boolean} = {},
): {settled: (timeout?: number) => Promise<void>; stop: () => void} {
  const pending = new Set<Request>();
  let textsArrived = !searchIndex;
  const onRequest = (request: Request): void => {
    pending.add(request);
  };
  /** Wakes `settled()` when a request ends. */
  let onChange = (): void => undefined;
  const onEnd = (request: Request): void => {
    if (pending.delete(request) && searchTexts.test(new URL(request.url()).pathname)) textsArrived = true;
    onChange();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  const stop = (): void => {
    page.off('request', onRequest);
    page.off('requestfinished', onEnd);
    page.off('requestfailed', onEnd);
  };
  const settled = async (timeout = 30_000): Promise<void> => {
    const deadline = Date.now() + timeout;
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout});
    for (let idle = 0; idle < 2;) {
      // Until the texts are in and nothing is under way, only an ended request is worth a look at the page.
      while (!textsArrived || pending.size > 0) {
        const left = deadline - Date.now();
        if (left <= 0) {
          const waiting = [...pending].map((request) => request.url());
          throw new Error(
            `The page's start-up work did not end within ${timeout} ms: ` +
              `${textsArrived ? '' : 'no search index texts; '}under way: ${waiting.join(', ') || 'nothing'}`,
          );
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          onChange = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
      idle = textsArrived && pending.size === 0 ? idle + 1 : 0;
    }
  };
  return {settled, stop};
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
