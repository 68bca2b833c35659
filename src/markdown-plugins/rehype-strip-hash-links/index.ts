/**
 * Drops the "#" permalink anchors Docusaurus puts into every heading, so the Markdown export reads
 * `## Roles` instead of `## Roles[<zero-width space>](#roles "Direct link to Roles")`.
 */
import type {Root} from 'hast';
import {SKIP, visit} from 'unist-util-visit';

export default function rehypeStripHashLinks() {
  return (tree: Root): void => {
    visit(tree, 'element', (node, index, parent) => {
      const className = node.properties.className;
      if (parent && index !== undefined && Array.isArray(className) && className.includes('hash-link')) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      return undefined;
    });
  };
}
