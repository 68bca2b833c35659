/**
 * Edits of the German translation files that keep everything else in them as it is: removing keys cuts
 * their lines (comments and folding of the other entries stay), and the file of missing texts is written
 * with each English text as a comment above its empty German one.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {isMap, isScalar, parseDocument} from 'yaml';

import {keyString, type TextEntry} from './catalogue';

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
  let text = fs.readFileSync(file, 'utf8');
  for (const key of keys) text = removeKey(text, key);
  if (text.trim() === '' || yaml.load(text) === null) fs.rmSync(file);
  else fs.writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
}

type Tree = {[name: string]: Tree | string};

function insert(tree: Tree, key: readonly string[], value: string): void {
  let node = tree;
  for (const segment of key.slice(0, -1)) {
    const next = node[segment];
    node = typeof next === 'object' ? next : (node[segment] = {});
  }
  node[key[key.length - 1] as string] = value;
}

/** A mapping key as YAML writes it: plain where that is safe, quoted otherwise. */
function yamlKey(name: string): string {
  return yaml.dump({[name]: ''}, {lineWidth: -1}).replace(/: ''\n$/, '');
}

function emit(
  tree: Tree,
  prefix: string[],
  english: Map<string, string>,
  depth: number,
  out: string[],
): void {
  const pad = '  '.repeat(depth);
  for (const [name, value] of Object.entries(tree)) {
    const key = [...prefix, name];
    if (typeof value === 'string') {
      const source = english.get(keyString(key));
      if (source !== undefined) {
        for (const line of source.trimEnd().split('\n')) out.push(`${pad}# ${line}`.trimEnd());
      }
      out.push(
        `${pad}${yamlKey(name)}: ${value === '' ? "''" : yaml.dump(value, {lineWidth: -1}).trimEnd()}`,
      );
    } else {
      out.push(`${pad}${yamlKey(name)}:`);
      emit(value, key, english, depth + 1, out);
    }
  }
}

/**
 * Writes the missing texts into `file`, each as an empty German text under its English one (a comment);
 * what the file holds already, translated or not, stays. Returns how many texts it added.
 */
export function writeMissing(file: string, missing: readonly TextEntry[]): number {
  const tree: Tree = fs.existsSync(file)
    ? ((yaml.load(fs.readFileSync(file, 'utf8')) as Tree | null) ?? {})
    : {};
  let added = 0;
  const english = new Map(missing.map((entry) => [keyString(entry.key), entry.text]));
  for (const entry of missing) {
    let node: Tree | string | undefined = tree;
    for (const segment of entry.key) node = typeof node === 'object' ? node[segment] : undefined;
    if (node === undefined) {
      insert(tree, entry.key, '');
      added++;
    }
  }
  const out = [
    '# Texts of the OpenAPI description that have no German translation yet. Write the German text after',
    '# each key (the English is the comment above it), move the entries into the file of their operation or',
    '# schema if you like, and record the review: npm run openapi-translations:reviewed',
  ];
  emit(tree, [], english, 0, out);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${out.join('\n')}\n`);
  return added;
}
