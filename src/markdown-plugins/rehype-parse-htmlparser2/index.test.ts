/**
 * htmlparser2's tree must be the tree `rehype-parse` (parse5) makes of the same page, for what the built pages
 * hold: optional end tags the minifier left out, code blocks, SVG icons, entities, React's comments.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Element, Nodes, Root} from 'hast';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import rehypeFlattenCode from '../rehype-flatten-code';
import {fromHtmlWithHtmlparser2} from '.';

function parse5Tree(html: string): Nodes {
  const tree = unified().use(rehypeParse).parse(html);
  visit(tree, (node) => {
    delete node.position;
    if (node.type === 'element' && node.content) visit(node.content, (inner) => void delete inner.position);
  });
  return tree;
}

const page = (body: string): string =>
  '<!DOCTYPE html><html lang="de-DE" dir="ltr"><head><meta charset="UTF-8"><title>Zugänge | Portal</title>' +
  '<meta name="description" content="Zugänge &amp; &quot;Bundles&quot;"><link rel="preload" href="/a.js" as="script">' +
  `</head><body class="navigation-with-keyboard"><div id="__docusaurus">${body}</div></body></html>`;

const cases: Record<string, string> = {
  'a table whose end tags the minifier left out':
    '<table><thead><tr><th>Umgebung<th>Basis-URL<tbody><tr><td><a href="/docs/glossar#sandbox">Sandbox</a>' +
    '<td><code>https://sandbox.api.example</code><tr><td>Produktion<td>–</table><p>Danach',
  'a table with a footer and a table inside a cell':
    '<table><thead><tr><th>A<tbody><tr><td><table><thead><tr><th>B<tbody><tr><td>C</table><td>D' +
    '<tfoot><tr><td>E</table>',
  'rows without a table section': '<table><tr><th>Feld<td>productId<tr><th>Typ<td>string</table>',
  'lists and paragraphs without end tags':
    '<ul><li><p>Eins<li>Zwei<ul><li>Zwei a</ul><li>Drei</ul><ol start="2"><li>Vier</ol><p>Satz<p>Noch einer',
  'a code block that starts with a newline':
    '<div class="theme-code-block"><pre tabindex="0" class="prism-code language-bash"><code>\n' +
    '<span class="token-line" style="color:#393A34"><span class="token plain">curl -L </span>' +
    '<span class="token string">&#x27;https://api.example/v1?page=0&amp;size=20&#x27;</span>\n</span></code></pre></div>' +
    '<pre>\n\nzwei Zeilen</pre><textarea>\nText</textarea>',
  'SVG icons':
    '<button type="button" aria-label="Kopieren" title="Kopieren" class="clean-btn">' +
    '<svg viewBox="0 0 24 24" class="copyButtonIcon" aria-hidden="true"><defs><linearGradient id="g" ' +
    'gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff"></stop></linearGradient></defs>' +
    '<path fill="currentColor" fill-rule="evenodd" d="M19,21H8V7H19M19,5H8"></path><foreignObject><div>HTML</div>' +
    '</foreignObject><clipPath id="c"><rect x="1"></rect></clipPath></svg></button>',
  'entities, React comments and attributes':
    '<article><h1 id="zugänge">Zugänge &amp; Bundles<!-- --> <!-- -->(124)</h1><p>a&nbsp;b &lt;c&gt; &#8211; ' +
    '&euro;<br>neu</p><details class="details alert" data-collapsed="true"><summary>Mehr</summary><div>' +
    '<input type="checkbox" checked disabled><a aria-hidden="true" tabindex="-1" class="hash-link" ' +
    'href="#x" title="Direkter Link">​</a></div></details><img src="/a.png" alt="" loading="lazy" width="20"></article>',
  'a template before the content': '<template><p>Vorlage</p></template><main><p>Inhalt</p></main>',
};

for (const [name, body] of Object.entries(cases)) {
  test(`the same tree as parse5: ${name}`, () => {
    const html = page(body);
    assert.deepEqual(fromHtmlWithHtmlparser2(html), parse5Tree(html));
  });
}

function elements(tree: Nodes, tagName: string): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (node) => void (node.tagName === tagName && found.push(node)));
  return found;
}

test('a section that starts after an open cell ends up in the table, after the header', () => {
  const tree = fromHtmlWithHtmlparser2(page(cases['a table whose end tags the minifier left out'] ?? ''));
  const [table] = elements(tree, 'table');
  assert.deepEqual(
    table?.children.map((child) => (child.type === 'element' ? child.tagName : child.type)),
    ['thead', 'tbody'],
  );
  assert.equal(elements(tree, 'td').length, 4);
});

test('a page without a doctype is read too', () => {
  const html = '<html><head><title>T</title></head><body><p>x</p></body></html>';
  assert.deepEqual(fromHtmlWithHtmlparser2(html), parse5Tree(html));
});

test('with codeAsText, a code block holds only its texts and line breaks, and flattens to the same code', () => {
  const flatten = rehypeFlattenCode();
  const block =
    '<pre class="prism-code language-json"><code class="language-json"><span class="token-line">' +
    '<span class="token punctuation">{</span><br></span><span class="token-line"><span class="token plain">  </span>' +
    '<span class="token property">&quot;id&quot;</span><!-- --><span class="token operator">:</span> 1<br></span>' +
    '<span class="token-line"><span class="token punctuation">}</span></span></code></pre>' +
    '<p>Inline <code><span>kept</span></code></p>';
  for (const body of [block, cases['a code block that starts with a newline'] ?? '']) {
    const html = page(body);
    const lean = fromHtmlWithHtmlparser2(html, {codeAsText: true});
    const inCode = elements(lean, 'pre')
      .flatMap((pre) => elements(pre, 'code'))
      .flatMap((code) => code.children);
    assert.ok(inCode.length > 0);
    assert.deepEqual(
      inCode.filter((node) => node.type !== 'text' && !(node.type === 'element' && node.tagName === 'br')),
      [],
    );
    const full = parse5Tree(html) as Root;
    flatten(full);
    flatten(lean);
    assert.deepEqual(lean, full);
  }
  assert.equal(
    elements(fromHtmlWithHtmlparser2(page(block), {codeAsText: true}), 'span').length,
    1,
    'inline code',
  );
});
