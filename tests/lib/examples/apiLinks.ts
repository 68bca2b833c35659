/** The links from prose to pages of the API section (`/api/<slug>`), with file and line. */
import fs from 'node:fs';
import path from 'node:path';
import type {Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';

import {operationLinkSlugs} from '../../../scripts/lib/markdownFacts';
import {siteDir} from '../../../config/site';
import type {Place} from './extract';
import type {Source} from './sources';

export interface ApiLink {
  at: Place;
  /** The page the link goes to, e.g. `get-product-details`; empty for the landing page. */
  slug: string;
}

function links(node: Nodes): Array<{url: string; line: number}> {
  const line = node.position?.start.line ?? 0;
  const own =
    node.type === 'link' || node.type === 'definition'
      ? [{url: node.url, line}]
      : node.type === 'html'
        ? operationLinkSlugs(node.value).map((slug) => ({url: `/api/${slug}`, line}))
        : [];
  const children = 'children' in node ? node.children.flatMap((child) => links(child as Nodes)) : [];
  return [...own, ...children];
}

export function apiLinksOf(source: Source): ApiLink[] {
  return links(fromMarkdown(source.text)).flatMap(({url, line}) => {
    const match = /^\/api(?:\/([^/?#]*))?\/?(?:[?#].*)?$/.exec(url);
    return match === null ? [] : [{at: {source, line}, slug: match[1] ?? ''}];
  });
}

/** API pages written by hand (landing page, introduction); links to them are not links to operations. */
export function handWrittenApiPages(): string[] {
  return fs
    .readdirSync(path.join(siteDir, 'openapi/reference'))
    .filter((file) => /\.mdx?$/.test(file) && !/\.(api|tag|info)\.mdx$/.test(file))
    .map((file) => (/^index\.mdx?$/.test(file) ? '' : file.replace(/\.mdx?$/, '')));
}
