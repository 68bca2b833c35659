/**
 * What JavaScript Chromium really fetches for a page: every script response from page load until the
 * network has been idle, with its raw size and its size gzipped as a compressing host would send it.
 */
import zlib from 'node:zlib';
import type {Browser} from 'playwright-core';

export interface ScriptFetch {
  url: string;
  raw: number;
  gzip: number;
}

export interface PageWeight {
  url: string;
  scripts: ScriptFetch[];
  raw: number;
  gzip: number;
  /** Mermaid diagrams rendered on the page (they render in the browser only). */
  diagrams: number;
}

/** A phone-sized viewport: the budgets are about phones. */
const phone = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};

export async function measurePageWeight(browser: Browser, origin: string, url: string): Promise<PageWeight> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const pending: Array<Promise<ScriptFetch | undefined>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({url: response.url(), raw: body.length, gzip: zlib.gzipSync(body).length}),
        () => undefined,
      ),
    );
  });
  try {
    await page.goto(`${origin}${url}`, {waitUntil: 'networkidle'});
    // Under load the main bundle can run longer than networkidle's quiet 500 ms before it asks for the route's
    // chunks; React's mark on the root shows hydration started, i.e. those chunks are loaded.
    await page.waitForFunction(
      () =>
        Object.keys(document.getElementById('__docusaurus') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      undefined,
      {timeout: 60_000},
    );
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter((fetch) => fetch !== undefined);
    return {
      url,
      scripts,
      diagrams: await page.locator('.docusaurus-mermaid-container').count(),
      raw: scripts.reduce((sum, script) => sum + script.raw, 0),
      gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    };
  } finally {
    await context.close();
  }
}
