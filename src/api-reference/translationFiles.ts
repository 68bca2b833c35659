/**
 * Edits of the German translation files that keep everything else in them as it is: removing keys cuts
 * their lines (comments and folding of the other entries stay), and the file of missing texts is written
 * with each English text as a comment above its empty German one.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Document, isMap, isScalar, Pair, parseDocument, Scalar, YAMLMap} from 'yaml';

import {keyString, type TextEntry} from './catalogue';
import {parseYamlDocument, TranslationFileError} from './translations';

const indentation = (line: string): number => line.length - line.trimStart().length;

/** The line index of `key` (a path of mapping keys) in the file's text, or -1. */
function lineOfKey(text: string, key: readonly string[]): number {
  const document = parseDocument(text);
  const parent = key.length === 1 ? document.contents : document.getIn(key.slice(0, -1), true);
  if (!isMap(parent)) return -1;
  const pair = parent.items.find(
    (item) => isScalar(item.key) && String(item.key.value) === key[key.length - 1],
  );
  const start = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
  return start === undefined ? -1 : text.slice(0, start).split('\n').length - 1;
}

/** Removes one key with its value, the comment right above it, and parents left empty. */
function removeKey(text: string, key: readonly string[]): string {
  const index = lineOfKey(text, key);
  if (index < 0) return text;
  const lines = text.split('\n');
  const depth = indentation(lines[index] ?? '');
  let end = index + 1;
  while (end < lines.length && ((lines[end] ?? '').trim() === '' || indentation(lines[end] ?? '') > depth))
    end++;
  let start = index;
  while (
    start > 0 &&
    (lines[start - 1] ?? '').trim().startsWith('#') &&
    indentation(lines[start - 1] ?? '') === depth
  ) {
    start--;
  }
  lines.splice(start, end - start);
  const result = lines.join('\n');
  // A parent whose last key went is now empty (`parent:` with nothing below): remove it too.
  if (key.length > 1) {
    const parent = parseDocument(result).getIn(key.slice(0, -1));
    if (parent === null || parent === undefined || (isMap(parent) && parent.items.length === 0)) {
      return removeKey(result, key.slice(0, -1));
    }
  }
  return result;
}

/** Removes the keys from the file; deletes the file when nothing is left in it. */
export function removeKeys(file: string, keys: ReadonlyArray<readonly string[]>): void {
  parseYamlDocument(file);
  let text = fs.readFileSync(file, 'utf8');
  for (const key of keys) text = removeKey(text, key);
  if (text.trim() === '' || parseDocument(text).contents === null) fs.rmSync(file);
  else fs.writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
}

const header = [
  ' Texts of the OpenAPI description that have no German translation yet. Write the German text after',
  ' each key (the English is the comment above it), move the entries into the file of their operation or',
  ' schema if you like, and record the review: npm run openapi-translations:reviewed',
].join('\n');

/**
 * Writes the missing texts into `file`, each as an empty German text under its English one (a comment);
 * what the file holds already, translated or not, stays as it is written. Run again, it writes the same file.
 * Returns how many texts it added.
 */
export function writeMissing(file: string, missing: readonly TextEntry[]): number {
  const document = fs.existsSync(file) ? parseYamlDocument(file) : new Document({});
  if (!isMap(document.contents)) document.contents = document.createNode({});
  if (document.commentBefore == null) document.commentBefore = header;
  let added = 0;
  for (const entry of missing) {
    // By name, so that a key a translator wrote unquoted (`200:`, a number to YAML) is found too.
    let map = document.contents as YAMLMap;
    for (const segment of entry.key.slice(0, -1)) {
      const next = map.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === segment)?.value;
      if (next !== undefined && !isMap(next))
        throw new TranslationFileError(`${file}: ${keyString(entry.key)} is inside a text`);
      if (next !== undefined) {
        map = next;
        continue;
      }
      const created = new YAMLMap();
      map.add(new Pair(new Scalar(segment), created));
      map = created;
    }
    const name = entry.key[entry.key.length - 1] ?? '';
    if (map.items.some((pair) => isScalar(pair.key) && String(pair.key.value) === name)) continue;
    const key = new Scalar(name);
    key.commentBefore = entry.text
      .trimEnd()
      .split('\n')
      .map((line) => ` ${line}`)
      .join('\n');
    const value = new Scalar('');
    value.type = 'QUOTE_SINGLE';
    map.add(new Pair(key, value));
    added++;
  }
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, document.toString({lineWidth: 0, singleQuote: true}));
  return added;
}
