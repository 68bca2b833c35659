/** A step of `npm run gen-api-docs`: the German description, from the English bundle and the German texts. */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import {siteDir} from '../lib/site';
import {textCatalogue} from './catalogue';
import {descriptionFile, translationsDir} from './paths';
import {blockingProblems, completeness, loadSources, loadTranslations, translate} from './translations';
import type {JsonObject} from './walk';

const relative = (file: string): string => path.relative(siteDir, file);

/** The generation step: the German description, or exit 1 when a German page would lack a text. */
export function writeGermanDescription(): void {
  const english = yaml.load(fs.readFileSync(descriptionFile('en'), 'utf8')) as JsonObject;
  const dir = translationsDir('de');
  const catalogue = textCatalogue(english);
  const translations = loadTranslations(dir);
  const result = completeness(catalogue, translations, loadSources(dir));
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
  const review = result.stale.length + result.unreviewed.length;
  if (review > 0) {
    console.warn(
      `[WARNING] ${review} German OpenAPI texts need a review (the English changed, or no review is recorded): ` +
        'run `npm run check:openapi-translations` for the list.',
    );
  }
  console.log(`[INFO] ${catalogue.length} texts of the OpenAPI description have their German translation.`);
  fs.writeFileSync(
    descriptionFile('de'),
    yaml.dump(translate(english, translations), {lineWidth: -1, noRefs: true}),
  );
  console.log(`[INFO] Wrote ${relative(descriptionFile('de'))}.`);
}
