/**
 * A step of `npm run gen-api-docs`: the description each locale's pages are generated from. It is the
 * locale's bundle with
 * - every description made safe (markdown.ts): HTML comments removed, HTML written as Markdown;
 * - a page id for every operation (operations.ts): an operation without operationId gets one made from its
 *   method and path, a webhook's from its name and method, and a title where it has no summary;
 * - each operationId named in a code span a link to its operation's page, with its title (operationLinks.ts);
 * - an example that fits its status for each problem body without one (problemExamples.ts);
 * - more untagged operations than one sidebar group holds grouped by path or webhook name (untaggedGroups.ts);
 * - summaries as plain text (summary.ts: a title, breadcrumb and sidebar entry show no Markdown);
 * - the code samples of every operation and webhook as `x-codeSamples` (codeSamples.ts), the description's
 *   own samples kept, and each callback's request as a shell sample in its description.
 * The downloadable `openapi.yaml` stays the plain description; only its links get the locale's prefix
 * (src/plugins/openapi-download).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import {locales, siteDir, type Locale} from '../../config/site';
import {SampleBuilder} from './codeSamples';
import {safeMarkdown} from './markdown';
import {linkOperations} from './operationLinks';
import {operationsOf, withUsedTagsDeclared, type OperationEntry} from './operations';
import {addProblemExamples} from './problemExamples';
import {plainSummary} from './summary';
import {descriptionFile, pagesDescriptionFile} from './paths';
import {rewriteMarkdown} from './textWalker';
import type {Json, JsonObject} from './walk';

/** The title of an operation's page: its summary as plain text, or where it has none, where it is. */
function pageTitle(entry: OperationEntry): string {
  const {summary} = entry.operation;
  if (typeof summary === 'string') return plainSummary(summary);
  return entry.kind === 'path' ? entry.label : `${entry.name} (${entry.method.toUpperCase()})`;
}

function pagesDescription(
  description: JsonObject,
  locale: Locale,
): {pages: JsonObject; operations: OperationEntry[]} {
  // Both locales declare the same tags in the same order, so their sidebars list them alike.
  const pages = withUsedTagsDeclared(description);
  const operations = operationsOf(pages);
  const targets = new Map(
    operations
      .filter((entry) => entry.ownOperationId)
      .map((entry) => [entry.operationId, {slug: entry.slug, title: pageTitle(entry)}]),
  );
  rewriteMarkdown(pages, (text) => linkOperations(safeMarkdown(text), targets, locale));
  addProblemExamples(pages);
  const samples = new SampleBuilder(pages, locale);
  for (const entry of operations) {
    const operation = entry.operation;
    operation['x-codeSamples'] = samples.samples(entry) as unknown as Json;
    samples.multipartBodies(entry);
    samples.addCallbackSamples(entry);
    if (!entry.ownOperationId) operation.operationId = entry.slug;
    // The plugin files a webhook under method "event" and path "webhook"; the page shows the real ones.
    if (entry.kind === 'webhook') operation['x-portal-webhook'] = {name: entry.name, method: entry.method};
    operation.summary = pageTitle(entry);
  }
  return {pages, operations};
}

export function writePagesDescriptions(): void {
  for (const locale of locales) {
    const description = yaml.load(fs.readFileSync(descriptionFile(locale), 'utf8')) as JsonObject;
    const {pages, operations} = pagesDescription(description, locale);
    fs.writeFileSync(pagesDescriptionFile(locale), yaml.dump(pages, {lineWidth: -1, noRefs: true}));
    const webhooks = operations.filter((entry) => entry.kind === 'webhook').length;
    console.log(
      `[INFO] Wrote ${path.relative(siteDir, pagesDescriptionFile(locale))}: ${operations.length - webhooks} operations` +
        `${webhooks > 0 ? ` and ${webhooks} webhooks` : ''} with code samples.`,
    );
  }
}
