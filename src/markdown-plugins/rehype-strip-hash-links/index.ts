/**
 * Drops the "#" permalink anchors Docusaurus puts into every heading, so the Markdown export reads
 * `## Roles` instead of `## Roles[<zero-width space>](#roles "Direct link to Roles")`.
 */
import type {Root} from 'hast';
import {SKIP, visit} from 'unist-util-visit';

import {hasClass} from '../classNames';

export default function rehypeStripHashLinks() {
  return (tree: Root): void => {
    visit(tree, 'element', (node, index, parent) => {
      if (parent && index !== undefined && hasClass(node, 'hash-link')) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      return undefined;
    });
  };
}
