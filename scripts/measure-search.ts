/**
 * `npm run measure:search` (after `npm run build`): the figures of the local search in the production build.
 * - size of every search index, raw and gzip-compressed;
 * - what a page downloads on first load, and what the idle preload of the search adds;
 * - time from typing to the first suggestion, with the index already loaded (warm) and right after the
 *   page's load event, before the idle preload has fetched it (cold), and on a freshly loaded results page
 *   (from the start of the navigation to the frame that draws the first result, timed in the page).
 * Sizes are computed at gzip level 6, what a static host with compression would send, whatever the server sent;
 * the site is served by nginx with the production configuration (scripts/lib/nginx.ts), from the build's
 * compressed copies.
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser, Page} from 'playwright-core';

import {buildDir, locales, localePrefix, type Locale} from '../config/site';
import {launchBrowser, openPage} from '../tests/lib/browser';
import {assertBuilt} from '../tests/lib/builtSite';
import {startNginx} from './lib/nginx';

const queries: Record<Locale, string> = {de: 'Abonnement', en: 'subscription'};
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (data: Buffer): number => gzipSync(data, {level: 6}).length;

function indexSizes(): string[] {
  const rows = ['| Locale | Index | Raw | gzip |', '| --- | --- | ---: | ---: |'];
  for (const locale of locales) {
    const dir = path.join(buildDir, localePrefix(locale));
    for (const file of fs
      .readdirSync(dir)
      .filter((name) => /^search-index.*\.json$/.test(name))
      .sort()) {
      const data = fs.readFileSync(path.join(dir, file));
      rows.push(`| ${locale} | ${file} | ${kb(data.length)} | ${kb(gzipped(data))} |`);
    }
  }
  return rows;
}

interface Download {
  url: string;
  type: string;
  gzip: number;
  /** The search worker (Comlink) or the suggestion list (autocomplete.js), both loaded on demand. */
  search: boolean;
  /** Whether the response arrived before the page's `load` event. */
  beforeLoad: boolean;
}

/** Records every response of the page with its compressed size. */
function recordDownloads(page: Page): Download[] {
  const downloads: Download[] = [];
  let loaded = false;
  page.once('load', () => {
    loaded = true;
  });
  page.on('response', async (response) => {
    const beforeLoad = !loaded;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const url = new URL(response.url()).pathname;
    const type = url.endsWith('.js')
      ? 'js'
      : url.endsWith('.json')
        ? 'json'
        : url.endsWith('.css')
          ? 'css'
          : 'other';
    const search = type === 'js' && /Comlink|openOnFocus/.test(body.toString('utf8'));
    downloads.push({url, type, gzip: gzipped(body), search, beforeLoad});
  });
  return downloads;
}

const sum = (downloads: Download[], type: string): number =>
  downloads
    .filter((download) => download.type === type)
    .reduce((total, download) => total + download.gzip, 0);

async function pageWeight(browser: Browser, origin: string, locale: Locale, route: string): Promise<string> {
  const {context, page} = await openPage(browser, origin);
  try {
    const downloads = recordDownloads(page);
    await page.goto(`${origin}${localePrefix(locale)}${route}`, {waitUntil: 'load'});
    await page.waitForResponse((response) => /search-index.*\.json/.test(response.url()), {timeout: 20_000});
    await page.waitForLoadState('networkidle');
    // After `load` the browser also prefetches the chunks of linked pages; only the search's own count here.
    const initial = downloads.filter((download) => download.beforeLoad);
    const preload = downloads.filter(
      (download) => !download.beforeLoad && (download.search || download.type === 'json'),
    );
    const searchJs = preload.filter((download) => download.search);
    return (
      `| ${locale} | ${route} | ${kb(sum(initial, 'js'))} | ${kb(sum(searchJs, 'js'))} (${searchJs.length} files) | ` +
      `${kb(sum(preload, 'json'))} |`
    );
  } finally {
    await context.close();
  }
}

const firstResult = '.main-wrapper article h2 a';

declare global {
  interface Window {
    /** Set in the page by {@link recordFirstPaintOf}. */
    firstPaintMs?: number;
  }
}

/**
 * Runs in the page (before its scripts, for the results page): notes when the first element matching `selector`
 * is drawn, in ms since the navigation started (the frame after the element entered the DOM). Read in the page,
 * the time leaves out how late Playwright notices the element: on the results page, its wait returned 30 to 500 ms
 * after the first result was drawn (2026-11-29, issue 23).
 */
function recordFirstPaintOf(selector: string): void {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.firstPaintMs = performance.now();
    });
  });
  observer.observe(document, {childList: true, subtree: true});
}

/** Waits for the time {@link recordFirstPaintOf} notes for `selector`. */
async function firstPaintOf(page: Page, selector: string): Promise<number> {
  const handle = await page
    .waitForFunction(() => window.firstPaintMs, undefined, {timeout: 30_000})
    .catch((error: unknown) => {
      throw new Error(`No \`${selector}\` was drawn within 30 s on ${page.url()}`, {cause: error});
    });
  return Math.round(Number(await handle.jsonValue()));
}

async function timeToSuggestions(page: Page, query: string): Promise<number> {
  const suggestion = '[role="listbox"] [role="option"]';
  await page.evaluate(recordFirstPaintOf, suggestion);
  const started = await page.evaluate(() => performance.now());
  // The navbar shows a stand-in until the reader reaches for it (src/theme/SearchBar); what is typed into it
  // carries over into the plugin's box, which loads the index if the idle preload has not.
  await page.locator('.navbar__search-input').focus();
  await page.keyboard.type(query);
  return (await firstPaintOf(page, suggestion)) - Math.round(started);
}

async function timings(browser: Browser, origin: string, locale: Locale): Promise<string[]> {
  const rows: string[] = [];
  const route = '/docs/intro';
  for (const state of ['cold', 'warm'] as const) {
    const {context, page} = await openPage(browser, origin);
    try {
      await page.goto(`${origin}${localePrefix(locale)}${route}`, {
        // Cold: typing right after the page has loaded, while the index is not there yet.
        waitUntil: state === 'cold' ? 'load' : 'networkidle',
      });
      rows.push(
        `| ${locale} | navbar on ${route}, ${state} | ${await timeToSuggestions(page, queries[locale])} ms |`,
      );
    } finally {
      await context.close();
    }
  }
  const {context, page} = await openPage(browser, origin);
  try {
    await page.addInitScript(recordFirstPaintOf, firstResult);
    await page.goto(`${origin}${localePrefix(locale)}/search?q=${encodeURIComponent(queries[locale])}`);
    rows.push(`| ${locale} | results page, fresh load | ${await firstPaintOf(page, firstResult)} ms |`);
  } finally {
    await context.close();
  }
  return rows;
}

async function main(): Promise<void> {
  assertBuilt();
  const lines = ['## Search indexes', '', ...indexSizes(), ''];
  // The site as production sends it: nginx with deploy/portal, compressed from the build's own copies.
  const server = await startNginx();
  const browser = await launchBrowser();
  try {
    lines.push(
      '## Downloads of a first visit (gzip)',
      '',
      '| Locale | Page | JS until `load` | JS of the idle search preload | Index of the preload |',
      '| --- | --- | ---: | ---: | ---: |',
    );
    for (const locale of locales) {
      for (const route of ['/docs/intro', '/api/create-subscription', '/']) {
        lines.push(await pageWeight(browser, server.origin, locale, route));
      }
    }
    lines.push('', '## Time to the first result', '', '| Locale | Where | Time |', '| --- | --- | ---: |');
    for (const locale of locales) lines.push(...(await timings(browser, server.origin, locale)));
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
