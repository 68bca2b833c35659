/**
 * What a link in the description may point to on the portal, so that the lint finds a link the build would
 * reject (Docusaurus' link check, `onBrokenLinks`/`onBrokenAnchors: 'throw'`) before any page is rendered:
 *
 * - the pages made from the portal's sources (src/pageRoutes.ts), relative to a locale's base URL;
 *   `/en/…` is the same page in English;
 * - the files of `static/` and the description downloads (`/openapi.yaml`, `/openapi-<version>.yaml`);
 * - the anchors of the hand-written pages (guides, the API reference's own pages, the changelog): the ids of
 *   their headings, as Docusaurus makes them (`{#id}`, else the slug of the heading), in every language;
 * - the anchors of the operation pages: the ids of their sections, as pageMarkdown.ts writes them
 *   (`#security`, `#request`, `#responses`, `#callbacks`). The ids the theme gives tabs and fields are left out:
 *   they are not known before the page renders, and a link to them would break with the next theme.
 *
 * Which operation pages exist (`/api/<slug>`) is the description's own; markdown.ts checks them against its page ids.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';

import {siteDir} from '../../config/site';
import {pageRoutes, pageSources} from '../pageRoutes';
import {operationPageAnchors} from './pageMarkdown';
import {downloadName, publishedVersions} from '../releases/store';
import {ExampleSource} from './exampleValues';
import {operationsOf, type OperationEntry} from './operations';
import {isObject, type Json, type JsonObject} from './walk';

function staticFiles(): string[] {
  const dir = path.join(siteDir, 'static');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => `/${file.split(path.sep).join('/')}`);
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

/** The anchors of a page: for a hand-written one, the files they were read from; a generated one has none. */
export interface PageAnchors {
  ids: Set<string>;
  files: string[];
}

/** The ids of an operation page's sections, from the bundled description (its `$ref`s local). */
function operationAnchors(entry: OperationEntry, bundle: ExampleSource): Set<string> {
  const list = (value: Json | undefined): Json[] => {
    const resolved = bundle.resolve(value);
    return Array.isArray(resolved) ? resolved : [];
  };
  const {operation, pathItem} = entry;
  // The plugin gets the callbacks resolved, each callback and each of its path items.
  const callbacks = Object.fromEntries(
    Object.entries(isObject(operation.callbacks) ? operation.callbacks : {}).map(([name, callback]) => {
      const resolved = bundle.resolve(callback);
      const items = isObject(resolved) ? resolved : {};
      return [
        name,
        Object.fromEntries(Object.entries(items).map(([key, item]) => [key, bundle.resolve(item) ?? null])),
      ];
    }),
  );
  return new Set(
    operationPageAnchors({
      webhook: entry.kind === 'webhook',
      parameters: [...list(pathItem.parameters), ...list(operation.parameters)],
      requestBody: operation.requestBody,
      responses: operation.responses,
      callbacks,
    }),
  );
}

export class PortalPages {
  private readonly sources = pageSources();
  private readonly pages = new Set<string>([
    ...pageRoutes(),
    ...staticFiles(),
    '/openapi.yaml',
    ...publishedVersions().map((version) => `/${downloadName(version)}`),
  ]);
  private readonly anchorCache = new Map<string, PageAnchors | undefined>();
  private readonly operations: Map<string, OperationEntry>;
  private readonly bundle: ExampleSource;

  /** `bundle`: the bundled description, whose operation pages' anchors are known without building them. */
  constructor(bundle: JsonObject = {}) {
    this.bundle = new ExampleSource(bundle);
    this.operations = new Map(operationsOf(bundle).map((entry) => [`/api/${entry.slug}`, entry]));
  }

  /** The page or file of a path relative to a locale's base URL (`/docs/intro`, `/docs/guides`), if any. */
  route(pathname: string): string | undefined {
    const local = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
    const bare = local.replace(/(.)\/$/, '$1');
    return [local, bare, `${bare}/`].find((candidate) => this.pages.has(candidate));
  }

  /** The anchors a page has in every language; undefined for a page whose anchors are not known. */
  anchors(route: string): PageAnchors | undefined {
    if (!this.anchorCache.has(route)) {
      const operation = this.operations.get(route);
      const files = this.sources.get(route) ?? [];
      const sets = files.map((file) => anchorsIn(path.join(siteDir, file)));
      this.anchorCache.set(
        route,
        operation !== undefined
          ? {ids: operationAnchors(operation, this.bundle), files: []}
          : files.length === 0
            ? undefined
            : {ids: new Set([...(sets[0] ?? [])].filter((id) => sets.every((set) => set.has(id)))), files},
      );
    }
    return this.anchorCache.get(route);
  }
}
