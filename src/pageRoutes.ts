/**
 * The routes of the portal's pages, relative to a locale's base URL (German at `/<route>`, English at
 * `/en/<route>`), from the pages' own sources the way Docusaurus makes them: a file of a docs instance or of the
 * pages plugin under its route base, an `index` as its folder, a front matter `slug` in place of the file's name
 * (from the base when it starts with `/`). tests/fixtures/routes.txt, the specification's list, is the tests'
 * oracle for this; the product never reads it.
 */
import fs from 'node:fs';
import path from 'node:path';

import {searchPage} from '../config/search';
import {siteDir} from '../config/site';

/** Where each docs instance's and the pages plugin's sources live, German first, and the route they serve under. */
const sourceRoots: Array<{roots: [string, string]; base: string; pages: RegExp}> = [
  {roots: ['docs/', 'i18n/en/docusaurus-plugin-content-docs/current/'], base: '/docs', pages: /\.mdx?$/},
  {
    roots: ['openapi/reference/', 'i18n/en/docusaurus-plugin-content-docs-api/current/'],
    base: '/api',
    pages: /\.mdx?$/,
  },
  {roots: ['src/pages/', 'i18n/en/docusaurus-plugin-content-pages/'], base: '', pages: /\.(mdx?|[jt]sx?)$/},
];

/** What Docusaurus leaves out of a content folder (`_` files and folders, tests), and the generated API pages. */
const notPages = /(^|\/)_|\.test\.[jt]sx?$|\.(api|tag|info|schema)\.mdx$/;

/** The `slug` a page's front matter sets, if any. */
function slugOf(file: string): string | undefined {
  const absolute = path.join(siteDir, file);
  if (!fs.existsSync(absolute)) return undefined;
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(absolute, 'utf8'))?.[1] ?? '';
  return /^slug:\s*['"]?([^'"\n]+?)['"]?\s*$/m.exec(frontMatter)?.[1];
}

/**
 * The route of a page's source file, German or English (`docs/guides/index.md` → `/docs/guides/`), or undefined
 * for a file that makes no page.
 */
export function routeOf(file: string): string | undefined {
  const source = sourceRoots.find(({roots}) => roots.some((root) => file.startsWith(root)));
  const root = source?.roots.find((candidate) => file.startsWith(candidate));
  if (source === undefined || root === undefined) return undefined;
  const relative = file.slice(root.length);
  if (!source.pages.test(relative) || notPages.test(relative)) return undefined;
  const slug = slugOf(file);
  const withoutExtension = relative.replace(source.pages, '');
  const folder = withoutExtension.replace(/[^/]*$/, '');
  let route: string;
  if (slug === undefined)
    route = `${source.base}/${withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '/')}`;
  // `slug: /` is the instance's own route (`/api`), not a folder of it.
  else if (slug === '/') route = source.base;
  else route = `${source.base}${slug.startsWith('/') ? slug : `/${folder}${slug}`}`;
  return route === '' ? '/' : route;
}

/**
 * Each page's route and its source files (relative to the site), the default locale's first. A file of another
 * locale translates a page; without the default locale's file it makes none.
 */
export function pageSources(): Map<string, string[]> {
  const sources = new Map<string, string[]>();
  for (const {roots} of sourceRoots) {
    for (const [index, root] of roots.entries()) {
      const dir = path.join(siteDir, root);
      if (!fs.existsSync(dir)) continue;
      for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
        const relative = `${root}${file.split(path.sep).join('/')}`;
        const route = routeOf(relative);
        if (route === undefined || (index > 0 && !sources.has(route))) continue;
        sources.set(route, [...(sources.get(route) ?? []), relative]);
      }
    }
  }
  return sources;
}

/** Every page of the portal: those made from sources, and the search results page. */
export function pageRoutes(): string[] {
  return [...pageSources().keys(), searchPage].sort();
}
