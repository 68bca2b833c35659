/**
 * Debian's Firefox ESR through puppeteer-core over WebDriver BiDi. puppeteer-core never downloads a browser; the
 * tests use FIREFOX_PATH or /usr/bin/firefox-esr and fail with the install command when neither exists.
 */
import fs from 'node:fs';
import puppeteer, {type Browser, type BrowserContext, type ElementHandle, type Page} from 'puppeteer-core';

import {FailedRequests} from './leftDocuments';
import type {Engine, EnginePage, InPage, Viewport} from './types';

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
   * Function() blocked by CSP"); these checks go through BiDi's own evaluation, which the CSP does not cover.
   */
  private async shown(selector: string): Promise<ElementHandle> {
    const boxOf = (wanted: string): string => {
      const element = document.querySelector(wanted);
      if (element === null) return '';
      const rect = element.getBoundingClientRect();
      const visible = rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      return visible ? [rect.x, rect.y, rect.width, rect.height].join(',') : '';
    };
    const deadline = Date.now() + 30_000;
    for (let previous = '', box = ''; box === '' || box !== previous;) {
      if (Date.now() > deadline)
        throw new Error(`Timed out after 30 s waiting for ${selector} to be shown and still`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      previous = box;
      box = await this.evaluate(boxOf, selector).catch(() => '');
    }
    const element = await this.page.$(selector);
    if (element === null) throw new Error(`${selector} left the page while it was being clicked`);
    return element;
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

/**
 * puppeteer-core 25 sends the size and the screen orientation as two commands at once; Firefox ESR 140.12 does not
 * know the second ("unknown command emulation.setScreenOrientationOverride"). The size command has gone out all
 * the same: the page is used once its window has that size.
 */
async function setViewport(page: Page, viewport: Viewport): Promise<void> {
  try {
    await page.setViewport(viewport);
  } catch (error) {
    if (!/unknown command emulation\.setScreenOrientationOverride/.test(String(error))) throw error;
    const deadline = Date.now() + 5000;
    for (;;) {
      const size = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
      if (size[0] === viewport.width && size[1] === viewport.height) return;
      if (Date.now() > deadline) throw new Error(`The window stayed ${size.join(' x ')} px`, {cause: error});
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
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
          await setViewport(page, viewport);
          await page.evaluateOnNewDocument(recordViolations);
          return new FirefoxPage(context, page);
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
