/**
 * `npm run gen-api-docs`: the API pages of both locales from the OpenAPI description, or a non-zero exit
 * that names what to fix. Never reports success while a page is missing.
 *
 * 1. bundle `openapi/openapi.yaml` (Redocly names file and line of a broken reference);
 * 2. lint it for the portal (lint.ts: unsafe descriptions, shared page ids), at file, line and JSON pointer;
 * 3. write the German description from the German texts (germanDescription.ts);
 * 4. write each locale's pages description: safe Markdown, page ids, code samples (prepare.ts);
 * 5. generate the pages with docusaurus-plugin-openapi-docs;
 * 6. check that every operation and webhook has its page in both locales;
 * 7. give each page a description of whole sentences (pageDescription.ts);
 * 8. compare the description with every published release (src/releases/history.ts) for the changelog.
 */
import {spawnSync} from 'node:child_process';
import {stripVTControlCharacters} from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import {locales, siteDir, type Locale} from '../../config/site';
import {writeHistory} from '../releases/history';
import {bundleDescription} from './bundle';
import {writeGermanDescription} from './germanDescription';
import {lintDescription, reportLint} from './lint';
import {operationsOf} from './operations';
import {descriptionFile, pagesDescriptionFile, referenceDir} from './paths';
import {writePageDescriptions} from './pageDescription';
import {writePagesDescriptions} from './prepare';
import type {JsonObject} from './walk';

/** Where the plugin writes each locale's pages (docusaurus.config.ts). */
export const pagesDir: Record<Locale, string> = {
  de: referenceDir,
  en: path.join(siteDir, 'i18n/en/docusaurus-plugin-content-docs-api/current'),
};

function docusaurus(...args: string[]): string {
  const result = spawnSync(path.join(siteDir, 'node_modules/.bin/docusaurus'), args, {
    cwd: siteDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  // The plugin logs every file it writes; what a writer needs are the other lines.
  const notes = output
    .split('\n')
    .filter(
      (line) =>
        line.trim() !== '' &&
        !/^(Successfully created|Cleanup succeeded)/.test(stripVTControlCharacters(line)),
    );
  if (notes.length > 0) console.log(notes.join('\n'));
  if (result.status !== 0) {
    console.error(`[ERROR] docusaurus ${args.join(' ')} failed (exit ${result.status ?? 'signal'}).`);
    process.exit(1);
  }
  return output;
}

/**
 * A page the plugin wrote: a file with content. The plugin skips a page whose path exists, so a folder or an
 * empty file left at that path (a stale checkout, an interrupted run) would pass for a page it never wrote.
 */
function isWrittenPage(file: string): boolean {
  const stats = fs.statSync(file, {throwIfNoEntry: false});
  return stats !== undefined && stats.isFile() && stats.size > 0;
}

/** Pages the plugin should have written and did not, per locale. */
function missingPages(): string[] {
  const missing: string[] = [];
  for (const locale of locales) {
    const pages = yaml.load(fs.readFileSync(pagesDescriptionFile(locale), 'utf8')) as JsonObject;
    for (const entry of operationsOf(pages)) {
      const file = path.join(pagesDir[locale], `${entry.slug}.api.mdx`);
      if (!isWrittenPage(file)) missing.push(`${entry.label}: ${path.relative(siteDir, file)}`);
    }
    if (!isWrittenPage(path.join(pagesDir[locale], 'sidebar.ts'))) {
      missing.push(`the sidebar: ${path.relative(siteDir, path.join(pagesDir[locale], 'sidebar.ts'))}`);
    }
  }
  return missing;
}

bundleDescription(descriptionFile('en'));
console.log(`[INFO] Bundled openapi/openapi.yaml into ${path.relative(siteDir, descriptionFile('en'))}.`);
const bundle = yaml.load(fs.readFileSync(descriptionFile('en'), 'utf8')) as JsonObject;
for (const entry of operationsOf(bundle)) {
  if (!entry.ownOperationId) {
    console.log(
      `[INFO] ${entry.label} has no operationId: its page is /api/${entry.slug} (an operationId would name it).`,
    );
  }
}
if (!reportLint(lintDescription(bundle))) process.exit(1);
writeGermanDescription();
writePagesDescriptions();
docusaurus('clean-api-docs', 'all');
const generated = docusaurus('gen-api-docs', 'all');
const missing = missingPages();
if (missing.length > 0 || /Failed to (write|create)/.test(generated)) {
  console.error('[ERROR] The generation left pages out:');
  for (const page of missing) console.error(`  - ${page}`);
  process.exit(1);
}
for (const locale of locales) {
  const pages = yaml.load(fs.readFileSync(pagesDescriptionFile(locale), 'utf8')) as JsonObject;
  writePageDescriptions(pages, pagesDir[locale], locale);
}
const history = writeHistory(bundle);
console.log(
  `[INFO] Compared the description with ${history.releases.length} published releases` +
    `${history.upcoming ? `; ${history.upcoming.changes.length} changes since ${history.upcoming.previous ?? 'none'} are not released yet` : ''}.`,
);
const count = operationsOf(bundle).length;
console.log(`[SUCCESS] Generated the pages of ${count} operations in ${locales.join(' and ')}.`);
