/**
 * `npm run bench -- --only search`: relevance of the search on the relevance set
 * (tests/fixtures/search-relevance/), measured as a reader gets it, on the results page of the built site in
 * Chromium, for whatever engine the build has; plus the size of every search index.
 */
import type {Page} from 'playwright-core';

import {locales, localePrefix, type Locale} from '../../config/site';
import {launchBrowser, openPage} from '../../tests/lib/browser';
import {assertBuilt} from '../../tests/lib/builtSite';
import {startServer} from '../../tests/lib/server';
import {evaluate, percent, routeOfUrl, type RelevanceReport} from '../../tests/lib/searchRelevance';
import {searchIndexFiles, type SearchIndexFileFigures} from './searchIndexFiles';

export interface SearchFigures {
  relevance: RelevanceReport[];
  indexes: SearchIndexFileFigures[];
  /** Median time from opening the results page to its list being final, per query. */
  medianQueryMs: Record<string, number>;
}

const resultLinks = '.main-wrapper article h2 a';
const resultCount = '.main-wrapper p';

/** The results page's routes for a query, once the list has stopped changing. */
async function resultsPageRoutes(
  page: Page,
  origin: string,
  locale: Locale,
  query: string,
): Promise<string[]> {
  await page.goto(`${origin}${localePrefix(locale)}/search?q=${encodeURIComponent(query)}`, {
    waitUntil: 'networkidle',
  });
  // The count of documents found (or none) appears once the search has answered; a loading message does not count.
  await page
    .locator(resultCount)
    .filter({hasText: /gefunden|found/i})
    .first()
    .waitFor({timeout: 15_000})
    .catch(() => undefined);
  const read = async (): Promise<string[]> =>
    page.locator(resultLinks).evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  let previous: string[] | undefined;
  let current = await read();
  while (current.join() !== previous?.join()) {
    await page.waitForTimeout(250);
    previous = current;
    current = await read();
  }
  return current.map((href) => routeOfUrl(locale, href));
}

export async function measureSearch(): Promise<SearchFigures> {
  assertBuilt();
  const server = await startServer();
  const browser = await launchBrowser();
  const figures: SearchFigures = {relevance: [], indexes: searchIndexFiles(), medianQueryMs: {}};
  try {
    for (const locale of locales) {
      const {context, page} = await openPage(browser, server.origin);
      const times: number[] = [];
      try {
        figures.relevance.push(
          await evaluate(locale, async (query) => {
            const started = Date.now();
            const routes = await resultsPageRoutes(page, server.origin, locale, query);
            times.push(Date.now() - started);
            return routes;
          }),
        );
      } finally {
        await context.close();
      }
      times.sort((a, b) => a - b);
      figures.medianQueryMs[locale] = times[Math.floor(times.length / 2)] ?? 0;
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return figures;
}

export function printSearch(figures: SearchFigures): void {
  const kinds = [...new Set(figures.relevance.flatMap((report) => Object.keys(report.byKind)))];
  console.log('\nSearch relevance: queries whose pages are among the first five results (results page)');
  console.table(
    Object.fromEntries(
      [...kinds, 'all'].map((kind) => [
        kind,
        Object.fromEntries(
          figures.relevance.map((report) => {
            const counts = kind === 'all' ? report : report.byKind[kind];
            return [
              report.locale,
              counts ? `${percent(counts.hit, counts.total)} (${counts.hit}/${counts.total})` : '–',
            ];
          }),
        ),
      ]),
    ),
  );
  console.log('goal: at least 90 % per locale');
  for (const report of figures.relevance) {
    for (const miss of report.misses) {
      console.log(`  miss ${report.locale} ${miss.kind} "${miss.q}": ${miss.got.join(', ') || 'no result'}`);
    }
  }
  console.log('\nSearch indexes');
  console.table(
    figures.indexes.map((index) => ({
      locale: index.locale,
      file: index.file,
      'raw (KB)': (index.raw / 1024).toFixed(1),
      'gzip (KB)': (index.gzip / 1024).toFixed(1),
      'of which texts, gzip (KB)': index.textsGzip === undefined ? '' : (index.textsGzip / 1024).toFixed(1),
    })),
  );
  console.log(
    `median time per query on the results page, page load included: ${Object.entries(figures.medianQueryMs)
      .map(([locale, ms]) => `${locale} ${ms} ms`)
      .join(', ')}`,
  );
}
