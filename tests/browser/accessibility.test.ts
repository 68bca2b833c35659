/**
 * Accessibility: axe-core finds no WCAG 2.2 AA violation on the main page types, in both locales and both
 * colour modes; every colour of the code themes keeps 4.5:1, also for tokens no tested page shows; and a
 * table too wide for the text column can be scrolled with the keyboard.
 */
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import AxeBuilder from '@axe-core/playwright';

import {darkCodeTheme, lightCodeTheme} from '../../config/codeThemes';
import {locales} from '../../config/site';
import {openPage, TabPool, watchStartUp} from '../lib/browser';
import {contrastRatio} from '../lib/contrast';
import {localizedUrl, pagesOf} from '../lib/routes';
import {drawDiagrams, gotoHydrated, useSiteInBrowser} from '../lib/siteInBrowser';

const site = useSiteInBrowser();

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const routes = [
  '/',
  '/docs/guides/team',
  '/docs/glossar/intro',
  '/changelog',
  '/api',
  '/api/create-subscription',
  // The results page with results: its field, menu and list.
  '/search?q=API',
];
const colourModes = ['light', 'dark'] as const;

// One context per colour mode, as a reader who moves from page to page (the site follows the system colour
// scheme until the reader picks a mode); a test loads its page in the tab the one before left. A context and
// tab per page started a renderer for each. Both modes run side by side.
describe('accessibility (axe-core, WCAG 2.2 AA)', {concurrency: colourModes.length}, () => {
  for (const mode of colourModes) {
    const tabs = new TabPool(1);
    describe(`${mode} mode`, {concurrency: tabs.size}, () => {
      before(async () =>
        tabs.open(await site.browser.newContext({viewport: {width: 1280, height: 900}, colorScheme: mode})),
      );
      after(() => tabs.close());

      for (const {url} of pagesOf(routes)) {
        test(`${url} in ${mode} mode`, () =>
          tabs.use(async (page) => {
            const startUp = watchStartUp(page);
            await page.goto(`${site.origin}${url}`);
            await startUp.settled();
            startUp.stop();
            // The results page shows each excerpt once the search index's texts are in.
            await page.waitForFunction(() =>
              [...document.querySelectorAll('article p[class*="searchResultItemSummary"]')].every(
                (excerpt) => excerpt.textContent !== '\u00a0',
              ),
            );
            await drawDiagrams(page);
            assert.equal(await page.locator('html').getAttribute('data-theme'), mode);
            assert.equal(
              page.frames().length,
              1,
              'no frame: axe runs in the page itself (legacy mode), which does not check a cross-origin frame',
            );
            // axe.run() in the page, reporting the nodes of violations only. By default the builder runs axe in
            // every frame, copies every node it checked (16,600 elements on the team page) as JSON into a new
            // tab and finishes the run there: axe took 22.1 s on four pages that way and takes 9.4 s now (the
            // whole machine 51.6 against 31.8 CPU-s). The violations and their nodes are the same. options()
            // replaces what withTags() sets, so it comes first.
            const {violations} = await new AxeBuilder({page})
              .options({resultTypes: ['violations']})
              .withTags(wcagTags)
              .setLegacyMode()
              .analyze();
            const report = violations.map((violation) => ({
              rule: violation.id,
              impact: violation.impact,
              help: violation.help,
              nodes: violation.nodes
                .slice(0, 5)
                .map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
            }));
            assert.deepEqual(report, [], `axe violations on ${url} (${mode})`);
          }));
      }
    });
  }
});

describe('code block colours', () => {
  for (const [mode, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    test(`every token of the ${mode} code theme has a contrast of at least 4.5:1`, () => {
      const background = theme.plain.backgroundColor ?? '';
      const colours = [
        {types: 'plain', colour: theme.plain.color},
        ...theme.styles.map((entry) => ({types: entry.types.join(', '), colour: entry.style.color})),
      ];
      const tooLow = colours
        .filter(({colour}) => colour !== undefined)
        .map(({types, colour = ''}) => ({types, colour, ratio: contrastRatio(colour, background)}))
        .filter(({ratio}) => ratio < 4.5)
        .map(({types, colour, ratio}) => `${types}: ${colour} ${ratio.toFixed(2)}:1`);
      assert.deepEqual(tooLow, [], `on ${background}`);
      // Opacity would lower the contrast below the measured colour.
      assert.deepEqual(
        theme.styles.filter((entry) => entry.style.opacity !== undefined).map((entry) => entry.types),
        [],
      );
    });
  }
});

describe('wide tables', () => {
  for (const locale of locales) {
    const url = localizedUrl(locale, '/docs/guides/team');
    test(`${url}: a table wider than the column takes the focus and scrolls with the arrow keys`, async () => {
      const {context, page} = await openPage(site.browser, site.origin);
      try {
        await gotoHydrated(page, `${site.origin}${url}`);
        const tables = page.locator('article table');
        const states = await tables.evaluateAll((elements) =>
          elements.map((table) => ({
            overflows: table.scrollWidth > table.clientWidth,
            tabIndex: table.getAttribute('tabindex'),
          })),
        );
        // The role matrix is wider than the column at this width, the table of errors is not.
        assert.deepEqual(
          states.map(({overflows}) => overflows),
          [true, false],
        );
        assert.deepEqual(
          states.map(({tabIndex}) => tabIndex),
          ['0', null],
          'only the wide table is a tab stop',
        );
        const wide = tables.first();
        await wide.focus();
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction(
          (table) => table !== null && table.scrollLeft > 0,
          await wide.elementHandle(),
        );
      } finally {
        await context.close();
      }
    });
  }
});
