/**
 * `llms-full.txt`: every page's Markdown copy in one file, in the order a reader meets the pages in the
 * navigation (the guides' sidebar, then the API reference's), then the pages outside the sidebars (home page,
 * changelog) in the order of `llms.txt`. The plugin's own `llms-full.txt` follows its category tree, which
 * sorts pages by path and puts an overview after the pages it introduces.
 *
 * It is made from the copies in the build, whatever made them, so it always holds what `llms.txt` links to.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadedPlugin} from '@docusaurus/types';

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

/** The permalinks of the docs instances' pages, sidebar by sidebar, in the order the sidebars show them. */
export function sidebarPermalinks(plugins: readonly LoadedPlugin[]): string[] {
  const permalinks: string[] = [];
  for (const plugin of plugins) {
    if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
    for (const version of (plugin.content as LoadedContent).loadedVersions) {
      const byId = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
      const visit = (items: readonly SidebarItem[]): void => {
        for (const item of items) {
          const link = item.type === 'category' ? item.link : undefined;
          const id =
            item.type === 'doc' || item.type === 'ref' ? item.id : link?.type === 'doc' ? link.id : undefined;
          const permalink =
            id === undefined ? (link?.type === 'generated-index' ? link.permalink : undefined) : byId.get(id);
          if (permalink !== undefined && !permalinks.includes(permalink)) permalinks.push(permalink);
          if (item.type === 'category') visit(item.items);
        }
      };
      for (const sidebar of Object.values(version.sidebars)) visit(sidebar);
    }
  }
  return permalinks;
}

/** Where the Markdown export writes a page's copy (src/components/CopyPageMarkdown/markdownUrl.ts). */
function markdownPath(permalink: string, localeBaseUrl: string): string {
  const withoutSlash = permalink.replace(/\/$/, '');
  return `${withoutSlash}${`${withoutSlash}/` === localeBaseUrl || withoutSlash === '' ? '/index' : ''}.md`;
}

export interface FullTextInput {
  outDir: string;
  /** Origin without trailing slash. */
  siteUrl: string;
  /** Base path of the locale with trailing slash, e.g. `/en/`. */
  localeBaseUrl: string;
  sidebarPermalinks: readonly string[];
  /** The first lines of the file: title, summary, what it holds. */
  header: string;
}

/** Writes `llms-full.txt` beside `llms.txt`; returns how many pages it holds. */
export function writeLlmsFullTxt({
  outDir,
  siteUrl,
  localeBaseUrl,
  sidebarPermalinks,
  header,
}: FullTextInput): number {
  const llmsTxt = fs.readFileSync(path.join(outDir, 'llms.txt'), 'utf8');
  const listed = [...llmsTxt.matchAll(/^- \[[^\]]*\]\((?<href>[^)\s]+)\)/gm)]
    .map((match) => match.groups?.href ?? '')
    .filter((href) => href.startsWith(`${siteUrl}${localeBaseUrl}`) && href.endsWith('.md'))
    .map((href) => href.slice(siteUrl.length));
  const ordered = [
    ...sidebarPermalinks
      .map((permalink) => markdownPath(permalink, localeBaseUrl))
      .filter((file) => listed.includes(file)),
    ...listed,
  ].filter((file, index, all) => all.indexOf(file) === index);
  const pages = ordered.map((file) => {
    const markdown = fs.readFileSync(path.join(outDir, file.slice(localeBaseUrl.length)), 'utf8').trim();
    return `${markdown}\n\nSource: ${siteUrl}${file}`;
  });
  fs.writeFileSync(
    path.join(outDir, 'llms-full.txt'),
    `${header.trim()}\n\n---\n\n${pages.join('\n\n---\n\n')}\n`,
  );
  return pages.length;
}
