import assert from 'node:assert/strict';
import {test} from 'node:test';

import {failureSummary} from './failures';

const specOutput = [
  '▶ search results',
  '  ✔ de: "Abonnement" finds the subscription guide (812ms)',
  '  ✖ en: a result opens its page (15003ms)',
  'ℹ tests 2',
  'ℹ fail 1',
  '',
  '✖ failing tests:',
  '',
  'test at tests/browser/search.test.ts:172:5',
  '✖ en: a result opens its page (15003ms)',
  '  TimeoutError: locator.waitFor: Timeout 30000ms exceeded.',
].join('\n');

test("a failed spec-reporter run is summed up from node's failing-tests section", () => {
  const summary = failureSummary(specOutput);
  assert.ok(summary.startsWith('✖ failing tests:'), summary);
  assert.match(summary, /TimeoutError: locator\.waitFor/);
  assert.doesNotMatch(summary, /finds the subscription guide/);
});

test('output without that section is summed up by its last lines', () => {
  const output = Array.from({length: 100}, (_, line) => `line ${line}`).join('\n');
  const summary = failureSummary(output, 3);
  assert.equal(summary, 'line 97\nline 98\nline 99');
});

test('a long failing-tests section is cut to its first lines', () => {
  const output = ['✖ failing tests:', ...Array.from({length: 100}, (_, line) => `detail ${line}`)].join('\n');
  const summary = failureSummary(output, 5).split('\n');
  assert.equal(summary.length, 5);
  assert.equal(summary[4], 'detail 3');
});
