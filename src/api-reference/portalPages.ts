/**
 * What a link in the description may point to on the portal, so that the lint finds a link the build would
 * reject (Docusaurus' link check, `onBrokenLinks`/`onBrokenAnchors: 'throw'`) before any page is rendered:
 *
 * - the pages of the route list the tests check the build against (tests/fixtures/routes.txt and
 *   extra-routes.txt), relative to a locale's base URL; `/en/…` is the same page in English;
 * - the files of `static/` and the description downloads (`/openapi.yaml`, `/openapi-<version>.yaml`);
 * - the anchors of the hand-written pages (guides, the API reference's own pages, the changelog): the ids of
 *   their headings, as Docusaurus makes them (`{#id}`, else the slug of the heading), in every language.
 *
 * The operation pages (`/api/<slug>`) are the description's own; markdown.ts checks them against its page ids.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';

import {siteDir} from '../../config/site';
import {downloadName, publishedVersions} from '../releases/store';

function routeList(file: string): string[] {
  const absolute = path.join(siteDir, 'tests/fixtures', file);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readFileSync(absolute, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function staticFiles(): string[] {
  const dir = path.join(siteDir, 'static');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => `/${file.split(path.sep).join('/')}`);
}

/** The files of each language that a hand-written page's route is made from, for the ones that have one. */
function sourcesOf(route: string): string[] {
  const bare = route.replace(/\/$/, '');
  const candidates = (dirs: string[], name: string): string[] =>
    dirs.flatMap((dir) =>
      [`${name}.md`, `${name}.mdx`, `${name}/index.md`, `${name}/index.mdx`].map((file) =>
        path.join(siteDir, dir, file),
      ),
    );
  let files: string[] = [];
  if (bare === '/docs' || bare.startsWith('/docs/')) {
    files = candidates(
      ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'],
      bare.slice('/docs'.length) || 'index',
    );
  } else if (bare === '/api' || bare.startsWith('/api/')) {
    files = candidates(
      ['openapi/reference', 'i18n/en/docusaurus-plugin-content-docs-api/current'],
      bare.slice('/api'.length) || 'index',
    );
  } else if (bare !== '') {
    files = candidates(['src/pages', 'i18n/en/docusaurus-plugin-content-pages'], bare);
  }
  return files.filter((file) => fs.existsSync(file));
}

/** The ids a page's headings get, and any `id="…"` its MDX sets. */
function anchorsIn(file: string): Set<string> {
  const slugger = createSlugger();
  const ids = new Set<string>();
  let fence: string | undefined;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined) {
      if (fence === undefined) fence = marker;
      else if (marker.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (heading !== undefined) {
      const {text, id} = parseMarkdownHeadingId(heading.trim());
      const plain = text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, '');
      ids.add(id ?? slugger.slug(plain));
    }
    for (const match of line.matchAll(/\bid=["']([^"']+)["']/g)) ids.add(match[1] ?? '');
  }
  return ids;
}

export class PortalPages {
  private readonly pages = new Set<string>([
    ...routeList('routes.txt'),
    ...routeList('extra-routes.txt'),
    ...staticFiles(),
    '/openapi.yaml',
    ...publishedVersions().map((version) => `/${downloadName(version)}`),
  ]);
  private readonly anchorCache = new Map<string, {ids: Set<string>; files: string[]} | undefined>();

  /** The page or file of a path relative to a locale's base URL (`/docs/intro`, `/docs/guides`), if any. */
  route(pathname: string): string | undefined {
    const local = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
    const bare = local.replace(/(.)\/$/, '$1');
    return [local, bare, `${bare}/`].find((candidate) => this.pages.has(candidate));
  }

  /** The anchors every language's source of the page has, and those files; undefined for a generated page. */
  anchors(route: string): {ids: Set<string>; files: string[]} | undefined {
    if (!this.anchorCache.has(route)) {
      const files = sourcesOf(route);
      const sets = files.map(anchorsIn);
      this.anchorCache.set(
        route,
        files.length === 0
          ? undefined
          : {
              ids: new Set([...(sets[0] ?? [])].filter((id) => sets.every((set) => set.has(id)))),
              files: files.map((file) => path.relative(siteDir, file)),
            },
      );
    }
    return this.anchorCache.get(route);
  }
}
