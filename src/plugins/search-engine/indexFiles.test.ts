import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, test} from 'node:test';

import {buildSearchIndex, type SearchTextsFile} from './engine/engine';
import {documentsOf, readSearchIndex, textsId, writeTextsFiles} from './indexFiles';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
});

afterEach(() => {
  fs.rmSync(dir, {recursive: true, force: true});
});

/** An index of one page with one section, written as the search plugin writes it. */
function writeIndex(name: string, section: string): SearchTextsFile {
  const documents = [
    [{i: 1, t: 'Abonnements', u: '/docs/a', b: []}],
    [],
    [],
    [],
    [{i: 2, t: section, u: '/docs/a', p: 1, s: 'Abonnements'}],
  ];
  const {index, texts} = buildSearchIndex('de', documents, [], [], textsId);
  fs.writeFileSync(path.join(dir, name), JSON.stringify(index));
  return texts;
}

describe('writeTextsFiles', () => {
  test('writes the texts beside each index, which reads back as the documents the build had', () => {
    const all = writeIndex('search-index.json', 'Ein Abonnement kündigen.');
    const docs = writeIndex('search-index-docs.json', 'Ein Abonnement abschließen.');
    writeTextsFiles(
      dir,
      new Map([
        [all.id, all],
        [docs.id, docs],
      ]),
    );
    assert.deepEqual(fs.readdirSync(dir).sort(), [
      'search-index-docs.json',
      'search-index-docs.texts.json',
      'search-index.json',
      'search-index.texts.json',
    ]);
    const contents = (name: string) => documentsOf(readSearchIndex(path.join(dir, name)))[4]?.map((d) => d.t);
    assert.deepEqual(contents('search-index.json'), ['Ein Abonnement kündigen.']);
    assert.deepEqual(contents('search-index-docs.json'), ['Ein Abonnement abschließen.']);
  });

  test('stops when an index names texts the build did not make', () => {
    writeIndex('search-index.json', 'Ein Abonnement kündigen.');
    const other = writeIndex('search-index-docs.json', 'Anders.');
    assert.throws(
      () => writeTextsFiles(dir, new Map([[other.id, other]])),
      /search-index\.json names texts [0-9a-f]+, which this build did not make/,
    );
  });

  test('stops when texts are left that no index names', () => {
    const all = writeIndex('search-index.json', 'Ein Abonnement kündigen.');
    const stray = {version: 4, id: 'feedc0de', texts: ['Anders.']} as const;
    assert.throws(
      () =>
        writeTextsFiles(
          dir,
          new Map<string, SearchTextsFile>([
            [all.id, all],
            [stray.id, {...stray, texts: [...stray.texts]}],
          ]),
        ),
      /names the texts feedc0de/,
    );
  });
});
