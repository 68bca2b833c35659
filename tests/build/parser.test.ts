/**
 * The build tests read pages with linkedom (tests/lib/builtSite.ts), whose parser is simpler than the HTML
 * standard's: it has no foster parenting, implied `<tbody>` or the other repairs a browser makes to broken
 * markup. These tests read every kind of page of the build with both linkedom and parse5 (the standard's
 * algorithm, as jsdom uses it) and require the same tree: same elements, attributes, texts and comments in the
 * same places. A page that a browser would repair fails here first, naming the first node where they differ.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, test} from 'node:test';
import type {DefaultTreeAdapterMap} from 'parse5';

import {fileForUrl, parsePage, standardParse} from '../lib/builtSite';
import {extraRoutes, operationRoutes, pagesOf, specRoutes} from '../lib/routes';
import {useBuiltSite} from '../lib/useBuiltSite';

type Parse5Node = DefaultTreeAdapterMap['node'];

/**
 * One line per node, indented by depth; attributes sorted, since their order carries no meaning. A class list
 * counts as the ordered set a browser's `classList` is: linkedom drops repeated classes from the attribute
 * (Prism gives some tokens one twice), which no selector or `classList` can tell apart.
 */
function line(depth: number, kind: string, name: string, attributes: Array<[string, string]> = []): string {
  const classSet = (value: string): string => [...new Set(value.split(/\s+/).filter(Boolean))].join(' ');
  const sorted = attributes
    .map(([key, value]) => `${key}=${JSON.stringify(key === 'class' ? classSet(value) : value)}`)
    .sort()
    .join(' ');
  return `${'  '.repeat(depth)}${kind} ${name}${sorted ? ` ${sorted}` : ''}`;
}

/**
 * A tree as lines; adjacent texts count as one, as `normalize()` would join them (linkedom ends a text node at
 * each character reference).
 */
function pushText(out: string[], depth: number, text: string, texts: Map<number, string>): void {
  const last = out.length - 1;
  if (texts.get(last) !== undefined && out[last]?.startsWith(`${'  '.repeat(depth)}text `)) {
    const joined = `${texts.get(last)}${text}`;
    texts.delete(last);
    out[last] = line(depth, 'text', JSON.stringify(joined));
    texts.set(last, joined);
    return;
  }
  out.push(line(depth, 'text', JSON.stringify(text)));
  texts.set(out.length - 1, text);
}

function standardTree(node: Parse5Node, depth = 0, out: string[] = [], texts = new Map<number, string>()): string[] {
  if (node.nodeName === '#text' && 'value' in node) pushText(out, depth, node.value, texts);
  else if (node.nodeName === '#comment' && 'data' in node) out.push(line(depth, 'comment', JSON.stringify(node.data)));
  else if ('tagName' in node) {
    out.push(line(depth, 'element', node.tagName, node.attrs.map(({name, value}) => [name, value])));
    const children = node.tagName === 'template' && 'content' in node ? node.content.childNodes : node.childNodes;
    for (const child of children) standardTree(child, depth + 1, out, texts);
  } else if ('childNodes' in node) for (const child of node.childNodes) standardTree(child, depth, out, texts);
  return out;
}

function linkedomTree(node: Node, depth = 0, out: string[] = [], texts = new Map<number, string>()): string[] {
  if (node.nodeType === node.TEXT_NODE) pushText(out, depth, (node as Text).data, texts);
  else if (node.nodeType === node.COMMENT_NODE) out.push(line(depth, 'comment', JSON.stringify((node as Comment).data)));
  else if (node.nodeType === node.ELEMENT_NODE) {
    const element = node as Element;
    out.push(line(depth, 'element', element.localName, [...element.attributes].map(({name, value}) => [name, value])));
    const children = element.localName === 'template' ? (element as HTMLTemplateElement).content.childNodes : element.childNodes;
    for (const child of children) linkedomTree(child, depth + 1, out, texts);
  } else if (node.nodeType === node.DOCUMENT_NODE) for (const child of node.childNodes) linkedomTree(child, depth, out, texts);
  return out;
}

/** Every hand-written route, the extra routes, the not-found page and three operation pages, in each locale. */
const samples = [
  ...pagesOf([...specRoutes, ...extraRoutes, '/404.html', ...operationRoutes.slice(0, 3)]),
];

useBuiltSite();

describe('linkedom reads the built pages as the HTML standard does', () => {
  for (const {url} of samples) {
    test(url, () => {
      const file = fileForUrl(url);
      assert.ok(file, `the build has ${url}`);
      const html = fs.readFileSync(file, 'utf8');
      const expected = standardTree(standardParse(html));
      const actual = linkedomTree(parsePage(html));
      const first = expected.findIndex((node, index) => actual[index] !== node);
      if (first === -1) {
        assert.equal(actual.length, expected.length);
        return;
      }
      assert.fail(
        `the trees differ at node ${first}:\n  parse5:   ${expected[first]?.trim()}\n  linkedom: ${actual[first]?.trim()}\n` +
          `after: ${expected.slice(Math.max(0, first - 3), first).map((node) => node.trim()).join(' | ')}`,
      );
    });
  }
});
