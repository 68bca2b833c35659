/**
 * What the analyzer must keep while it remembers the terms of each word it has seen: a word's terms depend on
 * the site's words and the locale, and a caller's list is its own.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {analyzer, PART, STEM, words, type Locale} from './analyze';

test('a word splits at joins and camelCase, and its parts are joined once more', () => {
  assert.deepEqual(words('createSubscription XS2A-Newsletter'), [
    'create',
    'subscription',
    'createsubscription',
    'xs2a',
    'newsletter',
    'xs2anewsletter',
  ]);
});

test('changing the list an analyzer returned leaves the next call alone', () => {
  const analyze = analyzer('en', new Set());
  const first = analyze('ipAllowlist');
  first.push('changed');
  first[0] = 'changed';
  assert.deepEqual(analyze('ipAllowlist').slice(0, 2), ['ip', `${STEM}ip`]);
});

test("a compound word's parts come from the words of its site, not from the first site that saw it", () => {
  const parts = (analyze: (text: string) => string[]): string[] =>
    analyze('Zugangsdefinition')
      .filter((term) => term.startsWith(PART))
      .sort();
  const withDefinition = analyzer('de', new Set(['zugang', 'definition']));
  assert.deepEqual(parts(withDefinition), [`${PART}definition`, `${PART}zugang`]);
  assert.deepEqual(parts(analyzer('de', new Set())), []);
  assert.deepEqual(parts(withDefinition), [`${PART}definition`, `${PART}zugang`]);
});

test('the same word is stemmed by the locale it is indexed for', () => {
  const stem = (locale: Locale): string | undefined =>
    analyzer(locale, new Set())('Subscriptions').find((term) => term.startsWith(STEM));
  assert.equal(stem('de'), `${STEM}subscription`);
  assert.equal(stem('en'), `${STEM}subscrip`);
  assert.equal(stem('de'), `${STEM}subscription`);
});
