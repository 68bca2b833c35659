/**
 * What JavaScript Chromium really fetches for a page, with each script's raw size and its size gzipped as a
 * compressing host would send it. Scripts requested before React has hydrated the page (Docusaurus marks that
 * with `<html data-has-hydrated="true">`) are what the page needs to become interactive; the site starts them
 * after the first paint, so the load event says nothing about them. Scripts requested later (the search box
 * fetched when the browser is idle, prefetched routes) are reported apart as deferred.
 */
import zlib from 'node:zlib';
import type {Browser} from 'playwright-core';

import {hydrationTime, recordHydrationTime} from './hydrationTime';

export interface ScriptFetch {
  url: string;
  raw: number;
  gzip: number;
  /** Requested after the page had hydrated. */
  deferred: boolean;
}

export interface PageWeight {
  url: string;
  /** Scripts requested before the page had hydrated. */
  scripts: ScriptFetch[];
  raw: number;
  gzip: number;
  /** Scripts requested after the page had hydrated, until the network was idle. */
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
  await recordHydrationTime(page);
  try {
    await page.goto(`${origin}${url}`, {waitUntil: 'load'});
    const hydratedAt = await hydrationTime(page);
    await page.waitForLoadState('networkidle');
    const fetched = (await Promise.all(pending)).filter((fetch) => fetch !== undefined);
    const all = fetched.map(({startTime, ...script}) => ({...script, deferred: startTime > hydratedAt}));
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
