/**
 * What JavaScript Chromium really fetches for a page, with each script's raw size and its size gzipped as a
 * compressing host would send it. Scripts requested before the page's load event are what the page needs to
 * render and become interactive (Docusaurus fetches a route's chunks before it hydrates); scripts requested
 * later (the search box fetched when the browser is idle, for example) are reported apart as deferred.
 */
import zlib from 'node:zlib';
import type {Browser} from 'playwright-core';

export interface ScriptFetch {
  url: string;
  raw: number;
  gzip: number;
  /** Requested after the load event. */
  deferred: boolean;
}

export interface PageWeight {
  url: string;
  /** Scripts requested before the load event. */
  scripts: ScriptFetch[];
  raw: number;
  gzip: number;
  /** Scripts requested after the load event, until the network was idle. */
  deferred: ScriptFetch[];
  deferredGzip: number;
  /** Mermaid diagrams rendered on the page (they render in the browser only). */
  diagrams: number;
}

/** A phone-sized viewport: the budgets are about phones. */
const phone = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};

const sum = (scripts: ScriptFetch[], key: 'raw' | 'gzip'): number =>
  scripts.reduce((total, script) => total + script[key], 0);

export async function measurePageWeight(browser: Browser, origin: string, url: string): Promise<PageWeight> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const pending: Array<Promise<{url: string; raw: number; gzip: number; startTime: number} | undefined>> = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          raw: body.length,
          gzip: zlib.gzipSync(body).length,
          startTime: request.timing().startTime,
        }),
        () => undefined,
      ),
    );
  });
  try {
    await page.goto(`${origin}${url}`, {waitUntil: 'load'});
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
    const loadEventAt = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance.timeOrigin + (navigation?.loadEventStart ?? 0);
    });
    const fetched = (await Promise.all(pending)).filter((fetch) => fetch !== undefined);
    const all = fetched.map(({startTime, ...script}) => ({...script, deferred: startTime > loadEventAt}));
    const scripts = all.filter((script) => !script.deferred);
    const deferred = all.filter((script) => script.deferred);
    return {
      url,
      scripts,
      raw: sum(scripts, 'raw'),
      gzip: sum(scripts, 'gzip'),
      deferred,
      deferredGzip: sum(deferred, 'gzip'),
      diagrams: await page.locator('.docusaurus-mermaid-container').count(),
    };
  } finally {
    await context.close();
  }
}
