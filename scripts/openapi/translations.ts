/**
 * German text of the OpenAPI description: YAML files under `openapi/translations/de/` that mirror the keys
 * of the text catalogue (see catalogue.ts). Files may split the tree any way; each key may appear once.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import {keyString, textCatalogue, type TextEntry} from './catalogue';

export interface Translation {
  key: string[];
  text: string;
  file: string;
}

function listYamlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listYamlFiles(full);
      return /\.ya?ml$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

function flatten(node: unknown, key: string[], file: string, out: Translation[]): void {
  if (typeof node === 'string') {
    out.push({key, text: node, file});
  } else if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [name, value] of Object.entries(node)) flatten(value, [...key, name], file, out);
  } else {
    throw new Error(`${file}: ${keyString(key)} must be a text or a mapping, found ${JSON.stringify(node)}`);
  }
}

/** All translations of a directory, by key; a key given in two files is an error naming both. */
export function loadTranslations(dir: string): Map<string, Translation> {
  const translations = new Map<string, Translation>();
  for (const file of listYamlFiles(dir)) {
    const entries: Translation[] = [];
    flatten(yaml.load(fs.readFileSync(file, 'utf8')) ?? {}, [], file, entries);
    for (const entry of entries) {
      const id = keyString(entry.key);
      const earlier = translations.get(id);
      if (earlier) throw new Error(`${id} is translated twice: in ${earlier.file} and ${file}`);
      translations.set(id, entry);
    }
  }
  return translations;
}

export interface Completeness {
  /** Texts of the description without a translation. */
  missing: TextEntry[];
  /** Translations of texts the description no longer has. */
  orphaned: Translation[];
}

export function completeness(catalogue: TextEntry[], translations: Map<string, Translation>): Completeness {
  const known = new Set(catalogue.map((entry) => keyString(entry.key)));
  return {
    missing: catalogue.filter((entry) => !translations.has(keyString(entry.key))),
    orphaned: [...translations.values()].filter((translation) => !known.has(keyString(translation.key))),
  };
}

export function describeProblems({missing, orphaned}: Completeness, root: string): string[] {
  return [
    ...missing.map(
      (entry) => `missing German text for ${keyString(entry.key)} ("${entry.text.slice(0, 60)}")`,
    ),
    ...orphaned.map(
      (translation) =>
        `${path.relative(root, translation.file)}: ${keyString(translation.key)} belongs to nothing in the description`,
    ),
  ];
}

type JsonObject = Record<string, unknown>;

/** A copy of the description with every text replaced by its translation. */
export function translate(description: JsonObject, translations: Map<string, Translation>): JsonObject {
  const copy = structuredClone(description);
  for (const entry of textCatalogue(copy as never)) {
    const translation = translations.get(keyString(entry.key));
    if (translation === undefined) continue;
    let parent: unknown = copy;
    for (const segment of entry.path.slice(0, -1))
      parent = (parent as Record<string | number, unknown>)[segment];
    (parent as Record<string | number, unknown>)[entry.path[entry.path.length - 1] as string | number] =
      translation.text;
  }
  return copy;
}
