/**
 * Turns each `<pre>` (above all a highlighted `<pre><code>`) into one plain text node, as a copy button would
 * copy it, before the Markdown export converts a page:
 * - Every line is a block `<span class="token-line">` (src/theme/CodeBlock/Line) that ends in `<br>`. The converter
 *   counted both as line breaks, so every code line in the Markdown was followed by an empty one.
 * - The language class sits on `<pre>`, where the converter does not look for it, so fences had no language.
 * - The token spans are about half of an operation page's nodes, and every later step of the conversion
 *   walks them all.
 */
import type {Element, ElementContent, Root} from 'hast';
import {SKIP, visit} from 'unist-util-visit';

import {classNamesOf} from '../classNames';

/** The code as written: the texts of the tokens, with a line break for each `<br>`. */
function codeText(nodes: ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type !== 'element') return '';
      return node.tagName === 'br' ? '\n' : codeText(node.children);
    })
    .join('');
}

const languageClass = (element: Element): string | undefined =>
  classNamesOf(element).find((className) => className.startsWith('language-'));

export default function rehypeFlattenCode() {
  return (tree: Root): void => {
    visit(tree, 'element', (pre) => {
      if (pre.tagName !== 'pre') return undefined;
      const code = pre.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      // A `<pre>` without `<code>` (the OpenAPI theme's method and path line) is read the same way.
      const language = (code && languageClass(code)) ?? languageClass(pre);
      pre.children = [
        {
          type: 'element',
          tagName: 'code',
          properties: language ? {className: [language]} : {},
          children: [{type: 'text', value: codeText((code ?? pre).children)}],
        },
      ];
      return SKIP;
    });
  };
}
