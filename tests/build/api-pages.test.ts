import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, test} from 'node:test';

import {buildDir, locales, localePrefix} from '../../scripts/lib/site';
import {assertBuilt, htmlOf, text} from '../lib/builtSite';
import {operationsOf} from '../lib/description';
import {localizedUrl, operationSlugs} from '../lib/routes';

/** Pages of the API docs instance besides the operations: the landing page and the introduction. */
const handWrittenApiPages = ['introduction'];

before(assertBuilt);

describe('the OpenAPI description', () => {
  test('has exactly the operations of the slug list, each once', () => {
    const slugs = operationsOf().map((operation) => operation.slug);
    assert.equal(new Set(slugs).size, slugs.length, 'no two operations share a slug');
    assert.deepEqual([...slugs].sort(), [...operationSlugs].sort());
  });
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

    for (const operation of operationsOf()) {
      test(`${localizedUrl(locale, `/api/${operation.slug}`)} shows ${operation.method} ${operation.path}`, () => {
        const root = htmlOf(localizedUrl(locale, `/api/${operation.slug}`));
        const endpoint = root.querySelector('.openapi__method-endpoint');
        assert.ok(endpoint, 'the method and path block');
        assert.equal(text(endpoint.querySelector('.badge')), operation.method);
        // The theme writes path parameters Express-style: /v1/teams/{teamId} is shown as /v1/teams/:teamId.
        const shownPath = operation.path.replace(/\{(\w+)\}/g, ':$1');
        assert.equal(text(endpoint.querySelector('.openapi__method-endpoint-path')), shownPath);
        assert.ok(text(root.querySelector('h1')), 'a title');
      });
    }
  }
});
