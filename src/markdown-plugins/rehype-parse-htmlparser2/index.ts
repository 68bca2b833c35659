/**
 * A unified parser for the Markdown export: a built page's HTML becomes the same hast tree as with `rehype-parse`,
 * but htmlparser2 reads it instead of parse5. parse5 follows the HTML standard's error recovery, which the
 * well-formed HTML React writes does not need: the 1,022 German pages of a build at 992 operations took 147 to
 * 151 s to read with `rehype-parse` and 31 to 35 s with this (one process, three rounds each; issue 23). The
 * elements are built with hastscript, as `hast-util-from-parse5` builds them, so their properties are the same.
 *
 * What parse5 would change in a page is changed here too: the newline right after `<pre>`, `<textarea>` and
 * `<listing>` is dropped, a table row outside a table section goes into a `<tbody>`, optional end tags the
 * minifier left out are closed where parse5 closes them (`endedBy`), SVG elements and their attributes are named
 * in SVG's case, and a `<template>`'s children become its `content`. Positions are left out: nothing in the
 * export reads them.
 */
import type {Element, ElementContent, Root} from 'hast';
import {h, s} from 'hastscript';
import type {Plugin} from 'unified';

import {parseDetachedDocument, type DomNode, type HollowOut} from '../../lib/detachedDocument';

/** Elements whose first newline the HTML parser drops (HTML standard, "in body" insertion mode). */
const dropsLeadingNewline = new Set(['pre', 'textarea', 'listing']);

type Space = 'html' | 'svg';

/**
 * The minified pages leave out optional end tags (`<th>Zweck<tbody><tr>…`, `<li><p>Eins<li>Zwei`). Where such a
 * start tag ends more than the innermost open element, parse5 closes them all (HTML standard, "in body" and
 * "in table" insertion modes); htmlparser2 closes only the innermost and would nest the new element in the
 * cell or paragraph. Here an element that one of these start tags ends lets that start tag and what follows it
 * leave (`spill`) to its own parent, until it reaches an element the tag does not end.
 */
const cellParts = ['td', 'th', 'p'];
const endedBy: Record<string, ReadonlySet<string>> = {
  li: new Set(['li', 'p']),
  dt: new Set(['dt', 'dd', 'p']),
  dd: new Set(['dt', 'dd', 'p']),
  td: new Set(cellParts),
  th: new Set(cellParts),
  tr: new Set(['tr', ...cellParts]),
  thead: new Set(['thead', 'tbody', 'tfoot', 'tr', ...cellParts]),
  tbody: new Set(['thead', 'tbody', 'tfoot', 'tr', ...cellParts]),
  tfoot: new Set(['thead', 'tbody', 'tfoot', 'tr', ...cellParts]),
};

function isDoctype(node: DomNode): boolean {
  return node.type === 'directive' && node.name.toLowerCase() === '!doctype';
}

function ends(node: DomNode, parentTag: string | undefined): boolean {
  return parentTag !== undefined && node.type === 'tag' && (endedBy[node.name]?.has(parentTag) ?? false);
}

/** A converted node, and what it could not hold: the nodes that continue after it, in its parent. */
interface Converted<T> {
  converted: T;
  spill: readonly DomNode[];
}

/** Most nodes spill nothing; one shared empty list spares the collector an array per node. */
const noSpill: readonly DomNode[] = [];

function children(
  nodes: DomNode[],
  space: Space,
  parentTag: string | undefined,
): Converted<ElementContent[]> {
  const result: ElementContent[] = [];
  const queue = [...nodes];
  let spill = noSpill;
  let tbody: Element | undefined;
  for (const [index, node] of queue.entries()) {
    if (ends(node, parentTag)) {
      spill = queue.slice(index);
      break;
    }
    const {converted, spill: inner} = one(node, space);
    if (converted !== undefined) {
      if (parentTag === 'table' && converted.type === 'element' && converted.tagName === 'tr') {
        if (tbody === undefined) {
          tbody = h('tbody');
          result.push(tbody);
        }
        tbody.children.push(converted);
      } else {
        tbody = undefined;
        result.push(converted);
      }
    }
    // What a child could not hold continues here, after the child, unless it ends this element as well.
    if (inner.length > 0) queue.splice(index + 1, 0, ...inner);
  }
  if (parentTag !== undefined && dropsLeadingNewline.has(parentTag)) dropLeadingNewline(result);
  return {converted: result, spill};
}

function dropLeadingNewline(nodes: ElementContent[]): void {
  const first = nodes[0];
  if (first?.type !== 'text' || !first.value.startsWith('\n')) return;
  first.value = first.value.slice(1);
  if (first.value === '') nodes.shift();
}

function one(node: DomNode, space: Space): Converted<ElementContent | undefined> {
  switch (node.type) {
    case 'text':
      return {converted: {type: 'text', value: node.data}, spill: noSpill};
    case 'comment':
      return {converted: {type: 'comment', value: node.data}, spill: noSpill};
    case 'directive':
      // The doctype belongs to the document (fromHtmlWithHtmlparser2); parse5 reads `<?…>` as a comment.
      return {converted: isDoctype(node) ? undefined : {type: 'comment', value: node.data}, spill: noSpill};
    case 'tag':
    case 'script':
    case 'style':
      return element(node, space);
    default:
      return {converted: undefined, spill: noSpill};
  }
}

function element(
  node: Extract<DomNode, {attribs: Record<string, string>}>,
  parentSpace: Space,
): Converted<Element> {
  const space: Space = node.name === 'svg' ? 'svg' : parentSpace;
  // In SVG, `foreignObject` holds HTML again.
  const childSpace: Space = space === 'svg' && node.name === 'foreignobject' ? 'html' : space;
  // hastscript names properties as hast-util-from-parse5 does (`class` → `className`, SVG's `viewBox`).
  const result = (space === 'svg' ? s : h)(node.name, {...node.attribs});
  const {converted, spill} = children(node.children, childSpace, space === 'html' ? node.name : undefined);
  if (result.tagName === 'template' && space === 'html') {
    result.content = {type: 'root', children: converted, data: {quirksMode: false}};
  } else {
    delete result.content;
    result.children = converted;
  }
  return {converted: result, spill};
}

/** Parses a whole document, as `rehype-parse` with `fragment: false` does. */
export function fromHtmlWithHtmlparser2(html: string, options: Options = {}): Root {
  const document = parseDetachedDocument(html, {
    codeAsText: options.codeAsText,
    hollowOut: options.hollowOut,
  });
  const {converted} = children(document.children, 'html', undefined);
  const doctype = document.children.some(isDoctype);
  // Without a doctype a browser, and parse5, read the page in quirks mode.
  return {
    type: 'root',
    children: doctype ? [{type: 'doctype'}, ...converted] : converted,
    data: {quirksMode: !doctype},
  };
}

export interface Options {
  /**
   * Code blocks as their text and line breaks only (`codeAsText` of ../../lib/detachedDocument.ts), for a
   * pipeline that flattens them first thing (rehype-flatten-code): their token spans are about half of an
   * operation page's nodes.
   */
  codeAsText?: boolean;
  /** Elements whose content the reader converts once for all pages (../../lib/detachedDocument.ts). */
  hollowOut?: HollowOut;
}

const rehypeParseHtmlparser2: Plugin<[Options?], string, Root> = function (options = {}) {
  this.parser = (html) => fromHtmlWithHtmlparser2(html, options);
};

export default rehypeParseHtmlparser2;
