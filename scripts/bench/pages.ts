/**
 * The JavaScript Chromium fetches for each page type (phone viewport, tests/lib/pageWeight.ts, as the budget test
 * measures it), from nginx with the production configuration over a build: `build/`, or a scale copy's.
 */
import {launchBrowser} from '../../tests/lib/browser';
import {measurePageWeight} from '../../tests/lib/pageWeight';
import {buildDir} from '../../config/site';
import {startNginx} from '../lib/nginx';
import {benchPages, type BenchPage} from './pageTypes';

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
