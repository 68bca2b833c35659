/**
 * What the translation check compares between the German and the English version of a page: the explicit
 * heading ids (`## Title {#id}`) and the links into the API reference, each with its line.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Nodes} from 'mdast';
import {visit} from 'unist-util-visit';

export interface Located {
  value: string;
  line: number;
}

export interface MarkdownFacts {
  headingIds: Located[];
  /** Headings without `{#id}`: Docusaurus would derive the id from the words, which differ per language. */
  headingsWithoutId: Located[];
  /** Link targets into the API reference (`/api`, `/api/<slug>`), anchors included. */
  apiLinks: Located[];
}

/** Front matter is not Markdown; blanking it keeps the line numbers of everything after it. */
function withoutFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  return match ? match[0].replace(/[^\n]/g, '') + source.slice(match[0].length) : source;
}

/** The slugs an `<ApiOperationLink slug="…" />` (src/api-reference/remark-api-facts) in a piece of HTML links to. */
export function operationLinkSlugs(html: string): string[] {
  return [...html.matchAll(/<ApiOperationLink\s+slug="([^"]*)"/g)].map((match) => match[1] ?? '');
}

export function markdownFacts(source: string): MarkdownFacts {
  const text = withoutFrontMatter(source);
  const facts: MarkdownFacts = {headingIds: [], headingsWithoutId: [], apiLinks: []};
  visit(fromMarkdown(text), (node: Nodes) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'heading' && node.depth >= 2) {
      const raw = text.slice(node.position?.start.offset, node.position?.end.offset);
      const id = /\{#([^}\s]+)\}\s*$/.exec(raw)?.[1];
      if (id === undefined) facts.headingsWithoutId.push({value: raw.trim(), line});
      else facts.headingIds.push({value: id, line});
    }
    if ((node.type === 'link' || node.type === 'definition') && /^\/api([/#?]|$)/.test(node.url)) {
      facts.apiLinks.push({value: node.url, line});
    }
    if (node.type === 'html') {
      for (const slug of operationLinkSlugs(node.value)) facts.apiLinks.push({value: `/api/${slug}`, line});
    }
  });
  return facts;
}
