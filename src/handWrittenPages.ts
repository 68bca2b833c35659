/**
 * The hand-written pages the consistency checks read, in both languages, parsed once: inline code with its
 * paragraph, code blocks, and links, each with its line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Nodes} from 'mdast';

import {siteDir, type Locale} from '../config/site';

interface InlineCode {
  value: string;
  line: number;
  /** The text of the paragraph, heading or table cell around it, for context words such as "header". */
  context: string;
}

export interface CodeBlock {
  lang: string;
  meta: string;
  value: string;
  /** Line of the opening fence. */
  line: number;
}

interface Link {
  url: string;
  line: number;
  /** The text a reader sees, as it is written (empty for a definition). */
  text: string;
  /** The text is one piece of inline code (`fetchUserData`), not words. */
  code: boolean;
}

export interface Page {
  locale: Locale;
  /** Path relative to the site directory, as messages name it. */
  file: string;
  text: string;
  inlineCode: InlineCode[];
  codeBlocks: CodeBlock[];
  links: Link[];
}

const roots: Record<Locale, readonly string[]> = {
  de: ['docs', 'openapi/reference'],
  en: [
    'i18n/en/docusaurus-plugin-content-docs/current',
    'i18n/en/docusaurus-plugin-content-docs-api/current',
  ],
};

/** Pages `npm run gen-api-docs` writes are not written by hand. */
const generated = /\.(api|tag|info)\.mdx$/;

/**
 * The files writers edit under `root` (a folder or a file, relative to the site directory) whose names `pattern`
 * accepts, sorted: generated API pages left out.
 */
export function writtenFiles(root: string, pattern = /\.mdx?$/): string[] {
  const absolute = path.join(siteDir, root);
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return [root];
  return fs
    .readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .filter((file) => pattern.test(file) && !generated.test(file))
    .map((file) => path.join(root, file))
    .sort();
}

/** Front matter is not Markdown; blanking it keeps the line numbers of everything after it. */
function withoutFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  return match ? match[0].replace(/[^\n]/g, '') + source.slice(match[0].length) : source;
}

const contextTypes = new Set(['paragraph', 'heading', 'tableCell', 'listItem']);

function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child as Nodes)).join('') : '';
}

export function parsePage(locale: Locale, file: string, source: string): Page {
  const page: Page = {locale, file, text: source, inlineCode: [], codeBlocks: [], links: []};
  const visit = (node: Nodes, context: string): void => {
    const line = node.position?.start.line ?? 0;
    const here = contextTypes.has(node.type) ? textOf(node) : context;
    if (node.type === 'inlineCode') page.inlineCode.push({value: node.value, line, context: here});
    if (node.type === 'code') {
      page.codeBlocks.push({lang: node.lang ?? '', meta: node.meta ?? '', value: node.value, line});
    }
    if (node.type === 'link') {
      const code = node.children.length === 1 && node.children[0]?.type === 'inlineCode';
      page.links.push({url: node.url, line, text: textOf(node), code});
    }
    if (node.type === 'definition') page.links.push({url: node.url, line, text: '', code: false});
    if ('children' in node) for (const child of node.children) visit(child as Nodes, here);
  };
  visit(fromMarkdown(withoutFrontMatter(source)), '');
  return page;
}

/** The hand-written Markdown files of a locale, relative to the site directory. */
export function handWrittenFiles(locale: Locale): string[] {
  return roots[locale].flatMap((root) => writtenFiles(root));
}

export function pagesOf(locale: Locale): Page[] {
  return handWrittenFiles(locale).map((file) =>
    parsePage(locale, file, fs.readFileSync(path.join(siteDir, file), 'utf8')),
  );
}
