/**
 * German text of the OpenAPI description: YAML files under `openapi/translations/de/` that mirror the keys
 * of the text catalogue (see catalogue.ts). Files may split the tree any way; each key may appear once.
 *
 * Beside them, `translation-sources.json` records for each key the English text its German translation was
 * last reviewed against. When the English changes, the translation is stale: the check names the key with
 * the English it was written for and the English it should say now.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseDocument, type Document} from 'yaml';

import {keyString, textCatalogue, type TextEntry} from './catalogue';
import {withUsedTagsDeclared} from './operations';
import type {JsonObject} from './walk';

export interface Translation {
  key: string[];
  text: string;
  file: string;
}

const sourcesFileName = 'translation-sources.json';

export function sourcesFile(dir: string): string {
  return path.join(dir, sourcesFileName);
}

export function listYamlFiles(dir: string): string[] {
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

/** A translation file that cannot be read: its message names the file and, for a YAML mistake, the line. */
export class TranslationFileError extends Error {
  /** The message with the files named relative to `root`. */
  relativeTo(root: string): string {
    return this.message.split(`${root}${path.sep}`).join('');
  }
}

/** The YAML document of a translation file, or a TranslationFileError at the first mistake. */
export function parseYamlDocument(file: string): Document {
  const text = fs.readFileSync(file, 'utf8');
  const document = parseDocument(text, {prettyErrors: false});
  const [error] = document.errors;
  if (error !== undefined) {
    const line = text.slice(0, error.pos[0]).split('\n').length;
    const column = error.pos[0] - text.lastIndexOf('\n', error.pos[0] - 1);
    const reason = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '');
    throw new TranslationFileError(`${file}:${line}:${column}: ${reason ?? 'not valid YAML'}`);
  }
  return document;
}

function flatten(node: unknown, key: string[], file: string, out: Translation[]): void {
  if (typeof node === 'string') {
    out.push({key, text: node, file});
  } else if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [name, value] of Object.entries(node)) flatten(value, [...key, name], file, out);
  } else {
    throw new TranslationFileError(
      `${file}: ${keyString(key)} must be a text or a mapping, found ${JSON.stringify(node)}`,
    );
  }
}

/** All translations of a directory, by key; a key given in two files is an error naming both. */
export function loadTranslations(dir: string): Map<string, Translation> {
  const translations = new Map<string, Translation>();
  for (const file of listYamlFiles(dir)) {
    const entries: Translation[] = [];
    flatten(parseYamlDocument(file).toJS() ?? {}, [], file, entries);
    for (const entry of entries) {
      const id = keyString(entry.key);
      const earlier = translations.get(id);
      if (earlier)
        throw new TranslationFileError(`${id} is translated twice: in ${earlier.file} and ${file}`);
      translations.set(id, entry);
    }
  }
  return translations;
}

/** The English each translation was reviewed against, by key. */
export function loadSources(dir: string): Map<string, string> {
  const file = sourcesFile(dir);
  if (!fs.existsSync(file)) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
  } catch (error) {
    throw new TranslationFileError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function writeSources(dir: string, sources: Map<string, string>): void {
  const sorted = Object.fromEntries([...sources].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  fs.writeFileSync(sourcesFile(dir), `${JSON.stringify(sorted, null, 2)}\n`);
}

interface StaleTranslation {
  entry: TextEntry;
  translation: Translation;
  /** The English the German was written for. */
  reviewedEnglish: string;
}

export interface Completeness {
  /** Texts of the description without a translation (an empty text counts as none; an empty English needs none). */
  missing: TextEntry[];
  /** Translations of texts the description no longer has. */
  orphaned: Translation[];
  /** Translations whose English changed since they were reviewed. */
  stale: StaleTranslation[];
  /** Translations with no record of the English they translate. */
  unreviewed: Array<{entry: TextEntry; translation: Translation}>;
  /** Records of keys the description no longer has. */
  orphanedSources: string[];
}

export function completeness(
  catalogue: TextEntry[],
  translations: Map<string, Translation>,
  sources: Map<string, string> = new Map(),
): Completeness {
  const known = new Set(catalogue.map((entry) => keyString(entry.key)));
  const result: Completeness = {missing: [], orphaned: [], stale: [], unreviewed: [], orphanedSources: []};
  for (const entry of catalogue) {
    const id = keyString(entry.key);
    const translation = translations.get(id);
    // An empty English text (`description: ""`) stays empty in German.
    if (entry.text.trim() === '' && (translation === undefined || translation.text.trim() === '')) continue;
    if (translation === undefined || translation.text.trim() === '') {
      result.missing.push(entry);
      continue;
    }
    const reviewedEnglish = sources.get(id);
    if (reviewedEnglish === undefined) result.unreviewed.push({entry, translation});
    else if (reviewedEnglish !== entry.text) result.stale.push({entry, translation, reviewedEnglish});
  }
  result.orphaned = [...translations.values()].filter(
    (translation) => !known.has(keyString(translation.key)),
  );
  result.orphanedSources = [...sources.keys()].filter((id) => !known.has(id));
  return result;
}

const excerpt = (text: string, length = 60): string =>
  JSON.stringify(text.length > length ? `${text.slice(0, length)}…` : text);

/** The problems that stop the generation of the pages: a German page would lack a text or show a wrong one. */
export function blockingProblems({missing, orphaned}: Completeness, root: string): string[] {
  return [
    ...missing.map((entry) => `missing German text for ${keyString(entry.key)} (${excerpt(entry.text)})`),
    ...orphaned.map(
      (translation) =>
        `${path.relative(root, translation.file)}: ${keyString(translation.key)} belongs to nothing in the description`,
    ),
  ];
}

/** Translations to review: the German may say something the English no longer says. */
export function reviewProblems(result: Completeness, root: string, sourcesPath: string): string[] {
  return [
    ...result.stale.map(
      ({entry, translation, reviewedEnglish}) =>
        `${path.relative(root, translation.file)}: ${keyString(entry.key)} is stale: the English changed since ` +
        `the German was reviewed\n      English was: ${JSON.stringify(reviewedEnglish)}\n` +
        `      English is:  ${JSON.stringify(entry.text)}\n      German:      ${JSON.stringify(translation.text)}`,
    ),
    ...result.unreviewed.map(
      ({entry, translation}) =>
        `${path.relative(root, translation.file)}: ${keyString(entry.key)} has no record of the English it ` +
        `translates (${excerpt(entry.text)}) in ${sourcesPath}`,
    ),
    ...result.orphanedSources.map(
      (id) => `${sourcesPath}: ${id} records the English of a text the description no longer has`,
    ),
  ];
}

/** A copy of the description with every text replaced by its translation. */
export function translateDescription(
  description: JsonObject,
  translations: Map<string, Translation>,
): JsonObject {
  const copy = withUsedTagsDeclared(description);
  for (const entry of textCatalogue(copy)) {
    const translation = translations.get(keyString(entry.key));
    if (translation === undefined || translation.text.trim() === '') continue;
    let parent: unknown = copy;
    for (const segment of entry.path.slice(0, -1))
      parent = (parent as Record<string | number, unknown>)[segment];
    (parent as Record<string | number, unknown>)[entry.path[entry.path.length - 1] as string | number] =
      translation.text;
  }
  return copy;
}
