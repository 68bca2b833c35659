/**
 * `npm run gen-api-docs` step: from the bundled English description, write the German one, after checking
 * that every text has exactly one German translation and no translation is left over.
 *
 *   tsx scripts/openapi/localize.ts           check, then write openapi/generated/openapi.de.yaml
 *   tsx scripts/openapi/localize.ts --check   only check (exit 1 with the list of problems)
 *   tsx scripts/openapi/localize.ts --missing print the missing keys as YAML to translate
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import {siteDir} from '../lib/site';
import {keyString, textCatalogue} from './catalogue';
import {completeness, describeProblems, loadTranslations, translate} from './translations';
import {descriptionFile, translationsDir} from './paths';

const mode = process.argv[2];
if (!fs.existsSync(descriptionFile('en'))) {
  // A fresh clone has no bundle yet: say what makes one instead of failing with ENOENT.
  console.error(
    `${path.relative(siteDir, descriptionFile('en'))} does not exist yet: run \`npm run gen-api-docs\` first, ` +
      'which bundles openapi/openapi.yaml and checks the translations on the way.',
  );
  process.exit(1);
}
const english = yaml.load(fs.readFileSync(descriptionFile('en'), 'utf8')) as Record<string, unknown>;
const catalogue = textCatalogue(english as never);
const translations = loadTranslations(translationsDir('de'));
const result = completeness(catalogue, translations);

if (mode === '--missing') {
  const tree: Record<string, unknown> = {};
  for (const entry of result.missing) {
    let node = tree;
    for (const segment of entry.key.slice(0, -1)) node = (node[segment] ??= {}) as Record<string, unknown>;
    node[entry.key[entry.key.length - 1] as string] = entry.text;
  }
  process.stdout.write(yaml.dump(tree, {lineWidth: 120}));
  process.exit(0);
}

const problems = describeProblems(result, siteDir);
if (problems.length > 0) {
  console.error(
    `The German OpenAPI texts in ${path.relative(siteDir, translationsDir('de'))} are out of step:`,
  );
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error(
    `Add or remove those keys; \`tsx scripts/openapi/localize.ts --missing\` prints what to translate.`,
  );
  process.exit(1);
}
console.log(`[INFO] ${catalogue.length} texts of the OpenAPI description have their German translation.`);
if (mode !== '--check') {
  fs.writeFileSync(
    descriptionFile('de'),
    yaml.dump(translate(english, translations), {lineWidth: -1, noRefs: true}),
  );
  console.log(
    `[INFO] Wrote ${path.relative(siteDir, descriptionFile('de'))} (${keyString(['info', 'title'])} and the rest in German).`,
  );
}
