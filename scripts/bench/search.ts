/**
 * `npm run bench -- --only search`: relevance of the search on the relevance set
 * (tests/fixtures/search-relevance/), measured as a reader gets it, on the results page of the built site in
 * Chromium, for whatever engine the build has.
 */
import type {Page} from 'playwright-core';

import {locales, localePrefix, type Locale} from '../../config/site';
import {launchBrowser, openPage} from '../../tests/lib/browser';
import {assertBuilt} from '../../tests/lib/builtSite';
import {startServer} from '../../tests/lib/server';
import {evaluate, percent, routeOfUrl, type RelevanceReport} from '../../tests/lib/searchRelevance';

export interface SearchFigures {
  relevance: RelevanceReport[];
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
  const figures: SearchFigures = {relevance: []};
  try {
    for (const locale of locales) {
      const {context, page} = await openPage(browser, server.origin);
      try {
        figures.relevance.push(
          await evaluate(locale, (query) => resultsPageRoutes(page, server.origin, locale, query)),
        );
      } finally {
        await context.close();
      }
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
}
