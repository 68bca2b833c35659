import assert from 'node:assert/strict';
import {test} from 'node:test';

import {plainSummary} from './summary';

test('a summary in Markdown keeps only its words, on one line', () => {
  assert.equal(plainSummary('Send a [push](#push) to `devices`'), 'Send a push to devices');
  assert.equal(plainSummary('> [!NOTE]\n> Deprecated: use **v2**'), 'Deprecated: use v2');
  assert.equal(plainSummary('List pets\n\nwith  paging'), 'List pets with paging');
});

test('a plain summary stays as it is', () => {
  assert.equal(plainSummary('Get a team'), 'Get a team');
  assert.equal(plainSummary('Tarife & Preise <beta>'), 'Tarife & Preise <beta>');
});
