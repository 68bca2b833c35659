/**
 * The search finds what developers type (issue 22): the relevance set (tests/fixtures/search-relevance/) run
 * through the portal's engine on the built indexes, the same code and files the browser's search worker uses.
 * tests/browser/search.test.ts checks that the results page shows the same.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {before, describe, test} from 'node:test';

import {buildDir, locales, localePrefix, type Locale} from '../../config/site';
import {assertBuilt} from '../lib/builtSite';
import {fieldNamesOf, loadDescription, operationsOf} from '../lib/description';
import {
  evaluate,
  percent,
  relevanceSet,
  requiredHitRate,
  routeKey,
  routeOfUrl,
  type RelevanceReport,
} from '../lib/searchRelevance';
import {
  buildSearchIndex,
  createSearcher,
  type SearchIndexFile,
  type Searcher,
} from '../../src/plugins/search-engine/engine/engine';
import {readSearchIndex} from '../lib/searchIndex';

const searchers = new Map<Locale, Searcher>();

function searcher(locale: Locale): Searcher {
  let found = searchers.get(locale);
  if (!found) {
    const file = path.join(buildDir, localePrefix(locale), 'search-index.json');
    const {index, texts} = readSearchIndex(file);
    found = createSearcher(index, texts);
    searchers.set(locale, found);
  }
  return found;
}

/** Result routes, best first, as the results page lists them ("everywhere"). */
const routesFor = (locale: Locale, query: string): string[] =>
  searcher(locale)
    .search(query, 100)
    .map((result) => routeOfUrl(locale, result.document.u));

const describeMisses = (report: RelevanceReport): string =>
  report.misses.map((miss) => `${miss.kind} "${miss.q}": ${miss.got.join(', ') || 'nothing'}`).join('\n');

/** The kinds of query the issue names; each must work on both sites. */
const namedKinds = ['operationId', 'field', 'synonym', 'typo', 'compound'];

/**
 * Operation pages whose parameters or bodies have a field: a field query may put any of them first (the set lists
 * those that must be among the first five).
 */
function operationsWithField(field: string): Set<string> {
  const description = loadDescription();
  return new Set(
    operationsOf()
      .filter((operation) => fieldNamesOf(description, operation).has(field))
      .map((operation) => `/api/${operation.slug}`),
  );
}

/** Queries for what names an operation: its results list one of the query's operation pages first. */
const operationKinds = new Set(['operationId', 'endpoint', 'field']);

before(assertBuilt);

describe('search relevance', () => {
  for (const locale of locales) {
    test(`${locale}: at least 90 % of the relevance set finds its pages among the first five`, async () => {
      const report = await evaluate(locale, (query) => routesFor(locale, query));
      assert.ok(report.total >= 60, `${report.total} queries, the set needs at least 60`);
      assert.ok(
        report.hit / report.total >= requiredHitRate,
        `${percent(report.hit, report.total)} (${report.hit}/${report.total}); misses:\n${describeMisses(report)}`,
      );
      for (const kind of namedKinds) {
        const counts = report.byKind[kind];
        assert.ok(counts && counts.hit / counts.total >= 0.75, `${kind}: ${JSON.stringify(counts)}`);
      }
    });

    test(`${locale}: an operationId, its method and path, its path alone or a field name put the operation page first`, () => {
      const wrong = relevanceSet(locale)
        .filter((query) => operationKinds.has(query.kind) && query.pages)
        .flatMap((query) => {
          const first = routesFor(locale, query.q)[0];
          return query.pages?.some((page) => routeKey(page) === first) ||
            (query.kind === 'field' && operationsWithField(query.q).has(first ?? ''))
            ? []
            : [`"${query.q}": ${first}`];
        });
      assert.deepEqual(wrong, []);
    });
  }
});

describe('search contexts', () => {
  for (const locale of locales) {
    test(`${locale}: the guide and the API index each answer, with pages of their context only`, () => {
      for (const context of ['docs', 'api']) {
        const file = path.join(buildDir, localePrefix(locale), `search-index-${context}.json`);
        const {index, texts} = readSearchIndex(file);
        const found = createSearcher(index, texts)
          .search(locale === 'de' ? 'Abonnement' : 'subscription', 100)
          .map((result) => routeOfUrl(locale, result.document.u));
        assert.ok(found.length > 0, `${context}: results`);
        assert.deepEqual(
          found.filter((route) => !route.startsWith(`/${context}`)),
          [],
          `${context}: only its own pages`,
        );
      }
    });
  }
});

describe('search ranking rules', () => {
  /** Three one-title pages in a fresh index: which order does a query give them? */
  function order(locale: Locale, titles: string[], query: string): string[] {
    const documents = [titles.map((t, i) => ({i, t, u: `/p${i}`, b: []})), [], [], [], []];
    const {index, texts} = buildSearchIndex(locale, documents, [], []);
    return createSearcher(JSON.parse(JSON.stringify(index)) as SearchIndexFile, texts)
      .search(query, 10)
      .map((result) => result.document.t ?? '');
  }

  test('a typo (one edit, words of five letters or more) finds the word, below the exact word', () => {
    assert.deepEqual(order('en', ['Subscription'], 'subscripton'), ['Subscription']);
    assert.equal(order('en', ['Subscripton', 'Subscription'], 'subscription')[0], 'Subscription');
    assert.deepEqual(order('en', ['Plans'], 'plam'), [], 'no typo tolerance under five letters');
  });

  test('a part of a German compound finds the compound, below the word itself', () => {
    assert.deepEqual(order('de', ['Zugangsdefinition anlegen', 'Definition eines Zugangs'], 'Definition'), [
      'Definition eines Zugangs',
      'Zugangsdefinition anlegen',
    ]);
    assert.deepEqual(order('de', ['Genehmigungsstatus ändern', 'Genehmigung erteilen'], 'Genehmigung'), [
      'Genehmigung erteilen',
      'Genehmigungsstatus ändern',
    ]);
  });

  test('an identifier finds its words, and its words find it', () => {
    assert.deepEqual(order('en', ['The ipAllowlist field', 'Allow list'], 'ipAllowlist'), ['The ipAllowlist field']);
    assert.deepEqual(order('en', ['createSubscription'], 'create subscription'), ['createSubscription']);
  });
});
