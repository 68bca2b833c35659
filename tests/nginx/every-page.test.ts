/**
 * Every page of both locales, from the one route list, visited once through nginx with the production
 * configuration (deploy/portal/, its Content-Security-Policy included). Each page:
 *
 * - over plain HTTP answers 200 as UTF-8 HTML in its locale's language with the built file as its body, and its
 *   file-style links (`/docs/intro.html`, `/docs/intro/index.html`) redirect to the clean path, query kept;
 * - in Chromium at 1280 px loads and hydrates with no console error, no CSP violation, no failed request and no
 *   request to another origin, and does not scroll sideways;
 * - in the same tab, narrowed to a phone's 390 px, does not scroll sideways; a failure names how far it scrolls
 *   and the elements that stick out (not those inside a region that scrolls by itself, such as a code block or a
 *   wide table). The page is measured as a phone shows it once hydrated, after React has re-rendered for the
 *   narrow window (the mobile navigation, the doc sidebar's drawer).
 *
 * The visits are those of a reader on a save-data connection, on which a page fetches nothing ahead of need:
 * what a page does in idle time after start-up on a fast connection (the search box and its index, the routes
 * of the links in view) is the same code for every page of a search context, checked under the policy on a
 * page of each context in csp-browser.test.ts, and every route it would prefetch is visited here itself.
 *
 * One browser, one context per locale: as a reader who moves from page to page, the context's HTTP and code
 * cache keep the shared bundles. A page mostly waits (for its scripts, for hydration, for its start-up requests to end), so each locale has three tabs (TabPool) and both locales run side by side. The problems counted are
 * those of the test's own document (watchNextDocument). What needs scripts beyond loading (colour mode, mermaid,
 * the API pages) is checked under the policy in csp-browser.test.ts; the rest of nginx's behaviour (unknown
 * paths, caching, compression, security headers) in http.test.ts.
 *
 * With PAGES_CHANGED_SINCE=<git ref> (CI's pass over a content change, `npm run test:pages`) only the pages that
 * show what changed since the branch left that ref are visited, in both locales; every page when a UI string or
 * anything beyond pages changed (scripts/lib/changes.ts).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Browser, Page as Tab} from 'playwright-core';

import {changedFiles, changedRoutes} from '../../scripts/lib/changes';
import {startNginx, type RunningNginx} from '../../scripts/lib/nginx';
import {buildDir, locales, type Locale} from '../../config/site';
import {connectionScript, launchBrowser, TabPool, watchNextDocument, watchStartUp} from '../lib/browser';
import {assertBuilt, fileForUrl} from '../lib/builtSite';
import {assertClean, recordViolations, violationsOf} from '../lib/cspViolations';
import {closeAgents, decodedBody, request, type RawResponse} from '../lib/http';
import {allPages, allRoutes, pagesOf, type Page} from '../lib/routes';
import {sidewaysOverflow, type SidewaysOverflow} from '../lib/sideways';

const htmlLang: Record<Locale, string> = {de: 'de-DE', en: 'en-US'};
const desktop = {width: 1280, height: 900};
const phone = {width: 390, height: 844};
const saveData = {effectiveType: '4g', saveData: true};

/** Every page, or with PAGES_CHANGED_SINCE those that show what changed. */
function pagesToVisit(): readonly Page[] {
  const since = process.env.PAGES_CHANGED_SINCE;
  if (since === undefined || since === '') return allPages;
  const changed = changedFiles([since]);
  if (changed === undefined) throw new Error(`PAGES_CHANGED_SINCE=${since}: no such branch to compare with`);
  const routes = changedRoutes(changed.files, allRoutes);
  return routes === 'all' ? allPages : pagesOf(routes);
}

const visited = pagesToVisit();

let nginx: RunningNginx;
let browser: Browser;

before(async () => {
  assertBuilt();
  nginx = await startNginx();
  browser = await launchBrowser();
});

after(async () => {
  closeAgents();
  await browser?.close();
  await nginx?.close();
});

/** The `lang` of the page's <html> start tag (read from the text: a DOM per page cost more than the check). */
function langOf(response: RawResponse): string | null {
  const html = decodedBody(response).toString('utf8');
  const start = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  const lang = /\slang\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(start);
  return lang === null ? null : (lang[1] ?? lang[2] ?? lang[3] ?? null);
}

/** The page over plain HTTP: its answer, and its file-style links redirecting to the clean path. */
async function checkHttp(page: Page): Promise<void> {
  const file = fileForUrl(page.url);
  assert.ok(file !== undefined, `${page.url}: the build has the page`);
  const built = fs.readFileSync(file);
  const response = await request(`${nginx.origin}${page.url}`);
  assert.equal(response.status, 200, `${page.url} answers 200`);
  assert.match(String(response.headers['content-type']), /^text\/html; charset=utf-8$/i);
  assert.equal(langOf(response), htmlLang[page.locale], `${page.url} is in ${page.locale}`);
  assert.ok(response.body.equals(built), `the body of ${page.url} is ${path.relative(buildDir, file)}`);

  const forms = page.url.endsWith('/')
    ? [[`${page.url}index.html`, page.url]]
    : [
        [`${page.url}.html`, page.url],
        [`${page.url}/index.html`, `${page.url}/`],
      ];
  for (const [from, to] of forms) {
    const redirect = await request(`${nginx.origin}${from}?tab=curl`);
    assert.equal(redirect.status, 301, `${from} redirects`);
    assert.equal(
      redirect.headers.location,
      `${to}?tab=curl`,
      `${from} → ${to}: same path without the file name, same query`,
    );
    const target = await request(`${nginx.origin}${to}`);
    assert.equal(target.status, 200, `${to} answers 200`);
    assert.ok(target.body.equals(built), `${to} is the page itself`);
  }
}

/**
 * Loads the page in the tab at desktop width and checks the new document alone: what the document before still
 * fetched is cancelled by its successor, a failure of neither.
 */
async function checkUnderPolicy(tab: Tab, url: string): Promise<void> {
  await tab.setViewportSize(desktop);
  const problems = watchNextDocument(tab, nginx.origin);
  const startUp = watchStartUp(tab, {searchIndex: false});
  try {
    const response = await tab.goto(`${nginx.origin}${url}`, {waitUntil: 'load'});
    assert.equal(response?.status(), 200, url);
    assert.ok(response?.headers()['content-security-policy'], `${url} is served with the policy`);
    await startUp.settled();
    assert.ok(problems.watched(), 'the page was watched from the moment it replaced the one before');
    assertClean(problems, await violationsOf(tab), url);
    const {overflow, widest} = (await tab.evaluate(sidewaysOverflow)) as SidewaysOverflow;
    assert.ok(overflow <= 0, `${url} scrolls sideways by ${overflow} px at 1280 px: ${widest.join('; ')}`);
  } finally {
    startUp.stop();
    problems.stop();
  }
}

/** Narrows the tab to a phone's width and measures, once React has re-rendered for the narrow window. */
async function checkPhoneWidth(tab: Tab, url: string): Promise<void> {
  await tab.setViewportSize(phone);
  await tab.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  assert.equal(await tab.evaluate(() => document.documentElement.clientWidth), phone.width, 'a phone wide');
  const {overflow, widest} = (await tab.evaluate(sidewaysOverflow)) as SidewaysOverflow;
  assert.ok(overflow <= 0, `${url} scrolls sideways by ${overflow} px at 390 px: ${widest.join('; ')}`);
}

if (visited.length === 0) {
  test(`no page shows what changed since ${process.env.PAGES_CHANGED_SINCE}`, () => {});
}

describe('every page of both locales through nginx', {concurrency: locales.length}, () => {
  for (const locale of locales) {
    const tabs = new TabPool(3);
    describe(locale, {concurrency: tabs.size}, () => {
      before(async () => {
        const context = await browser.newContext({viewport: desktop});
        await context.addInitScript(connectionScript(saveData));
        await recordViolations(context);
        await tabs.open(context);
      });
      after(() => tabs.close());

      for (const page of visited.filter((candidate) => candidate.locale === locale)) {
        test(`${page.url} answers with its page, loads cleanly under the CSP and fits a phone`, async () => {
          await checkHttp(page);
          await tabs.use(async (tab) => {
            await checkUnderPolicy(tab, page.url);
            await checkPhoneWidth(tab, page.url);
          });
        });
      }
    });
  }
});
