import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {locales, type Locale} from '../../config/site';
import {openPage, watchStartUp} from '../lib/browser';
import {loadDescription, operationBySlug, parametersOf} from '../lib/description';
import {localizedUrl} from '../lib/routes';
import {useSiteInBrowser} from '../lib/siteInBrowser';

/** A sample of operation pages: JSON body, multipart upload, binary download, public list. */
const sampleSlugs = [
  'create-subscription',
  'upload-files',
  'download-file',
  'fetch-public-available-products',
];

/** Labels of the OpenAPI theme as the reader must see them. */
const labels: Record<Locale, {responses: string; otherLanguage: string}> = {
  de: {responses: 'Antworten', otherLanguage: 'Responses'},
  en: {responses: 'Responses', otherLanguage: 'Antworten'},
};

const codeSampleLanguages = ['curl', 'javascript', 'python', 'java', 'go', 'csharp'];

const site = useSiteInBrowser();

describe('operation pages in the browser', () => {
  for (const locale of locales) {
    for (const slug of sampleSlugs) {
      const url = localizedUrl(locale, `/api/${slug}`);
      test(`${url}: labels in ${locale}, six code samples, nothing sent elsewhere`, async () => {
        const {context, page, problems} = await openPage(site.browser, site.origin);
        try {
          const startUp = watchStartUp(page);
          await page.goto(`${site.origin}${url}`);
          await startUp.settled();
          startUp.stop();
          const main = page.locator('main');
          await main.getByText(labels[locale].responses, {exact: true}).first().waitFor();
          assert.equal(
            await main.getByText(labels[locale].otherLanguage, {exact: true}).count(),
            0,
            'no label of the other language',
          );
          // The code samples render after hydration; wait for them rather than count too early.
          for (const language of codeSampleLanguages) {
            const tab = page.locator(`.openapi-tabs__code-item--${language}`);
            await tab.first().waitFor();
            assert.equal(await tab.count(), 1, `one ${language} code sample tab`);
            await tab.click();
            // Prism loads with the code blocks, not at start-up: every sample's language must still be known to it.
            const sample = page.locator('.openapi-tabs__code-container [role="tabpanel"]:not([hidden]) pre');
            assert.ok(
              (await sample.locator('span.token:not(.plain)').count()) > 0,
              `the ${language} sample is highlighted`,
            );
          }
          assert.equal(await page.locator('.openapi-explorer__request-btn').count(), 0, 'no send button');
          const operation = operationBySlug(locale, slug);
          for (const parameter of parametersOf(loadDescription(locale), operation)) {
            // The first words of the description, before any Markdown markup, as the reader sees them.
            const words =
              (parameter.description ?? '')
                .split(/[`*[\n]/)[0]
                ?.trim()
                .slice(0, 40) ?? '';
            if (words.length < 10) continue;
            await main.getByText(words).first().waitFor({timeout: 5000});
          }
          assert.deepEqual(problems.foreignRequests, []);
          assert.deepEqual(problems.failedRequests, []);
          assert.deepEqual(problems.consoleErrors, []);
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe('moving between operation pages', () => {
  for (const locale of locales) {
    test(`${locale}: a sidebar link shows the next operation without a page load`, async () => {
      const [from, to] = ['create-subscription', 'approve-subscription'].map((slug) =>
        operationBySlug(locale, slug),
      );
      const {context, page, problems} = await openPage(site.browser, site.origin);
      try {
        const startUp = watchStartUp(page);
        await page.goto(`${site.origin}${localizedUrl(locale, `/api/${from.slug}`)}`);
        await startUp.settled();
        startUp.stop();
        await page.evaluate(() => Object.assign(window, {samePage: true}));
        await page
          .locator(`.theme-doc-sidebar-container a[href="${localizedUrl(locale, `/api/${to.slug}`)}"]`)
          .click();
        await page.locator('h1', {hasText: to.summary}).waitFor();
        assert.equal(await page.evaluate(() => 'samePage' in window), true, 'no page load');
        assert.equal(await page.locator('main h1').count(), 1);
        for (const parameter of parametersOf(loadDescription(locale), to)) {
          await page
            .locator('main')
            .getByText(parameter.name, {exact: true})
            .first()
            .waitFor({timeout: 5000});
        }
        assert.equal(await page.locator('main').getByText(from.summary, {exact: true}).count(), 0);
        assert.deepEqual(problems.consoleErrors, []);
      } finally {
        await context.close();
      }
    });
  }
});
