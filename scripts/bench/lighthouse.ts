/** Lighthouse (mobile, default throttling) in Debian's Chromium, on the build served with gzip. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import {chromiumPath} from '../../tests/lib/browser';
import {assertBuilt} from '../../tests/lib/builtSite';
import {startGzipServer} from './gzipServer';
import {benchPages} from './pageTypes';

export interface LighthouseFigures {
  type: string;
  locale: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

export async function runLighthouse(): Promise<LighthouseFigures[]> {
  assertBuilt();
  const server = await startGzipServer();
  const results: LighthouseFigures[] = [];
  try {
    for (const page of benchPages.filter((candidate) => candidate.type !== 'guide without diagram')) {
      // A fresh browser per page: no cache or service state carried from the previous run.
      const chrome = await chromeLauncher.launch({chromePath: chromiumPath(), chromeFlags});
      try {
        const result = await lighthouse(`${server.origin}${page.url}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (result === undefined) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        const {categories, audits} = result.lhr;
        results.push({
          ...page,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          seo: score(categories.seo?.score),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        });
        console.log(`[bench] lighthouse ${page.url}: performance ${results.at(-1)?.performance}`);
      } finally {
        chrome.kill();
      }
    }
    return results;
  } finally {
    await server.close();
  }
}
