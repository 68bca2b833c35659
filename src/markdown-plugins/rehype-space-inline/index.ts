/**
 * Spaces for the Markdown export that the HTML gets from CSS. The OpenAPI theme sets a property's name, type
 * and "required" side by side in separate elements (`<strong>name</strong><span>string</span>`), and a
 * heading's badge right after its text; the browser spaces them with margins, the Markdown copy would read
 * `**name**stringrequired`. Inside the reference (`.theme-api-markdown`), two neighbours that would glue two
 * words together get a space between them. And everywhere, spaces at the edge of bold or italic text move
 * outside it (`<strong>Example: </strong>` would become `**Example:&#x20;**`).
 */
import type {Element, ElementContent, Root} from 'hast';
import {visit} from 'unist-util-visit';

import {hasClass} from '../classNames';

const emphasis = new Set(['strong', 'b', 'em', 'i']);
const blocks = new Set('div p ul ol li pre table tr td th details summary section'.split(' '));

/**
 * The first and the last piece of text of a node (as `hast-util-to-string` would join it), or undefined when it
 * has none. Only the edges of a neighbour's text decide whether a space goes in, and spaces only ever go in
 * between children, so an element's edges stay as they are: they are worked out once per element, not once per
 * ancestor (schemas nest deep, and joining every subtree's text took a tenth of the export).
 */
type Edges = {first: string; last: string} | undefined;

function edgesOf(node: ElementContent, known: Map<Element, Edges>): Edges {
  if (node.type === 'text') return node.value === '' ? undefined : {first: node.value, last: node.value};
  if (node.type !== 'element') return undefined;
  if (known.has(node)) return known.get(node);
  let first: string | undefined;
  let last: string | undefined;
  for (const child of node.children) {
    const edges = edgesOf(child, known);
    if (edges === undefined) continue;
    first ??= edges.first;
    last = edges.last;
  }
  const edges = first === undefined || last === undefined ? undefined : {first, last};
  known.set(node, edges);
  return edges;
}

const isBlock = (node: ElementContent): boolean => node.type === 'element' && blocks.has(node.tagName);

/** Whether text ending in `before` and text starting with `after` would run into one word. */
function glued(before: string, after: string): boolean {
  return /[\p{L}\p{N}>)\]`*]$/u.test(before) && /^[\p{L}\p{N}<([`]/u.test(after);
}

/**
 * Puts a space between neighbours that would glue two words together, where one of them is an element (the
 * text of a text node runs as written). Empty elements (the theme's dividers) are looked through.
 */
function spaceNeighbours(container: Element): void {
  const known = new Map<Element, Edges>();
  visit(container, 'element', (node) => {
    const children: ElementContent[] = [];
    let before: {node: ElementContent; last: string} | undefined;
    for (const child of node.children) {
      const edges = edgesOf(child, known);
      if (
        before !== undefined &&
        edges !== undefined &&
        !isBlock(child) &&
        !isBlock(before.node) &&
        (child.type === 'element' || before.node.type === 'element') &&
        glued(before.last, edges.first)
      ) {
        children.push({type: 'text', value: ' '});
      }
      children.push(child);
      if (edges !== undefined) before = {node: child, last: edges.last};
    }
    node.children = children;
  });
}

/** Moves leading and trailing spaces of bold and italic text out of the element. */
function trimEmphasis(tree: Root): void {
  visit(tree, 'element', (node, index, parent) => {
    if (!emphasis.has(node.tagName) || parent === undefined || index === undefined) return undefined;
    const first = node.children[0];
    const last = node.children[node.children.length - 1];
    const inserted: Array<[position: number, text: string]> = [];
    if (first?.type === 'text' && /^\s/.test(first.value)) {
      first.value = first.value.replace(/^\s+/, '');
      inserted.push([index, ' ']);
    }
    if (last?.type === 'text' && /\s$/.test(last.value)) {
      last.value = last.value.replace(/\s+$/, '');
      inserted.push([index + 1, ' ']);
    }
    for (const [position, text] of inserted.reverse())
      parent.children.splice(position, 0, {type: 'text', value: text});
    // Go on after the element: a space put before it moved it one place on.
    return index + inserted.length + 1;
  });
}

export default function rehypeSpaceInline() {
  return (tree: Root): void => {
    visit(tree, 'element', (node) => {
      if (hasClass(node, 'theme-api-markdown')) spaceNeighbours(node);
    });
    trimEmphasis(tree);
  };
}
