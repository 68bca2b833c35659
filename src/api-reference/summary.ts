import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';

/**
 * A summary is no Markdown: the page title, the breadcrumb and the sidebar show it as plain text, on one line.
 * A summary written in Markdown (`[push](#push)`, `> [!NOTE]`, emphasis, code) keeps only its words.
 */
export function plainSummary(text: string): string {
  const blocks = fromMarkdown(text).children.map((node) => toString(node));
  return blocks
    .join(' ')
    .replace(/\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
}
