import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';

import {buildDir, locales, localePrefix} from '../../scripts/lib/site';
import {descriptionFile} from '../../scripts/openapi/paths';
import {all, htmlOf, text} from '../lib/builtSite';
import {useBuiltSite} from '../lib/useBuiltSite';
import {loadDescription, operationsOf, parametersOf, responseCodesOf} from '../lib/description';
import {localizedUrl, operationSlugs} from '../lib/routes';

/** Pages of the API docs instance besides the operations: the landing page and the introduction. */
const handWrittenApiPages = ['introduction'];

/** The code samples every operation offers, in the order of their tabs. */
const codeSampleLanguages = ['curl', 'javascript', 'python', 'java', 'go', 'csharp'];

useBuiltSite();

describe('the OpenAPI description', () => {
  test('has exactly the operations of the slug list, each once', () => {
    const slugs = operationsOf('en').map((operation) => operation.slug);
    assert.equal(new Set(slugs).size, slugs.length, 'no two operations share a slug');
    assert.deepEqual([...slugs].sort(), [...operationSlugs].sort());
  });
});

describe('one reference per language', () => {
  test('every operation has its own German summary, different from the English one', () => {
    const english = new Map(operationsOf('en').map((operation) => [operation.operationId, operation.summary]));
    for (const operation of operationsOf('de')) {
      assert.notEqual(operation.summary, english.get(operation.operationId), operation.operationId);
    }
  });

  for (const locale of locales) {
    test(`the ${locale} site offers its own description for download`, () => {
      const downloaded = fs.readFileSync(path.join(buildDir, localePrefix(locale), 'openapi.yaml'), 'utf8');
      assert.equal(downloaded, fs.readFileSync(descriptionFile(locale), 'utf8'));
      assert.ok(
        [...htmlOf(localizedUrl(locale, '/api')).querySelectorAll('a[href]')].some(
          (link) => link.getAttribute('href') === `${localePrefix(locale)}/openapi.yaml`,
        ),
        'the landing page links the download',
      );
    });
  }
});

describe('operation pages', () => {
  for (const locale of locales) {
    test(`the ${locale} build has exactly the ${operationSlugs.length} operation pages`, () => {
      const apiDir = path.join(buildDir, localePrefix(locale), 'api');
      const built = fs
        .readdirSync(apiDir, {withFileTypes: true})
        .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(apiDir, entry.name, 'index.html')))
        .map((entry) => entry.name)
        .filter((name) => !handWrittenApiPages.includes(name));
      assert.deepEqual(built.sort(), [...operationSlugs].sort());
      assert.ok(fs.existsSync(path.join(apiDir, 'index.html')), 'the landing page /api');
    });

    const description = loadDescription(locale);
    for (const operation of operationsOf(locale)) {
      test(`${localizedUrl(locale, `/api/${operation.slug}`)} shows ${operation.method} ${operation.path}`, () => {
        const root = htmlOf(localizedUrl(locale, `/api/${operation.slug}`));
        const endpoint = root.querySelector('.openapi__method-endpoint');
        assert.ok(endpoint, 'the method and path block');
        assert.equal(text(endpoint.querySelector('.badge')), operation.method);
        // The theme writes path parameters Express-style: /v1/teams/{teamId} is shown as /v1/teams/:teamId.
        const shownPath = operation.path.replace(/\{(\w+)\}/g, ':$1');
        assert.equal(text(endpoint.querySelector('.openapi__method-endpoint-path')), shownPath);
        assert.equal(text(root.querySelector('h1')), operation.summary, `the ${locale} summary as title`);
        const sidebarLabel = text(root.querySelector(`nav a.menu__link:not(.menu__link--sublist)[href="${localizedUrl(locale, `/api/${operation.slug}`)}"]`));
        assert.equal(sidebarLabel, operation.summary, `the ${locale} summary in the sidebar`);
      });

      // The theme renders these parts in the browser only; src/theme/ApiItem renders them into the page, for
      // readers without JavaScript, search engines and the search index, and so that the phone has less to do.
      test(`${localizedUrl(locale, `/api/${operation.slug}`)} holds its parameters and responses in the HTML`, () => {
        const reference = htmlOf(localizedUrl(locale, `/api/${operation.slug}`)).querySelector(
          '.openapi-left-panel__container',
        );
        assert.ok(reference, 'the reference column');
        assert.equal(reference.querySelectorAll('.openapi-skeleton').length, 0, 'no placeholder');
        const properties = new Set(all(reference, '.openapi-schema__property').map(text));
        for (const parameter of parametersOf(description, operation)) {
          assert.ok(properties.has(parameter.name), `the ${parameter.in} parameter ${parameter.name}`);
        }
        const tabs = new Set(all(reference, '[role="tab"]').map(text));
        for (const code of responseCodesOf(description, operation)) {
          assert.ok(tabs.has(code), `the response ${code}`);
        }
      });

      test(`${localizedUrl(locale, `/api/${operation.slug}`)} holds its code samples in the HTML`, () => {
        const samples = htmlOf(localizedUrl(locale, `/api/${operation.slug}`)).querySelector(
          '.openapi-right-panel__container .openapi-tabs__code-container',
        );
        assert.ok(samples, 'the code samples');
        assert.deepEqual(
          all(samples, '[role="tab"]').map((tab) => /openapi-tabs__code-item--(\w+)/.exec(tab.className)?.[1]),
          codeSampleLanguages,
        );
        // The selected sample is there as text, not drawn later: curl, calling this operation's path.
        const pathPattern = operation.path.replace(/\{\w+\}/g, "[^/'?]+");
        const curl = text(samples.querySelector('[role="tabpanel"]:not([hidden]) pre'));
        assert.match(curl, new RegExp(`^curl .*'https://[^/']+${pathPattern}[?']`, 's'));
      });
    }
  }
});
