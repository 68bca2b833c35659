/**
 * The plugin's own reader of a built page, once with the HTML as it parses it (parse5) and once with the document
 * htmlparser2 made of it: the documents it finds must be the same, for the kinds of pages the site has.
 */
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';

import {searchOptions} from '../../../config/search';
import {classesToLeaveOut, withHtmlparser2, type ParsePage} from './pageParser';

const load = createRequire(__filename);
const pluginDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const {parse} = load(path.join(pluginDir, 'dist/server/server/utils/parse.js')) as {parse: ParsePage};
// The site's own options: the selectors it removes before reading a page.
const config = searchOptions('de');

const head = (extra = ''): string =>
  `<!doctype html><html lang="de"><head><meta charset="UTF-8"><title>Abo anlegen | Portal</title>` +
  `<meta name="description" content="Legt ein Abo an &amp; gibt &quot;pending&quot; zurück">${extra}</head>`;

const docsPage =
  head() +
  `<body><nav class="navbar"><a class="navbar__link navbar__link--active" href="/api">API-Referenz</a></nav>` +
  `<div class="main-wrapper"><nav class="menu"><ul><li class="menu__list-item-collapsible">` +
  `<a class="menu__link menu__link--active" href="/api/abos">Abos</a></li></ul></nav>` +
  `<article><header><h1>Abo anlegen</h1></header><p>Legt ein Abo an<!-- -->, mit <code>POST /v1/subscriptions</code>` +
  `<br>und gibt es zurück &amp; nennt &#x27;id&#x27;.</p>` +
  `<div class="theme-code-block"><pre><code><span>curl</span> -X POST</code></pre></div>` +
  `<h2 id="anfrage">Anfrage<a class="hash-link" href="#anfrage" aria-hidden="true">#</a></h2>` +
  `<div class="tabs-container"><ul role="tablist"><li>application/json</li></ul><div role="tabpanel">` +
  `<table><tr><th>Feld</th><td>productId</td></tr></table></div></div>` +
  `<h3 id="antwort">Antwort 201<a class="hash-link" href="#antwort">#</a></h3><ul><li>status: <em>pending</em></li></ul>` +
  `<div>Vorher<div class="theme-code-block language-json"><pre><code>{"id": 1}</code></pre></div>Nachher</div>` +
  `</article></div></body></html>`;

const contentPage =
  head() +
  `<body><main><h1>Changelog<a aria-hidden="true" href="#x">#</a></h1><section><p>Neu: Webhooks</p>` +
  `<ol><li>v1.4</li></ol></section></main></body></html>`;

const unlistedPage =
  head('<meta name="robots" content="noindex, nofollow">') + '<body><main></main></body></html>';

test('the plugin reads a parsed document, not the HTML string', () => {
  const received: unknown[] = [];
  withHtmlparser2((html) => received.push(html))(docsPage, 'docs', '/api/abo-anlegen', config);
  assert.equal(received.length, 1);
  assert.equal(typeof received[0], 'object');
});

test('the plugin finds the same documents in a parsed document as in the HTML', () => {
  for (const [html, type, url] of [
    [docsPage, 'docs', '/api/abo-anlegen'],
    [contentPage, 'page', '/changelog'],
    [unlistedPage, 'page', '/intern'],
  ] as const) {
    assert.deepEqual(withHtmlparser2(parse)(html, type, url, config), parse(html, type, url, config), url);
  }
});

test('the operation page of the comparison has sections to compare, not an empty result', () => {
  const {sections} = withHtmlparser2(parse)(docsPage, 'docs', '/api/abo-anlegen', config) as {
    sections: Array<{title: string; content: string}>;
  };
  assert.deepEqual(
    sections.map(({title}) => title),
    ['Abo anlegen', 'Anfrage', 'Antwort 201'],
  );
  assert.match(sections[0]?.content ?? '', /und gibt es zurück & nennt 'id'\./);
});

test('elements the options remove by their class are never built; other selectors are left to the plugin', () => {
  assert.deepEqual(
    [...classesToLeaveOut(config.ignoreCssSelectors)],
    ['theme-code-block', 'changelog-api-changes'],
  );
  const received: unknown[] = [];
  withHtmlparser2((html) => received.push(html))(docsPage, 'docs', '/api/abo-anlegen', config);
  const serialized = JSON.stringify(received[0], (key, value: unknown) =>
    key === 'parent' || key === 'prev' || key === 'next' ? undefined : value,
  );
  assert.doesNotMatch(serialized, /theme-code-block|curl/);
  assert.match(serialized, /tablist/);
});

/** An operation page with its responses in status tabs, as the OpenAPI theme writes them. */
function operationPage(title: string, reactId: string, ok: string): string {
  const tab = (n: number, status: string): string =>
    `<li role="tab" id="${reactId}tab-${n}" aria-controls="${reactId}panel-${n}" ` +
    `class="tabs__item openapi-tabs__response-code-item">${status}</li>`;
  const panel = (n: number, content: string): string =>
    `<div role="tabpanel" id="${reactId}panel-${n}" aria-labelledby="${reactId}tab-${n}">${content}</div>`;
  const problem =
    `<p>Die Anfrage ist ungültig.</p><div class="tabs-container"><ul role="tablist"><li>Schema</li><li>Beispiel</li>` +
    `</ul><div role="tabpanel"><ul><li><strong>type</strong><span>string</span> Art des Problems</li>` +
    `<li><strong>detail</strong> Was &amp; warum</li></ul></div><div role="tabpanel"><div class="theme-code-block">` +
    `<pre><code>{"type": "about:blank"}</code></pre></div></div></div>`;
  return (
    head() +
    `<body><div class="main-wrapper"><article><div class="theme-api-markdown"><h1>${title}</h1><p>Einleitung.</p>` +
    `<h2 id="antworten">Antworten</h2><div class="openapi-tabs__container"><ul role="tablist">${tab(1, '200')}` +
    `${tab(2, '400')}</ul><div>${panel(1, `<p>${ok}</p><ul><li><strong>id</strong> ID</li></ul>`)}` +
    `${panel(2, problem)}</div></div><p>Nach den Antworten.</p></div></article></div></body></html>`
  );
}

test('an operation page reads the same when each response is read once for all pages', () => {
  let reads = 0;
  const read = withHtmlparser2((...args) => {
    reads += 1;
    return parse(...args);
  });
  const pages = [
    operationPage('Abo genehmigen', '_R_3ba7da_', 'Das genehmigte Abo.'),
    operationPage('Abo ablehnen', '_R_9xq2b_', 'Das abgelehnte Abo.'),
  ];
  for (const html of pages)
    assert.deepEqual(read(html, 'docs', '/api/abo', config), parse(html, 'docs', '/api/abo', config));
  // Each page, then each panel alone the first time it is met: both 200s and the one 400.
  assert.equal(reads, 5);
  const {sections} = read(pages[1] ?? '', 'docs', '/api/abo', config) as {sections: Array<{content: string}>};
  assert.equal(
    sections[1]?.content,
    '200 400 Das abgelehnte Abo. id ID Die Anfrage ist ungültig. typestring Art des Problems detail Was & warum ' +
      'Nach den Antworten.',
  );
});

test('a response panel with a heading of its own is read with its page', () => {
  const html = operationPage(
    'Abo genehmigen',
    '_R_1_',
    'Das genehmigte Abo.<h3 id="kopf">Kopfzeilen</h3>Limit',
  );
  const read = withHtmlparser2(parse)(html, 'docs', '/api/abo', config) as {sections: Array<{title: string}>};
  assert.deepEqual(read, parse(html, 'docs', '/api/abo', config));
  assert.deepEqual(
    read.sections.map(({title}) => title),
    ['Abo genehmigen', 'Antworten', 'Kopfzeilen'],
  );
});
