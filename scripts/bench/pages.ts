/**
 * The JavaScript Chromium fetches for each page type (phone viewport, tests/lib/pageWeight.ts, as the budget test
 * measures it), from nginx with the production configuration over a build: `build/`, or a scale copy's.
 */
import {launchBrowser} from '../../tests/lib/browser';
import {measurePageWeight} from '../../tests/lib/pageWeight';
import {localizedUrl} from '../../tests/lib/routes';
import {buildDir, locales, type Locale} from '../../config/site';
import {startNginx} from '../lib/nginx';

export interface BenchPage {
  type: string;
  locale: Locale;
  url: string;
  /** Gzip bytes of JavaScript before hydration (tests/budgets/page-weight.test.ts enforces the same). */
  budget?: number;
}

const types: Record<string, {route: string; budgetKB?: number}> = {
  home: {route: '/'},
  'guide with diagram': {route: '/docs/intro'},
  'guide without diagram': {route: '/docs/guides/marketplace', budgetKB: 220},
  // The heaviest guide: fifteen requests, each in six sample languages, all in the HTML.
  'guide with many code samples': {route: '/docs/guides/team'},
  'API landing': {route: '/api', budgetKB: 220},
  operation: {route: '/api/create-subscription', budgetKB: 350},
};

/** The pages the benchmark measures: one of each type, in every locale, with its page-weight budget. */
export const benchPages: BenchPage[] = locales.flatMap((locale) =>
  Object.entries(types).map(([type, {route, budgetKB}]) => ({
    type,
    locale,
    url: localizedUrl(locale, route),
    budget: budgetKB === undefined ? undefined : budgetKB * 1024,
  })),
);

export interface PageFigures extends BenchPage {
  /** Requested before the page had hydrated: what it needs to become interactive. */
  scripts: number;
  jsGzip: number;
  /** Requested after hydration (the search box and prefetched routes, when the browser is idle). */
  deferredGzip: number;
}

export async function measurePages(root = buildDir): Promise<PageFigures[]> {
  const nginx = await startNginx({root});
  const browser = await launchBrowser();
  try {
    const pages: PageFigures[] = [];
    for (const page of benchPages) {
      const weight = await measurePageWeight(browser, nginx.origin, page.url);
      pages.push({
        ...page,
        scripts: weight.scripts.length,
        jsGzip: weight.gzip,
        deferredGzip: weight.deferredGzip,
      });
    }
    return pages;
  } finally {
    await browser.close();
    await nginx.close();
  }
}
