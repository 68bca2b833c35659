/**
 * A diagram in the Markdown export: its mermaid source as a fenced `mermaid` block, where the page shows the
 * drawing. Diagrams are drawn in the browser, so the built HTML holds only their empty box; the box carries
 * the source in `data-mermaid-source` (src/theme/Mermaid) for this plugin.
 */
import type {Element, Root} from 'hast';
import {SKIP, visit} from 'unist-util-visit';

export default function rehypeMermaidSource() {
  return (tree: Root): void => {
    visit(tree, 'element', (element: Element, index, parent) => {
      const source = element.properties.dataMermaidSource;
      if (typeof source !== 'string' || parent === undefined || index === undefined) return undefined;
      parent.children[index] = {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'code',
            properties: {className: ['language-mermaid']},
            children: [{type: 'text', value: source.replace(/\n+$/, '')}],
          },
        ],
      };
      return SKIP;
    });
  };
}
