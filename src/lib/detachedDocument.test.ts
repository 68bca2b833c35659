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

test('an element left out is missing with all it holds, and its neighbours stay as they were', () => {
  const html =
    '<main><p>vor<span class="weg">x<b>y</b></span>nach</p><div class="weg"><p>z</p><br></div><p>danach</p></main>';
  const document = parseDetachedDocument(html, {leaveOut: (_name, attribs) => attribs.class === 'weg'});
  const main = find(document.children, 'main');
  assert.ok(main && 'children' in main);
  const [first, second, ...rest] = main.children;
  assert.deepEqual(rest, []);
  assert.ok(first && 'children' in first && second && 'children' in second);
  // Two texts, as removing the span from a parsed page leaves them.
  assert.deepEqual(
    first.children.map((node) => ('data' in node ? node.data : '')),
    ['vor', 'nach'],
  );
  assert.equal(second.prev, first);
  assert.equal(first.next, second);
  assert.equal(find(document.children, 'b'), undefined);
});

test('codeAsText keeps a code block only as its texts and line breaks; other code stays whole', () => {
  const document = parseDetachedDocument(
    '<pre><code class="language-bash"><span class="token-line"><span>curl</span> -L<br></span><!-- -->' +
      '<span class="token-line">&amp;<i>x</i></span></code></pre><p><code><span>inline</span></code></p>',
    {codeAsText: true},
  );
  const code = find(document.children, 'code');
  assert.ok(code && 'children' in code && 'attribs' in code);
  assert.equal(code.attribs.class, 'language-bash');
  assert.deepEqual(
    code.children.map((node) => ('data' in node ? node.data : 'name' in node ? `<${node.name}>` : node.type)),
    ['curl -L', '<br>', '&x'],
  );
  const p = find(document.children, 'p');
  assert.ok(p && 'children' in p);
  assert.ok(find(p.children, 'span'), 'inline code keeps its elements');
});

test('a hollowed element holds a stand-in for its content, which the reader gets as written', () => {
  const seen: Array<{content: string; tags: string[]}> = [];
  const document = parseDetachedDocument(
    '<main class=api><div role=tabpanel id=p1><p>Fehler <b>400</b><ul><li>Eins<li>Zwei</ul><div>in</div></div><p>Ende',
    {
      hollowOut: {
        wanted: (name, attribs) => name === 'div' && attribs.role === 'tabpanel',
        standIn: (content, startTags) => {
          seen.push({
            content,
            tags: startTags.map(({name, attribs}) => `${name}.${attribs.class ?? attribs.id ?? ''}`),
          });
          return 'STANDIN';
        },
      },
    },
  );
  assert.deepEqual(seen, [
    {content: '<p>Fehler <b>400</b><ul><li>Eins<li>Zwei</ul><div>in</div>', tags: ['main.api', 'div.p1']},
  ]);
  const main = find(document.children, 'main');
  assert.ok(main && 'children' in main);
  assert.deepEqual(
    main.children.map((node) => ('name' in node ? node.name : '')),
    ['div', 'p'],
  );
  const [panel] = main.children;
  assert.ok(panel && 'children' in panel);
  const [standIn, ...rest] = panel.children;
  assert.deepEqual(rest, []);
  assert.ok(standIn && 'children' in standIn && 'name' in standIn && standIn.name === 'p');
  assert.deepEqual(
    standIn.children.map((node) => ('data' in node ? node.data : '')),
    ['STANDIN'],
  );
});

test('an element to hollow out that ends without its own end tag stops the reader', () => {
  const hollowOut = {wanted: (name: string) => name === 'li', standIn: () => 'STANDIN'};
  assert.throws(
    () => parseDetachedDocument('<ul><li>Eins<li>Zwei</ul>', {hollowOut}),
    /ends without its own end tag/,
  );
});
