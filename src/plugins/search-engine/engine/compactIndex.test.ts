/**
 * The compact index loads into the same MiniSearch that MiniSearch's own JSON gives (`loadJS(toJSON())`, what the
 * worker did before): the private `_index` that loadEngine() fills is complete, in the same order (prefix and
 * fuzzy matches come out in the radix tree's order, which follows the order of insertion), and nothing else
 * changed on the way.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import MiniSearch, {type Options} from 'minisearch';

import {compactEngine, encodeNumbers, loadEngine, type CompactEngine} from './compactIndex';

interface Doc {
  id: number;
  title: string;
  text: string;
}

const options: Options<Doc> = {fields: ['title', 'text'], storeFields: ['title']};

const docs: Doc[] = [
  {id: 10, title: 'Abonnements', text: 'Ein Abonnement verbindet ein Team mit einem Datenprodukt.'},
  {id: 3, title: 'Datenprodukte', text: 'Anbieter veröffentlichen Datenprodukte; Abonnenten lesen sie.'},
  {id: 7, title: 'Webhooks', text: 'Ereignisse zu Abonnements und Datenprodukten, signiert.'},
  {id: 42, title: 'Teams', text: 'Ein Team hat Mitglieder und Abonnements.'},
];

function original(): MiniSearch<Doc> {
  const miniSearch = new MiniSearch(options);
  miniSearch.addAll(docs);
  return miniSearch;
}

/** The instance MiniSearch itself loads from its JSON. */
const reloaded = (miniSearch: MiniSearch<Doc>): MiniSearch<Doc> =>
  MiniSearch.loadJSON(JSON.stringify(miniSearch), options);

/** As the worker gets it: through JSON. */
const throughJson = (engine: CompactEngine): CompactEngine =>
  JSON.parse(JSON.stringify(engine)) as CompactEngine;

describe('compact search index', () => {
  test('loads into an instance that serializes exactly as the original', () => {
    const miniSearch = original();
    const loaded = loadEngine(throughJson(compactEngine(miniSearch.toJSON())), options);
    assert.deepEqual(loaded.toJSON(), reloaded(miniSearch).toJSON());
  });

  test('leaves out the document ids when each is its short id, and loads them back', () => {
    const numbered = new MiniSearch(options);
    numbered.addAll(docs.map((doc, id) => ({...doc, id})));
    const engine = throughJson(compactEngine(numbered.toJSON()));
    assert.equal(engine.documentIds, undefined);
    assert.deepEqual(loadEngine(engine, options).toJSON(), reloaded(numbered).toJSON());
    assert.notEqual(compactEngine(original().toJSON()).documentIds, undefined, 'ids 10, 3, 7, 42 are kept');
    numbered.discard(1);
    assert.notEqual(compactEngine(numbered.toJSON()).documentIds, undefined, 'ids with a gap are kept');
    assert.deepEqual(
      loadEngine(throughJson(compactEngine(numbered.toJSON())), options).toJSON(),
      reloaded(numbered).toJSON(),
    );
  });

  test('answers exact, prefix and fuzzy queries with the same scores', () => {
    const miniSearch = reloaded(original());
    const loaded = loadEngine(throughJson(compactEngine(miniSearch.toJSON())), options);
    for (const [query, search] of [
      ['abonnements', {}],
      ['daten', {prefix: true}],
      ['abonement', {fuzzy: 1}],
      ['team', {prefix: true, fuzzy: 0.2}],
    ] as const) {
      const expected = miniSearch.search(query, search);
      assert.ok(expected.length > 0, `"${query}" finds something`);
      assert.deepEqual(loaded.search(query, search), expected, query);
    }
  });

  test('is smaller than MiniSearch JSON', () => {
    const plain = original().toJSON();
    assert.ok(JSON.stringify(compactEngine(plain)).length < JSON.stringify(plain).length);
  });

  test('stops at postings that end inside a term or run past the last', () => {
    const engine = compactEngine(original().toJSON());
    const lastTerm = engine.terms.at(-1) ?? '';
    assert.throws(
      () => loadEngine({...engine, postings: engine.postings.slice(0, -1)}, options),
      new RegExp(`inside those of "${lastTerm}"`),
    );
    assert.throws(
      () => loadEngine({...engine, postings: `${engine.postings}1`}, options),
      /postings past its terms/,
    );
    assert.throws(
      () => loadEngine({...engine, postings: `!${engine.postings.slice(1)}`}, options),
      new RegExp(`a character no number has \\(at 0\\) in those of "${engine.terms[0] ?? ''}"`),
    );
  });

  test('writes every count and id, small and large, as the loader reads it back', () => {
    const numbers = [0, 1, 31, 32, 33, 1023, 1024, 32767, 32768, 1_000_000, 2 ** 40];
    const text = encodeNumbers(numbers);
    assert.equal(encodeNumbers([0, 1, 31]).length, 3, 'one character below 32');
    assert.match(text, /^[0-9A-Za-z_-]+$/, 'nothing JSON escapes');
    const engine = {...compactEngine(original().toJSON()), terms: ['x'], postings: ''};
    // One term in one field (id 0) with the numbers as the differences between ids and as their frequencies.
    const postings = encodeNumbers([1, 0, numbers.length, ...numbers, ...numbers]);
    const loaded = loadEngine({...engine, postings}, options);
    const data = (
      loaded as unknown as {_index: {get(term: string): {get(field: number): Map<number, number>}}}
    )._index
      .get('x')
      .get(0);
    let id = 0;
    assert.deepEqual(
      [...data],
      numbers.map((number) => [(id += number), number]),
    );
  });
});
