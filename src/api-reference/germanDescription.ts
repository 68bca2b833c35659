/** A step of `npm run gen-api-docs`: the German description, from the English bundle and the German texts. */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import {siteDir} from '../../config/site';
import {textCatalogue} from './catalogue';
import {descriptionFile, translationsDir} from './paths';
import {
  blockingProblems,
  completeness,
  loadSources,
  loadTranslations,
  reviewProblems,
  sourcesFile,
  translateDescription,
  TranslationFileError,
  type Translation,
} from './translations';
import type {JsonObject} from './walk';

const relative = (file: string): string => path.relative(siteDir, file);

/**
 * The generation step: the German description, or exit 1 when a German page would lack a text or show one
 * not reviewed against its English, or a translation file cannot be read.
 */
export function writeGermanDescription(): void {
  const english = yaml.load(fs.readFileSync(descriptionFile('en'), 'utf8')) as JsonObject;
  const dir = translationsDir('de');
  const catalogue = textCatalogue(english);
  let translations: Map<string, Translation>;
  let sources: Map<string, string>;
  try {
    translations = loadTranslations(dir);
    sources = loadSources(dir);
  } catch (error) {
    if (!(error instanceof TranslationFileError)) throw error;
    console.error(`[ERROR] ${error.relativeTo(siteDir)}`);
    process.exit(1);
  }
  const result = completeness(catalogue, translations, sources);
  const blocking = blockingProblems(result, siteDir);
  if (blocking.length > 0) {
    console.error(`[ERROR] The German OpenAPI texts in ${relative(dir)} are out of step:`);
    for (const problem of blocking) console.error(`  - ${problem}`);
    console.error(
      '[ERROR] Add or remove those keys: `npm run openapi-translations:missing` writes the missing ones into a ' +
        'file to translate, `npm run openapi-translations:remove-orphans` removes the left-over ones.',
    );
    process.exit(1);
  }
  // A German text is published only as it was reviewed: not after its English changed, not without a record.
  const review = [...result.stale, ...result.unreviewed];
  if (review.length > 0) {
    console.error(
      `[ERROR] ${review.length} German OpenAPI texts are not reviewed against their English (it changed since ` +
        'the review, or no review is recorded):',
    );
    for (const problem of reviewProblems(
      {...result, orphanedSources: []},
      siteDir,
      relative(sourcesFile(dir)),
    ))
      console.error(`  - ${problem}`);
    console.error(
      '[ERROR] Make each German text say what its English says now, then record the review: ' +
        '`npm run openapi-translations:reviewed -- "<key>"` (`npm run check:openapi-translations` names the keys).',
    );
    process.exit(1);
  }
  console.log(`[INFO] ${catalogue.length} texts of the OpenAPI description have their German translation.`);
  fs.writeFileSync(
    descriptionFile('de'),
    yaml.dump(translateDescription(english, translations), {lineWidth: -1, noRefs: true}),
  );
  console.log(`[INFO] Wrote ${relative(descriptionFile('de'))}.`);
}
