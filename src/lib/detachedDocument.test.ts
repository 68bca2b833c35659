import assert from 'node:assert/strict';
import {test} from 'node:test';
import v8 from 'node:v8';
import vm from 'node:vm';

import {parseDetachedDocument, type DomNode} from './detachedDocument';

function find(nodes: DomNode[], name: string): DomNode | undefined {
  for (const node of nodes) {
    if ('name' in node && node.name === name) return node;
    const inner = 'children' in node ? find(node.children, name) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

test('what a reader keeps of a page does not keep the whole page', () => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const filler = `<p>${'Zugänge eines Bundles auflisten. '.repeat(6000)}</p>`;
  const kept: unknown[] = [];
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let copy = 0; copy < 50; copy += 1) {
    const document = parseDetachedDocument(
      `<!DOCTYPE html><html><head><title>Zugänge eines Bundles auflisten ${copy}</title>` +
        `<meta name="description" content="Liefert die Zugänge eines Bundles, Seite ${copy}"></head>` +
        `<body><main>${filler}</main></body></html>`,
    );
    const title = find(document.children, 'title');
    const meta = find(document.children, 'meta');
    const titleText = title && 'children' in title ? title.children[0] : undefined;
    kept.push(titleText && 'data' in titleText ? titleText.data : undefined);
    kept.push(meta && 'attribs' in meta ? meta.attribs.content : undefined);
  }
  gc();
  const grown = process.memoryUsage().heapUsed - before;
  // 50 pages of 200 KB: 10 MB if a kept title or description still pointed into its page.
  assert.ok(grown < 2_000_000, `the heap grew by ${grown} bytes`);
  assert.equal(kept.filter((value) => value !== undefined).length, 100);
});

test('texts and attributes are read as htmlparser2 reads them', () => {
  const document = parseDetachedDocument('<p title="a &amp; b">x &lt; y<!-- c --></p>');
  const p = find(document.children, 'p');
  assert.ok(p && 'attribs' in p);
  assert.equal(p.attribs.title, 'a & b');
  assert.deepEqual(
    p.children.map((node) => ('data' in node ? node.data : '')),
    ['x < y', ' c '],
  );
});
