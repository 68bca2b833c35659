/** The German translation files under edits a team makes again and again: reruns, empty texts, broken files. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import type {TextEntry} from './catalogue';
import {removeKeys, writeMissing} from './translationFiles';
import {completeness, loadSources, loadTranslations, TranslationFileError} from './translations';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'translation-tools-'));
}

const entry = (key: string[], text: string): TextEntry => ({
  key,
  path: key,
  text,
  format: 'markdown',
  absent: false,
});

const missing = [
  entry(
    ['operations', 'uploadLabel', 'description'],
    'Stores the label.\n\nA person sends it with\ntheir token.\n',
  ),
  entry(['operations', 'uploadLabel', 'responses', '204', 'description'], 'The label is stored.'),
  entry(['schemas', 'Parcel', 'properties', 'pickupCode', 'description'], 'The code: never returned.'),
];

test('--missing run twice writes the same file, multi-line texts included, and keeps what was translated', () => {
  const dir = tempDir();
  const file = path.join(dir, 'missing.yaml');
  assert.equal(writeMissing(file, missing), 3);
  const first = fs.readFileSync(file, 'utf8');
  assert.match(
    first,
    /operations:\n {2}uploadLabel:\n {4}# Stores the label\.\n {4}#\n {4}# A person sends it with\n {4}# their token\.\n {4}description: ''\n {4}responses:\n {6}'204':\n {8}# The label is stored\.\n {8}description: ''\n/,
  );
  assert.equal(writeMissing(file, missing), 0);
  assert.equal(fs.readFileSync(file, 'utf8'), first, 'the second run changes nothing');

  // A translator writes a multi-line German text; the next runs keep it, indented as it was.
  const translated = first.replace(
    "    description: ''\n    responses:",
    '    description: |\n      Speichert das Etikett.\n\n      Eine Person sendet es.\n    responses:',
  );
  fs.writeFileSync(file, translated);
  const stillMissing = missing.slice(1);
  writeMissing(file, stillMissing);
  writeMissing(file, stillMissing);
  assert.equal(fs.readFileSync(file, 'utf8'), translated);
  assert.equal(
    loadTranslations(dir).get('operations > uploadLabel > description')?.text,
    'Speichert das Etikett.\n\nEine Person sendet es.\n',
  );
  // A status key a translator wrote unquoted (a number to YAML) is the same key.
  fs.writeFileSync(
    file,
    "operations:\n  uploadLabel:\n    responses:\n      204:\n        description: ''\n",
  );
  assert.equal(writeMissing(file, stillMissing), 1);
  assert.doesNotMatch(fs.readFileSync(file, 'utf8'), /'204'/);
  fs.rmSync(dir, {recursive: true, force: true});
});

test('an empty English text needs no German text, and may have one', () => {
  const catalogue = [entry(['operations', 'x', 'responses', '200', 'description'], '')];
  const none = completeness(catalogue, new Map());
  assert.deepEqual(none.missing, []);
  const dir = tempDir();
  const file = path.join(dir, 'ops.yaml');
  fs.writeFileSync(file, "operations:\n  x:\n    responses:\n      '200':\n        description: ''\n");
  const empty = completeness(catalogue, loadTranslations(dir));
  assert.deepEqual([empty.missing, empty.orphaned, empty.unreviewed], [[], [], []]);
  fs.rmSync(dir, {recursive: true, force: true});
});

test('a broken YAML file or record file is named with its line, in one line, by every reader', () => {
  const dir = tempDir();
  const file = path.join(dir, 'operations.yaml');
  fs.writeFileSync(file, 'operations:\n  x:\n    summary: Paket: abrufen\n    description: ok\n');
  for (const read of [
    () => loadTranslations(dir),
    () => writeMissing(file, missing),
    () => removeKeys(file, [['operations', 'x', 'summary']]),
  ]) {
    assert.throws(read, (error: unknown) => {
      assert.ok(error instanceof TranslationFileError, String(error));
      assert.match(error.message, new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3:\\d+: \\S`));
      assert.doesNotMatch(error.message, /\n/);
      return true;
    });
  }
  fs.writeFileSync(path.join(dir, 'translation-sources.json'), '{"a": ');
  assert.throws(() => loadSources(dir), /translation-sources\.json: /);
  fs.rmSync(dir, {recursive: true, force: true});
});
