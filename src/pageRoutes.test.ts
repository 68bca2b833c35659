import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {pageRoutes, routeOf} from './pageRoutes';
import {siteDir} from '../config/site';

/** A route list of the tests (the specification's routes.txt, extra-routes.txt), without its comments. */
function routeList(file: string): string[] {
  return fs
    .readFileSync(path.join(siteDir, 'tests/fixtures', file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

test("the portal's pages, derived from their sources, are the specification's routes and the extra ones", () => {
  assert.deepEqual(pageRoutes(), [...routeList('routes.txt'), ...routeList('extra-routes.txt')].sort());
});

test('English sources have the route of their German page; files that make no page have none', () => {
  assert.equal(routeOf('i18n/en/docusaurus-plugin-content-docs/current/guides/index.md'), '/docs/guides/');
  assert.equal(routeOf('i18n/en/docusaurus-plugin-content-docs-api/current/index.mdx'), '/api');
  assert.equal(routeOf('openapi/reference/create-product.api.mdx'), undefined);
  assert.equal(routeOf('docs/_shared.mdx'), undefined);
  assert.equal(routeOf('README.md'), undefined);
});
