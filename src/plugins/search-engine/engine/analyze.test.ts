/**
 * The analyzer keeps the terms of each word it has seen; these check what that must not change: a word's terms
 * depend on the site's words (the rules) and the locale, and a caller's list is its own.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {indexTerms, PART, STEM, words, type CompoundRules, type Locale} from './analyze';
import {compoundRules} from './engine';

const rules = (stems: string[]): CompoundRules => ({...compoundRules, stems: new Set(stems)});

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

test('changing the list words() returned leaves the next call alone', () => {
  const first = words('ipAllowlist');
  first.push('changed');
  first[0] = 'changed';
  assert.deepEqual(words('ipAllowlist'), ['ip', 'allowlist', 'ipallowlist']);
});

test("a compound word's parts come from the rules of each index, not from the first index that saw it", () => {
  const siteWithDefinition = rules(['zugang', 'definition']);
  const siteWithoutThem = rules([]);
  const parts = (site: CompoundRules): string[] =>
    indexTerms('de', 'Zugangsdefinition', site).filter((term) => term.startsWith(PART));
  assert.deepEqual(parts(siteWithDefinition).sort(), [`${PART}definition`, `${PART}zugang`]);
  assert.deepEqual(parts(siteWithoutThem), []);
  assert.deepEqual(parts(siteWithDefinition).sort(), [`${PART}definition`, `${PART}zugang`]);
});

test('the same word is stemmed by the locale it is indexed for', () => {
  const site = rules([]);
  const stem = (locale: Locale): string | undefined =>
    indexTerms(locale, 'Subscriptions', site).find((term) => term.startsWith(STEM));
  assert.equal(stem('de'), `${STEM}subscription`);
  assert.equal(stem('en'), `${STEM}subscrip`);
  assert.equal(stem('de'), `${STEM}subscription`);
});
