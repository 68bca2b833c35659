/** Debian's Chromium through Playwright, as everywhere else in the tests (tests/lib/browser.ts). */
import type {Browser, BrowserContext, Page} from 'playwright-core';

import {launchBrowser} from '../browser';
import {FailedRequests} from './leftDocuments';
import type {Engine, EnginePage, InPage, Viewport} from './types';

class ChromiumPage implements EnginePage {
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
    await this.page.goto(url, {waitUntil: 'load'});
  }

  async evaluate<Args extends unknown[], Result>(fn: InPage<Args, Result>, ...args: Args): Promise<Result> {
    return this.page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as Promise<Result>;
  }

  async click(selector: string): Promise<void> {
    await this.page.locator(selector).first().click();
  }

  async hover(selector: string): Promise<void> {
    await this.page.locator(selector).first().hover();
  }

  async press(key: 'Tab' | 'Enter' | 'Escape'): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async problems(): Promise<string[]> {
    return [...this.seen, ...this.failedRequests.seen];
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

export async function launchChromium(): Promise<Engine> {
  const browser: Browser = await launchBrowser();
  return {
    name: 'chromium',
    limits: [],
    async newPage(viewport: Viewport) {
      const context = await browser.newContext({viewport});
      return new ChromiumPage(context, await context.newPage());
    },
    close: () => browser.close(),
  };
}
