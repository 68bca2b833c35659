/**
 * The prose and the API agree on which operations exist: every `/api/<slug>` link of the guides, the API
 * landing page and the introduction goes to one of the operations, and every operation is reached from them.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {locales} from '../../config/site';
import {operationsOf} from '../lib/description';
import {apiLinksOf, handWrittenApiPages} from '../lib/examples/apiLinks';
import {where} from '../lib/examples/check';
import {sourcesOf} from '../lib/examples/sources';
import {operationSlugs} from '../lib/routes';

describe('API operations reached from the prose', () => {
  test('the operation list of the tests is the description’s', () => {
    assert.deepEqual(
      operationsOf()
        .map((operation) => operation.slug)
        .sort(),
      [...operationSlugs].sort(),
    );
  });

  for (const locale of locales) {
    const pageLinks = () => sourcesOf(locale).flatMap(apiLinksOf);

    test(`every API link of the ${locale} pages goes to an operation or a hand-written API page`, () => {
      const known = new Set([...operationSlugs, ...handWrittenApiPages()]);
      const broken = pageLinks()
        .filter((link) => !known.has(link.slug))
        .map(
          (link) => `${where(link.at)}: /api/${link.slug} is none of the ${operationSlugs.length} operations`,
        );
      assert.deepEqual(broken, []);
    });

    test(`every operation is linked from the ${locale} guides, API landing page or introduction`, (t) => {
      const linked = new Set(pageLinks().map((link) => link.slug));
      const reached = operationSlugs.filter((slug) => linked.has(slug));
      t.diagnostic(
        `coverage ${locale}: ${reached.length} of ${operationSlugs.length} operations reachable from prose`,
      );
      assert.deepEqual(
        operationSlugs.filter((slug) => !linked.has(slug)),
        [],
        'operations no page links to',
      );
    });
  }
});
