/**
 * Descriptions name other operations by operationId (`getTeamDetails`), which a reader cannot follow and which
 * says nothing in their language. On the pages each such code span becomes a link to the operation's page with
 * its title in the page's language. Links to the portal's own pages (`/docs/…`, `/api/…`) are written for the
 * German site; on the pages of another locale they get its prefix, since the theme shows most descriptions
 * with a Markdown component that, unlike Docusaurus' links, adds no locale.
 */
import type {Link, InlineCode, Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import {localePrefix, type Locale} from '../../config/site';

export interface OperationTarget {
  slug: string;
  title: string;
}

const parser = unified().use(remarkParse).use(remarkGfm);

const linkText = (title: string): string => title.replace(/[[\]\\]/g, '\\$&');

/** The text with each operationId in a code span linked by its title, and the portal's links localized. */
export function linkOperations(
  text: string,
  operations: ReadonlyMap<string, OperationTarget>,
  locale: Locale,
): string {
  if (!text.includes('`') && !text.includes('](/')) return text;
  const tree = parser.parse(text) as Root;
  const edits: Array<{start: number; end: number; text: string}> = [];
  const prefix = localePrefix(locale);
  visit(tree, ['inlineCode', 'link'], (node, _index, parent) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    if (node.type === 'inlineCode') {
      const target = operations.get((node as InlineCode).value);
      if (target === undefined || parent?.type === 'link') return;
      edits.push({start, end, text: `[${linkText(target.title)}](${prefix}/api/${target.slug})`});
      return;
    }
    const {url} = node as Link;
    if (prefix === '' || !/^\/(?!\/)/.test(url) || url.startsWith(`${prefix}/`)) return;
    const source = text.slice(start, end);
    const at = source.lastIndexOf(`](${url}`);
    if (at !== -1) edits.push({start: start + at + 2, end: start + at + 2, text: prefix});
  });
  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}
