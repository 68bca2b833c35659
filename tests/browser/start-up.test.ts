/**
 * How a page starts in the browser. Its HTML lists every script the page needs, route code included
 * (src/patches/route-scripts), and a small loader starts them once the page is on screen
 * (config/ssrTemplate.ts). React then takes over the server-rendered page without drawing it again, so what the
 * server rendered must work: copy buttons of code blocks, tab panels hidden in the HTML, and an operation page
 * reached by a link.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Locator, Page} from 'playwright-core';

import {locales, type Locale} from '../../config/site';
import {openPage, watchStartUp} from '../lib/browser';
import {all, codeOf, fileForUrl, htmlOf, listedScripts, text} from '../lib/builtSite';
import {loadDescription, operationBySlug, parametersOf} from '../lib/description';
import {hydrationTime, recordHydrationTime} from '../lib/hydrationTime';
import {localizedUrl} from '../lib/routes';
import {useSiteInBrowser, waitForHydration} from '../lib/siteInBrowser';

const site = useSiteInBrowser();

/** The page types of the speed goals: home, a guide with a diagram, the API landing page, an operation. */
const startPages = ['/', '/docs/intro', '/api', '/api/create-subscription'];

function scriptsOf(url: string): string[] {
  const page = htmlOf(url);
  assert.equal(all(page, 'script[data-scripts]').length, 1, `${url} has one script loader`);
  return listedScripts(page);
}

describe('scripts in the built HTML', () => {
  for (const locale of locales) {
    for (const route of startPages) {
      const url = localizedUrl(locale, route);
      test(`${url}: one loader lists the page's scripts, none is loaded or preloaded otherwise, all exist`, () => {
        const page = htmlOf(url);
        assert.deepEqual(
          all(page, 'script[src], link[rel="preload"][as="script"], link[rel="modulepreload"]').map(
            (element) => element.outerHTML,
          ),
          [],
        );
        const scripts = scriptsOf(url);
        assert.ok(
          scripts.some((script) => /\/main\.\w+\.js$/.test(script)),
          'the main bundle',
        );
        const stylesheets = all(page, 'link[rel="stylesheet"]').map(
          (link) => link.getAttribute('href') ?? '',
        );
        assert.ok(stylesheets.length > 0, 'the page has its stylesheet');
        const missing = [...scripts, ...stylesheets].filter((file) => fileForUrl(file) === undefined);
        assert.deepEqual(
          missing,
          [],
          'every listed script and stylesheet is in the build, under the base URL',
        );
        assert.equal(new Set(scripts).size, scripts.length, 'each script once');
      });
    }
  }
});

interface ScriptRequest {
  path: string;
  startTime: number;
}

/**
 * The scripts the page requested, each with its start on the page's own clock, the one of the first paint and of
 * hydration. (Playwright times a request on the browser process's clock, a few milliseconds off the page's: a
 * prefetch right after hydration could then seem to come before it.)
 */
async function scriptRequests(page: Page): Promise<ScriptRequest[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        startTime: performance.timeOrigin + entry.startTime,
      })),
  );
}

describe('scripts in the browser', () => {
  for (const locale of locales) {
    for (const route of startPages) {
      const url = localizedUrl(locale, route);
      test(`${url}: scripts start after the first paint, each once, and the HTML listed all that hydration needed`, async () => {
        const {context, page, problems} = await openPage(site.browser, site.origin);
        try {
          await recordHydrationTime(page);
          const startUp = watchStartUp(page);
          await page.goto(`${site.origin}${url}`);
          const hydratedAt = await hydrationTime(page);
          await startUp.settled();
          startUp.stop();
          const requests = await scriptRequests(page);
          const firstPaintAt = await page.evaluate(() => {
            const [paint] = performance.getEntriesByName('first-contentful-paint');
            return paint === undefined ? undefined : performance.timeOrigin + paint.startTime;
          });
          assert.ok(firstPaintAt !== undefined, 'the page was painted');
          const early = requests.filter((request) => request.startTime < firstPaintAt);
          assert.deepEqual(early, [], `no script requested before the first paint (${firstPaintAt})`);
          const paths = requests.map((request) => request.path);
          assert.deepEqual(
            paths.filter((path, index) => paths.indexOf(path) !== index),
            [],
            'no script requested twice',
          );
          const listed = scriptsOf(url);
          const beforeHydration = requests
            .filter((request) => request.startTime <= hydratedAt)
            .map((request) => request.path);
          assert.deepEqual(
            beforeHydration.filter((path) => !listed.includes(path)),
            [],
            'every script hydration needed was listed in the HTML, none had to be fetched on the way',
          );
          assert.deepEqual(
            listed.filter((path) => !beforeHydration.includes(path)),
            [],
            'every listed script was requested',
          );
          assert.deepEqual(problems.consoleErrors, []);
          assert.deepEqual(problems.failedRequests, []);
        } finally {
          await context.close();
        }
      });
    }
  }
});

/** The theme's copy button, known by its icons (its class is only `clean-btn`). */
const copyButton = 'button:has([class*="copyButtonIcons"])';

async function clipboardAfterCopying(page: Page, block: Locator): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await block.hover();
  await block.locator(copyButton).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('the server-rendered page at work', () => {
  for (const locale of locales) {
    const guide = localizedUrl(locale, '/docs/quick-start-guide/consumer');
    test(`${guide}: copy buttons copy, a tab hidden in the HTML shows its panel and copies its code`, async () => {
      const built = htmlOf(guide);
      const tabList = built.querySelector('article [role="tablist"]');
      const tabs = tabList ? all(tabList, '[role="tab"]') : [];
      const hiddenPanel = tabList?.parentElement?.querySelector(':scope > div > [role="tabpanel"][hidden]');
      const hiddenBlock = hiddenPanel?.querySelector('.theme-code-block');
      assert.ok(tabs.length >= 2 && hiddenPanel && hiddenBlock, 'the guide has a hidden tab panel with code');
      const hiddenIndex = all(hiddenPanel.parentElement ?? built, ':scope > [role="tabpanel"]').indexOf(
        hiddenPanel,
      );
      assert.ok(
        all(built, 'article .theme-code-block').every((block) => block.querySelector(copyButton)),
        'every code block has its copy button in the HTML',
      );

      const {context, page, problems} = await openPage(site.browser, site.origin);
      try {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.origin});
        await page.goto(`${site.origin}${guide}`);
        await waitForHydration(page);
        const firstBlock = built.querySelector('article .theme-code-block');
        assert.ok(firstBlock);
        const copiedFirst = await clipboardAfterCopying(
          page,
          page.locator('article .theme-code-block').first(),
        );
        assert.equal(copiedFirst, codeOf(firstBlock), 'the first block copied');

        const tabList = page.locator('article [role="tablist"]').first();
        await tabList.locator('[role="tab"]').nth(hiddenIndex).click();
        const panel = tabList
          .locator('xpath=..')
          .locator(':scope > div > [role="tabpanel"]')
          .nth(hiddenIndex);
        await panel.waitFor({state: 'visible'});
        assert.equal(
          (await panel.textContent())?.trim(),
          text(hiddenPanel),
          'the panel as the server rendered it',
        );
        const copiedHidden = await clipboardAfterCopying(page, panel.locator('.theme-code-block').first());
        assert.equal(copiedHidden, codeOf(hiddenBlock), 'the block of the hidden panel copied');
        assert.deepEqual(problems.consoleErrors, []);
      } finally {
        await context.close();
      }
    });

    test(`${locale}: an operation page reached by a link shows its parameter descriptions`, async () => {
      await reachOperationByLink(locale);
    });
  }
});

async function reachOperationByLink(locale: Locale): Promise<void> {
  const operation = operationBySlug(locale, 'create-subscription');
  const descriptions = parametersOf(loadDescription(locale), operation)
    .map((parameter) => (parameter.description ?? '').split(/[`*[\n]/)[0]?.trim() ?? '')
    .filter((words) => words.length >= 10);
  assert.ok(descriptions.length > 0, 'the operation has parameters with descriptions');
  const {context, page, problems} = await openPage(site.browser, site.origin);
  try {
    await page.goto(`${site.origin}${localizedUrl(locale, '/api')}`);
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, {samePage: true}));
    await page
      .locator(`main a[href="${localizedUrl(locale, `/api/${operation.slug}`)}"]`)
      .first()
      .click();
    await page.locator('h1', {hasText: operation.summary}).waitFor();
    assert.equal(await page.evaluate(() => 'samePage' in window), true, 'no page load');
    // Rendered in the browser now, from the page's code: the same words the HTML holds.
    for (const words of descriptions) {
      await page.locator('main').getByText(words).first().waitFor({timeout: 5000});
    }
    assert.deepEqual(problems.consoleErrors, []);
  } finally {
    await context.close();
  }
}
