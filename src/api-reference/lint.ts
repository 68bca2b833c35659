/**
 * What makes a valid OpenAPI description unfit for the portal, found before any page is generated and
 * named at its place: file, line and JSON pointer in the source (or the key in a German translation file).
 *
 * - descriptions with HTML that has no Markdown form, links to anchors of another renderer
 *   (`#tag/planets`), to API pages that do not exist, or relative links (see markdown.ts); the same links in
 *   summaries and titles; links to pages the portal does not have (`/rest/…`) or to anchors its hand-written
 *   pages lack (see portalPages.ts);
 * - response examples whose `status` is not their response's code (see exampleStatus.ts);
 * - tags and operations the hand-written pages name that the description does not have (handWrittenReferences.ts);
 * - operations that would share a page, or take the page of a hand-written one (see operations.ts);
 * - an `allOf` whose members cannot be merged, which no page can show (see schemaMerge.ts).
 *
 * `tsx src/api-reference/lint.ts` runs it on its own (part of `npm run lint:openapi`); `npm run gen-api-docs`
 * runs it on the bundle it generates from.
 */
import fs from 'node:fs';
import path from 'node:path';

import {siteDir} from '../../config/site';
import {freshEnglishDescription} from './bundle';
import {keyString, textCatalogue} from './catalogue';
import {exampleStatusProblems} from './exampleStatus';
import {handWrittenReferenceProblems} from './handWrittenReferences';
import {markdownProblems, plainTextLinkProblems} from './markdown';
import {operationsOf, slugProblems} from './operations';
import {AllOfChecker, describeConflict} from './schemaMerge';
import {referenceDir, sourceFile, translationsDir} from './paths';
import {PortalPages} from './portalPages';
import {SourceFiles} from './sourceFiles';
import {listYamlFiles, loadTranslations, TranslationFileError, type Translation} from './translations';
import {TextWalker, type TextSite} from './textWalker';
import {jsonPointer, type JsonObject, type Location} from './walk';

/** Ids of the hand-written pages of the API reference (the landing page `index`, `introduction`). */
export function handWrittenApiPages(): string[] {
  if (!fs.existsSync(referenceDir)) return [];
  return fs
    .readdirSync(referenceDir)
    .filter((file) => /\.mdx?$/.test(file) && !/\.(api|info|tag|schema)\.mdx$/.test(file))
    .map((file) => file.replace(/\.mdx?$/, ''));
}

/** How a message names a text: `description`, `summary`, `title`, else `text`. */
function textName(site: TextSite): string {
  const field = String(site.at.pointer[site.at.pointer.length - 1]);
  if (site.format === 'markdown') return 'description';
  return ['summary', 'title'].includes(field) ? field : 'text';
}

export function lintDescription(bundle: JsonObject): string[] {
  const problems: string[] = [];
  const operations = operationsOf(bundle);
  const reserved = handWrittenApiPages();
  const apiSlugs = new Set([...operations.map((operation) => operation.slug), ...reserved]);
  const rules = {apiSlugs, portal: new PortalPages(bundle)};
  const textProblems = (text: string, format: TextSite['format']): string[] =>
    format === 'markdown' ? markdownProblems(text, rules) : plainTextLinkProblems(text, rules);
  const sources = new SourceFiles();
  const relative = (file: string): string => path.relative(siteDir, file);
  /** File and line of a place in the sources, as an editor opens it. */
  const fileLine = (at: Location): string => {
    const position = sources.position(at);
    return `${relative(at.file)}${position ? `:${position}` : ''}`;
  };
  const place = (at: Location): string => `${fileLine(at)} ${jsonPointer(at.pointer)}`;

  const root = sources.root(sourceFile);
  const allOfs = new AllOfChecker(sources.resolve);
  new TextWalker(
    (site) => {
      if (site.absent) return;
      for (const message of textProblems(site.text, site.format))
        problems.push(`${place(site.at)}: the ${textName(site)} ${message}`);
    },
    sources.resolve,
    allOfs.visit,
  ).document(root ?? null, {file: sourceFile, pointer: []});
  for (const conflict of allOfs.conflicts) {
    const declared =
      conflict.declarations.length > 0
        ? ` (declared at ${conflict.declarations.map(place).join(' and ')})`
        : '';
    problems.push(
      `${place(conflict.at)}: the members of this allOf cannot be merged, so no value satisfies the schema and ` +
        `its pages cannot show it: ${describeConflict(conflict)}${declared}. Give it the same type and values ` +
        'in every member (or drop it from all but one), or use oneOf where either is allowed',
    );
  }

  const formats = new Map(textCatalogue(bundle).map((entry) => [keyString(entry.key), entry.format]));
  const dir = translationsDir('de');
  let translations = new Map<string, Translation>();
  try {
    translations = loadTranslations(dir);
  } catch (error) {
    if (!(error instanceof TranslationFileError)) throw error;
    problems.push(error.relativeTo(siteDir));
  }
  if (listYamlFiles(dir).length > 0) {
    for (const [id, translation] of translations) {
      const format = formats.get(id);
      if (format === undefined) continue;
      const at = fileLine({file: translation.file, pointer: translation.key});
      for (const message of textProblems(translation.text, format))
        problems.push(`${at} ${id}: the German text ${message}`);
    }
  }

  for (const {at, message} of exampleStatusProblems(root, sourceFile, sources.resolve))
    problems.push(`${place(at)}: ${message}`);

  problems.push(...handWrittenReferenceProblems(bundle));

  for (const problem of slugProblems(operations, reserved))
    problems.push(`${relative(sourceFile)}: ${problem.message}`);
  return problems;
}

/** Prints the problems; true when there are none. */
export function reportLint(problems: readonly string[]): boolean {
  if (problems.length === 0) return true;
  for (const problem of problems) console.error(problem);
  console.error(`\n${problems.length} problem(s) in the OpenAPI description: fix each at the place named.`);
  return false;
}

if (require.main === module) {
  const problems = lintDescription(freshEnglishDescription());
  if (!reportLint(problems)) process.exit(1);
  console.log('The OpenAPI description suits the portal: safe descriptions, one page per operation.');
}
