import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import type {Browser} from 'playwright-core';

import {locales, type Locale} from '../../scripts/lib/site';
import {launchBrowser, openPage} from '../lib/browser';
import {assertBuilt} from '../lib/builtSite';
import {localizedUrl} from '../lib/routes';
import {startServer, type RunningServer} from '../lib/server';

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

let server: RunningServer;
let browser: Browser;

before(async () => {
  assertBuilt();
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

describe('operation pages in the browser', () => {
  for (const locale of locales) {
    for (const slug of sampleSlugs) {
      const url = localizedUrl(locale, `/api/${slug}`);
      test(`${url}: labels in ${locale}, six code samples, nothing sent elsewhere`, async () => {
        const {context, page, problems} = await openPage(browser, server.origin);
        try {
          await page.goto(`${server.origin}${url}`, {waitUntil: 'networkidle'});
          const main = page.locator('main');
          await main.getByText(labels[locale].responses, {exact: true}).first().waitFor();
          assert.equal(
            await main.getByText(labels[locale].otherLanguage, {exact: true}).count(),
            0,
            'no label of the other language',
          );
          // The code samples render after the page is idle when the machine is busy.
          await page.locator('.openapi-tabs__code-item--curl').first().waitFor();
          for (const language of codeSampleLanguages) {
            assert.equal(
              await page.locator(`.openapi-tabs__code-item--${language}`).count(),
              1,
              `a ${language} code sample tab`,
            );
          }
          assert.equal(await page.locator('.openapi-explorer__request-btn').count(), 0, 'no send button');
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
