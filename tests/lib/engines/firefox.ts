/**
 * Debian's Firefox ESR through puppeteer-core over WebDriver BiDi. puppeteer-core never downloads a browser; the
 * tests use FIREFOX_PATH or /usr/bin/firefox-esr and fail with the install command when neither exists.
 */
import fs from 'node:fs';
import puppeteer, {type Browser, type BrowserContext, type ElementHandle, type Page} from 'puppeteer-core';

import {FailedRequests} from './leftDocuments';
import {
  shownBox,
  waitForValue,
  waitInPage,
  type Engine,
  type EnginePage,
  type InPage,
  type Viewport,
} from './types';

export function firefoxPath(): string {
  const candidate = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Firefox not found at ${candidate}. Install Debian's Firefox ESR with ` +
        '`apt-get update && apt-get install -y firefox-esr`, or set FIREFOX_PATH to a Firefox binary.',
    );
  }
  return candidate;
}

/** Runs in every document before its own scripts. */
function recordViolations(): void {
  const violations: string[] = [];
  (window as {cspViolations?: string[]}).cspViolations = violations;
  document.addEventListener('securitypolicyviolation', (event) =>
    violations.push(`CSP: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`),
  );
}

class FirefoxPage implements EnginePage {
  private readonly seen: string[] = [];
  private readonly failedRequests: FailedRequests;

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.seen.push(message.text());
    });
    page.on('pageerror', (error) => this.seen.push(String(error)));
    const failed = new FailedRequests(() => page.mainFrame());
    this.failedRequests = failed;
    page.on('request', (request) => failed.onRequest(request));
    page.on('requestfailed', (request) => failed.onFailed(request));
  }

  async goto(url: string): Promise<void> {
    await this.keepViolations();
    await this.page.goto(url, {waitUntil: 'load'});
  }

  async evaluate<Args extends unknown[], Result>(fn: InPage<Args, Result>, ...args: Args): Promise<Result> {
    return this.page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as Promise<Result>;
  }

  async click(selector: string): Promise<void> {
    const element = await this.shown(selector);
    await element.click();
    await element.dispose();
  }

  async hover(selector: string): Promise<void> {
    const element = await this.shown(selector);
    await element.hover();
    await element.dispose();
  }

  /**
   * The element once it is shown and its box has stopped moving, as puppeteer's locators wait for it. Their
   * wait runs `Function()` in the page, which Firefox ESR 140.12 blocks under the site's CSP ("EvalError: call to
   * Function() blocked by CSP"); this one reads the box through BiDi's own evaluation, which the CSP does not cover.
   */
  private async shown(selector: string): Promise<ElementHandle> {
    await waitForValue(this, `${selector} to be shown and still`, shownBox, [selector], {
      accept: (box) => box !== '',
      steady: true,
      timeout: 30_000,
    });
    const element = await this.page.$(selector);
    if (element === null) throw new Error(`${selector} left the page while it was being clicked`);
    return element;
  }

  /**
   * puppeteer-core 25 sends the size and the screen orientation as two commands at once; Firefox ESR 140.12 does
   * not know the second ("unknown command emulation.setScreenOrientationOverride"). The size command has gone out
   * all the same: the page is used once its window has that size.
   */
  async setViewport(viewport: Viewport): Promise<void> {
    try {
      await this.page.setViewport(viewport);
    } catch (error) {
      if (!/unknown command emulation\.setScreenOrientationOverride/.test(String(error))) throw error;
      await waitInPage(
        this,
        `the window to be ${viewport.width} x ${viewport.height} px`,
        (width: number, height: number) => window.innerWidth === width && window.innerHeight === height,
        [viewport.width, viewport.height],
        5000,
      );
    }
  }

  async press(key: 'Tab' | 'Enter' | 'Escape'): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /**
   * Firefox reports a blocked resource in its console, which BiDi does not pass on; the page itself records the
   * `securitypolicyviolation` events (recordViolations).
   */
  async problems(): Promise<string[]> {
    const violations = await this.page
      .evaluate(() => (window as {cspViolations?: string[]}).cspViolations ?? [])
      .catch(() => []);
    return [...this.seen, ...this.failedRequests.seen, ...this.violationsOfEarlierDocuments, ...violations];
  }

  private readonly violationsOfEarlierDocuments: string[] = [];

  /** Keeps the violations of the document that is about to be left. */
  async keepViolations(): Promise<void> {
    const violations = await this.page
      .evaluate(() => (window as {cspViolations?: string[]}).cspViolations ?? [])
      .catch(() => []);
    this.violationsOfEarlierDocuments.push(...violations);
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

export async function launchFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxPath(),
    headless: true,
    // A profile of its own per run; no update checks or telemetry calls to other hosts.
    extraPrefsFirefox: {'app.update.enabled': false, 'toolkit.telemetry.enabled': false},
  });
  return {
    name: 'firefox',
    limits: ['no touch emulation over WebDriver BiDi: the phone viewport is a small window with a mouse'],
    async newPage(viewport: Viewport) {
      // Firefox sometimes discards a tab it is still creating right after another user context closed
      // ("browsingContext.create: no such frame"); a second attempt in a fresh context gets one.
      for (let attempt = 1; ; attempt += 1) {
        // A user context of its own: fresh storage, as a new Playwright context.
        const context = await browser.createBrowserContext();
        try {
          const page = await context.newPage();
          const firefoxPage = new FirefoxPage(context, page);
          await firefoxPage.setViewport(viewport);
          await page.evaluateOnNewDocument(recordViolations);
          return firefoxPage;
        } catch (error) {
          await context.close().catch(() => undefined);
          if (attempt >= 2 || !/no such frame|DiscardedBrowsingContext/.test(String(error))) throw error;
        }
      }
    },
    // Firefox takes up to half a minute to shut down cleanly; its profile is a temporary one.
    async close() {
      const closed = browser.close().catch(() => undefined);
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 3000))]);
      browser.process()?.kill('SIGKILL');
    },
  };
}
