/**
 * Page-weight budgets of the built site (issue "Fast on a phone"): the JavaScript Chromium fetches for a page
 * before React has hydrated it, gzipped; what a page fetches later (the search box, when the browser is idle) is not
 * needed to show it or use it. Bytes do not depend on machine load, so unlike times and scores
 * (`npm run bench`) they are a test.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {locales} from '../../config/site';
import {measurePageWeight, type PageWeight} from '../lib/pageWeight';
import {localizedUrl, operationRoutes, specRoutes} from '../lib/routes';
import {useSiteInBrowser} from '../lib/siteInBrowser';

const site = useSiteInBrowser();

const kB = 1024;
/** Gzipped JavaScript budgets per page type; the hand-written API pages are guides in what they load. */
const budgets = {operation: 350 * kB, guideWithoutDiagram: 220 * kB, apiLanding: 220 * kB};

const loads = (weight: PageWeight, chunk: string): boolean =>
  weight.scripts.some((script) => new RegExp(`/${chunk}\\.[\\w]+\\.js$`).test(script.url));

function describeWeight(weight: PageWeight): string {
  const largest = [...weight.scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 5)
    .map((script) => `${new URL(script.url).pathname} ${(script.gzip / kB).toFixed(1)} KB`);
  return `${weight.url}: ${(weight.gzip / kB).toFixed(1)} KB gzip in ${weight.scripts.length} scripts before hydration; largest: ${largest.join(', ')}`;
}

/** Guide pages (not category indexes); the test measures the first that shows no diagram in the browser. */
const guideRoutes = specRoutes.filter((route) => route.startsWith('/docs/guides/') && !route.endsWith('/'));
/** An operation with a request body, parameters and several responses: among the heaviest pages. */
const operationRoute = operationRoutes.find((route) => route === '/api/create-subscription');

describe('page-weight budgets (JavaScript before hydration, gzip)', () => {
  for (const locale of locales) {
    test(`${locale}: an operation page stays within ${budgets.operation / kB} KB`, async () => {
      assert.ok(operationRoute, 'the route list has /api/create-subscription');
      const weight = await measurePageWeight(site.browser, site.origin, localizedUrl(locale, operationRoute));
      assert.ok(loads(weight, 'api-common'), `the API pages' shared chunk was measured on ${weight.url}`);
      assert.ok(weight.gzip <= budgets.operation, describeWeight(weight));
    });

    test(`${locale}: a guide without a diagram stays within ${budgets.guideWithoutDiagram / kB} KB`, async () => {
      let weight: PageWeight | undefined;
      for (const route of guideRoutes) {
        weight = await measurePageWeight(site.browser, site.origin, localizedUrl(locale, route));
        if (weight.diagrams === 0) break;
      }
      assert.ok(
        weight !== undefined && weight.diagrams === 0,
        'the route list has a guide without a diagram',
      );
      assert.ok(loads(weight, 'main'), `the main bundle was measured on ${weight.url}`);
      assert.ok(
        !loads(weight, 'api-common'),
        `a guide does not load the API pages' chunk: ${describeWeight(weight)}`,
      );
      assert.ok(weight.gzip <= budgets.guideWithoutDiagram, describeWeight(weight));
    });

    test(`${locale}: the API landing page stays within ${budgets.apiLanding / kB} KB, without the API chunk`, async () => {
      const weight = await measurePageWeight(site.browser, site.origin, localizedUrl(locale, '/api'));
      assert.ok(loads(weight, 'main'), `the main bundle was measured on ${weight.url}`);
      assert.ok(!loads(weight, 'api-common'), `plain Markdown needs no API chunk: ${describeWeight(weight)}`);
      assert.ok(weight.gzip <= budgets.apiLanding, describeWeight(weight));
    });
  }
});
