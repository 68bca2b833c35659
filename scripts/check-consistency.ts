/**
 * `npm run check:consistency`: the guides of both languages and the OpenAPI description agree. Reads the pages
 * and the description's sources (no build) and reports, each with file and line:
 *   - an HTTP header a page names that the description does not declare;
 *   - a field name in inline code that is no property, parameter or operation of the description;
 *   - a state in a lifecycle diagram that no status enum has;
 *   - a changelog whose newest release is not the description's `info.version`;
 *   - a version number on the site (pages, changelogs outside the release in preparation, the announcement in
 *     src/settings.ts) that is not the released version or an earlier release, or a changelog whose newest
 *     dated release is not the released version (the newest folder of openapi/releases/);
 *   - a linked, called or named operation the description does not have;
 *   - a link to an operation whose text is not the operation's title in the page's language;
 *   - a diagram introduced by a sentence that ends with a colon instead of standing on its own;
 *   - an example that sends another token than its operation's security asks for;
 *   - a table row that grants fewer scopes than the operations it names need;
 *   - a scope table whose "Allows" differs from the description's text of the scope;
 *   - a lifecycle diagram that shows an operation on fewer states than its description names;
 *   - a sidebar that lists the guides in another order than the guides overview recommends;
 *   - a quick start step that sends an ID no earlier step gives, or that needs a scope step 2 does not grant;
 *   - a quick start that shows an ID of the sandbox's seed data as an object the reader created.
 */
import fs from 'node:fs';
import path from 'node:path';

import sidebars from '../sidebars';
import {
  checkDiagramIntroductions,
  checkFieldNames,
  checkHeaders,
  checkLifecycleStates,
  checkOperationLinkTexts,
  checkOperations,
  checkQuickStart,
  checkSidebarOrder,
  checkSiteVersions,
  checkTokenPlaceholders,
  checkVersion,
  seedIds,
  type Finding,
} from './lib/consistency/checks';
import {describeApi} from './lib/consistency/description';
import {checkDiagramOperations} from './lib/consistency/diagramOperations';
import {checkScopeTables, checkScopeTexts} from './lib/consistency/scopeTables';
import {pagesOf} from '../src/handWrittenPages';
import {locales, siteDir} from '../config/site';
import {publishedVersions} from '../src/releases/store';

const changelogs = ['src/pages/changelog.md', 'i18n/en/docusaurus-plugin-content-pages/changelog.md'];
const quickStarts = /quick-start-guide\/(consumer|provider)\.mdx$/;
// The sandbox is defined once, in the quick starts' overview (section {#sandbox-seed-data}).
const sandboxPages = [
  'docs/quick-start-guide/index.md',
  'i18n/en/docusaurus-plugin-content-docs/current/quick-start-guide/index.md',
];
const guidesOverviews = [
  'docs/guides/index.md',
  'i18n/en/docusaurus-plugin-content-docs/current/guides/index.md',
];

type SidebarItem =
  | string
  | {type?: string; key?: string; id?: string; link?: {type?: string; id?: string}; items?: SidebarItem[]};

/** Doc IDs of the guides category in sidebar order, category pages first. */
function guideOrder(items: readonly SidebarItem[]): string[] {
  const guides = items.find((item) => typeof item === 'object' && item.key === 'guides');
  const flatten = (list: readonly SidebarItem[]): string[] =>
    list.flatMap((item) => {
      if (typeof item === 'string') return [item];
      if (item.type === 'doc' && item.id) return [item.id];
      const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
      return [...link, ...flatten(item.items ?? [])];
    });
  return typeof guides === 'object' ? flatten(guides.items ?? []) : [];
}

async function main(): Promise<number> {
  const api = await describeApi();
  const pages = locales.flatMap((locale) => pagesOf(locale));
  const sandboxSeeds = new Set(
    pages.filter((page) => sandboxPages.includes(page.file)).flatMap((page) => [...seedIds(page)]),
  );
  const findings: Finding[] = [
    ...checkHeaders(pages, api),
    ...checkFieldNames(pages, api),
    ...checkLifecycleStates(pages, api),
    ...checkVersion(
      changelogs.map((file) => ({file, text: fs.readFileSync(path.join(siteDir, file), 'utf8')})),
      api,
    ),
    ...checkSiteVersions(
      [
        ...pages,
        ...changelogs.map((file) => ({
          file,
          text: fs.readFileSync(path.join(siteDir, file), 'utf8'),
          changelog: true,
        })),
        {file: 'src/settings.ts', text: fs.readFileSync(path.join(siteDir, 'src/settings.ts'), 'utf8')},
      ],
      publishedVersions(),
    ),
    ...checkOperations(pages, api),
    ...checkOperationLinkTexts(pages, api),
    ...checkDiagramIntroductions(pages),
    ...checkTokenPlaceholders(pages, api),
    ...checkScopeTables(pages, api),
    ...checkScopeTexts(pages, api),
    ...checkDiagramOperations(pages, api),
    ...pages
      .filter((page) => quickStarts.test(page.file))
      .flatMap((page) => checkQuickStart(page, api, sandboxSeeds)),
    ...checkSidebarOrder(
      pages.filter((page) => guidesOverviews.includes(page.file)),
      guideOrder((sidebars as {docs: SidebarItem[]}).docs),
    ),
  ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const item of findings) console.error(`${item.file}:${item.line} ${item.message}`);
  if (findings.length > 0) {
    console.error(
      `\n${findings.length} place${findings.length === 1 ? '' : 's'} where the pages and the description disagree.`,
    );
    return 1;
  }
  console.log(
    `[INFO] ${pages.length} pages agree with the description ${api.version} (${api.operations.length} operations).`,
  );
  return 0;
}

void main().then((code) => {
  process.exitCode = code;
});
