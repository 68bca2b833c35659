/**
 * The German texts of the OpenAPI description (`openapi/translations/de/`).
 *
 *   tsx src/api-reference/localize.ts                  write openapi/generated/openapi.de.yaml from the English bundle
 *                                                    (a step of `npm run gen-api-docs`)
 *   tsx src/api-reference/localize.ts --check          report missing, left-over, stale and unreviewed texts (exit 1)
 *   tsx src/api-reference/localize.ts --missing        add the missing texts to openapi/translations/de/missing.yaml
 *   tsx src/api-reference/localize.ts --remove-orphans remove translations of texts the description no longer has
 *   tsx src/api-reference/localize.ts --reviewed [--all | <key>...]
 *                                                    record the English each German text translates: for texts
 *                                                    without a record, for every text (--all), or for the keys
 *                                                    named (a key stands for every key below it too)
 *
 * Every mode but the first bundles the English description itself, so it works in a fresh clone.
 */
import path from 'node:path';

import {siteDir} from '../../config/site';
import {freshEnglishDescription} from './bundle';
import {keyString, textCatalogue} from './catalogue';
import {translationsDir} from './paths';
import {writeGermanDescription} from './germanDescription';
import {removeKeys, writeMissing} from './translationFiles';
import {
  blockingProblems,
  completeness,
  loadSources,
  loadTranslations,
  reviewProblems,
  sourcesFile,
  TranslationFileError,
  writeSources,
} from './translations';
import type {JsonObject} from './walk';

const dir = translationsDir('de');
const relative = (file: string): string => path.relative(siteDir, file);
const reviewedCommand = 'npm run openapi-translations:reviewed --';

function state(english: JsonObject) {
  const catalogue = textCatalogue(english);
  const translations = loadTranslations(dir);
  const sources = loadSources(dir);
  return {catalogue, translations, sources, result: completeness(catalogue, translations, sources)};
}

function check(): void {
  const {catalogue, result} = state(freshEnglishDescription());
  const problems = [
    ...blockingProblems(result, siteDir),
    ...reviewProblems(result, siteDir, relative(sourcesFile(dir))),
  ];
  if (problems.length === 0) {
    console.log(`check:openapi-translations: ${catalogue.length} texts, each translated and reviewed`);
    return;
  }
  console.error(`The German OpenAPI texts in ${relative(dir)} are out of step:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  const hints: string[] = [];
  if (result.missing.length > 0)
    hints.push('`npm run openapi-translations:missing` writes the missing texts into a file to translate.');
  if (result.orphaned.length + result.orphanedSources.length > 0) {
    hints.push('`npm run openapi-translations:remove-orphans` removes the left-over ones.');
  }
  const toReview = [...result.stale.map(({entry}) => entry), ...result.unreviewed.map(({entry}) => entry)];
  if (toReview.length > 0) {
    const keys = toReview.map((entry) => JSON.stringify(keyString(entry.key)));
    hints.push(
      'Make each German text say what its English says now, then record the review:\n' +
        (keys.length <= 10
          ? `  ${reviewedCommand} ${keys.join(' ')}`
          : `  ${reviewedCommand} ${keys.slice(0, 3).join(' ')} … (each key, or a key above several)\n` +
            `  or, once every German text above is right: ${reviewedCommand} --all`),
    );
  }
  console.error(`\ncheck:openapi-translations: ${problems.length} problem(s). ${hints.join('\n')}`);
  process.exit(1);
}

function missing(): void {
  const {result} = state(freshEnglishDescription());
  const file = path.join(dir, 'missing.yaml');
  if (result.missing.length === 0) {
    console.log('Every text of the description has its German translation.');
    return;
  }
  const added = writeMissing(file, result.missing);
  console.log(
    `Wrote ${relative(file)}: ${result.missing.length} texts to translate (${added} new). Translate them, then ` +
      `run \`${reviewedCommand.replace(/ --$/, '')}\`.`,
  );
}

function removeOrphans(): void {
  const {translations, sources, result} = state(freshEnglishDescription());
  const byFile = new Map<string, string[][]>();
  for (const orphan of result.orphaned)
    byFile.set(orphan.file, [...(byFile.get(orphan.file) ?? []), orphan.key]);
  for (const [file, keys] of byFile) {
    removeKeys(file, keys);
    for (const key of keys) console.log(`Removed ${keyString(key)} from ${relative(file)}`);
  }
  const stillTranslated = new Set(
    [...translations.keys()].filter((id) => !result.orphaned.some((o) => keyString(o.key) === id)),
  );
  const kept = new Map(
    [...sources].filter(([id]) => !result.orphanedSources.includes(id) && stillTranslated.has(id)),
  );
  if (kept.size !== sources.size) {
    writeSources(dir, kept);
    console.log(`Removed ${sources.size - kept.size} records from ${relative(sourcesFile(dir))}`);
  }
  if (byFile.size === 0 && kept.size === sources.size) console.log('No translation is left over.');
}

function reviewed(args: string[]): void {
  const {catalogue, translations, sources} = state(freshEnglishDescription());
  const all = args.includes('--all');
  const named = args.filter((arg) => arg !== '--all');
  const matches = (id: string): boolean =>
    named.length === 0
      ? all || !sources.has(id)
      : named.some((key) => id === key || id.startsWith(`${key} > `));
  let recorded = 0;
  for (const entry of catalogue) {
    const id = keyString(entry.key);
    const translation = translations.get(id);
    if (translation === undefined || translation.text.trim() === '' || !matches(id)) continue;
    if (sources.get(id) !== entry.text) recorded++;
    sources.set(id, entry.text);
  }
  const unknown = named.filter(
    (key) =>
      !catalogue.some((entry) => {
        const id = keyString(entry.key);
        return id === key || id.startsWith(`${key} > `);
      }),
  );
  if (unknown.length > 0) {
    console.error(`Not texts of the description: ${unknown.join(', ')}`);
    process.exit(1);
  }
  writeSources(dir, sources);
  console.log(`Recorded the English of ${recorded} German texts in ${relative(sourcesFile(dir))}.`);
}

const [mode, ...args] = process.argv.slice(2);
try {
  if (mode === undefined) writeGermanDescription();
  else if (mode === '--check') check();
  else if (mode === '--missing') missing();
  else if (mode === '--remove-orphans') removeOrphans();
  else if (mode === '--reviewed') reviewed(args);
  else {
    console.error(`Unknown option ${mode}; see the comment at the top of src/api-reference/localize.ts.`);
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof TranslationFileError)) throw error;
  console.error(`[ERROR] ${error.relativeTo(siteDir)}`);
  process.exit(1);
}
