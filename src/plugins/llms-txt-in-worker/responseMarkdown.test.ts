/**
 * Operation pages converted with their response panels converted once (../../lib/responsePanels.ts,
 * ./responseMarkdown.ts) must give the Markdown the plugin itself gives for the whole page. The plugin's modules are loaded as the worker
 * loads them (./index.ts), so the registry changed here is the one its `convertHtmlToMarkdown()` uses.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';

import {llmsTxtOptions} from '../../../config/llmsTxt';
import {ResponsePanels} from '../../lib/responsePanels';
import {fillInResponses} from './responseMarkdown';

type ConversionOptions = Record<string, unknown>;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const jiti = require('jiti')(__filename, {cache: true, requireCache: true, interopDefault: true}) as (
  id: string,
) => unknown;
const pluginLib = path.join(path.dirname(require.resolve('@signalwire/docusaurus-plugin-llms-txt')), '..');
const {convertHtmlToMarkdown} = jiti(path.join(pluginLib, 'transformation/html-parser.js')) as {
  convertHtmlToMarkdown: (html: string, options: ConversionOptions, selectors: string[]) => {content: string};
};
const {getContentConfig} = jiti(path.join(pluginLib, 'config/index.js')) as {
  getContentConfig: (config: unknown) => ConversionOptions;
};

const site = {
  siteTitle: 'Portal',
  siteDescription: 'Doku',
  siteUrl: 'https://portal.example',
  localeBaseUrl: '/',
};
const config = llmsTxtOptions('de', site);
// As the plugin's processHtmlFileWithContext() builds them for every page.
const options: ConversionOptions = {
  ...getContentConfig(config),
  rehypeProcessLinks: true,
  baseUrl: site.siteUrl,
  fullConfig: config,
  routeLookup: new Map(),
};
const selectors = ['article'];

const property = (name: string, type: string, description: string): string =>
  `<li class=openapi-list-item><div class=openapi-schema__list-item><div><span class=openapi-schema__container>` +
  `<strong class=openapi-schema__property>${name}</strong><span class=openapi-schema__name>${type}</span>` +
  `<span class=openapi-schema__required>erforderlich</span></span><div class=markdown><p>${description}</div></div></div>`;

const panel = (id: string, description: string, properties: string, example: string): string =>
  `<div role=tabpanel id=${id} aria-labelledby=${id}-tab class=panel_hRZ6><div class=content_qDPf>` +
  `<div class=markdown><p>${description}</div><div class=tabs-container><ul role=tablist class=tabs>` +
  `<li role=tab id=${id}-s aria-controls=${id}-sp class=tabs__item>Schema<li role=tab id=${id}-e aria-controls=${id}-ep class=tabs__item>Beispiel</ul>` +
  `<div role=tabpanel id=${id}-sp><details><summary><strong>Antwortschema</strong></summary><ul>${properties}</ul></details></div>` +
  `<div role=tabpanel id=${id}-ep><div class=theme-code-block><pre class="prism-code language-json"><code>` +
  `<span class=token-line><span class="token punctuation">${example}</span><br></span></code></pre></div></div></div></div></div>`;

const problem = (id: string): string =>
  panel(
    id,
    'Die Anfrage ist ungültig, zum Beispiel fehlt ein <code>name</code>.',
    property('type', 'string&lt;uri&gt;', 'Art des Problems') + property('detail', 'string', 'Was & warum'),
    '{"type": "https://portal.example/probleme/validierung"}',
  );

function operationPage(title: string, reactId: string, okDescription: string): string {
  const tab = (n: number, status: string): string =>
    `<li role=tab id=${reactId}tab-${n} aria-controls=${reactId}panel-${n} class="tabs__item openapi-tabs__response-code-item">${status}`;
  return (
    `<!DOCTYPE html><html lang=de><head><title>${title} | Portal</title><meta name=description content="${title}."></head>` +
    `<body><div id=__docusaurus><main><article><div class="theme-api-markdown markdown"><h1>${title}</h1>` +
    `<div class=openapi-tabs__container><h2 id=responses>Antworten</h2><ul role=tablist class=tabs>${tab(1, '200')}${tab(2, '400')}</ul>` +
    `<div class=margin-top--md>` +
    panel(`${reactId}panel-1`, okDescription, property('id', 'string&lt;uuid&gt;', 'ID'), '{"id": "6f1c"}') +
    problem(`${reactId}panel-2`) +
    `</div></div><p>Ende.</div></article></main></div></body></html>`
  );
}

test('operation pages give the same Markdown when each response is converted once', () => {
  const pages = [
    operationPage('Abonnement genehmigen', '_R_3ba7dalbah_', 'Das aktualisierte Abonnement.'),
    operationPage('Abonnement ablehnen', '_R_9xq2b_', 'Das abgelehnte Abonnement.'),
  ];
  // The plugin as it is, before the worker changes its registry: parse5, every panel converted in place.
  const expected = pages.map((html) => convertHtmlToMarkdown(html, options, selectors).content);
  // The check itself: the whole page's Markdown has both responses under their status, with spaces.
  assert.match(
    expected[0] ?? '',
    /### 200\n\nDas aktualisierte Abonnement\.[\s\S]*### 400\n\nDie Anfrage ist ungültig/,
  );
  assert.match(expected[0] ?? '', /\* \*\*detail\*\* string erforderlich\n\n {2}Was & warum/);

  const {parsePagesWithHtmlparser2} = jiti(
    path.join(__dirname, 'htmlparser2Pages.ts'),
  ) as typeof import('./htmlparser2Pages');
  const {responsePanels} = parsePagesWithHtmlparser2();
  const converted = pages.map((html) => convertHtmlToMarkdown(html, options, selectors).content);
  assert.deepEqual(converted, expected);
  // Four panels; the second page's 400 is the first page's, under other React ids.
  assert.deepEqual(responsePanels.counts, {panels: 4, made: 3});
});

test('a response that does not come back as a line of its own stops the export', () => {
  const panels = new ResponsePanels();
  const standIn = panels.hollowOut().standIn('<p>Fehler', [{name: 'div', attribs: {role: 'tabpanel'}}]);
  assert.throws(
    () => fillInResponses(panels, `| Status | ${standIn} |`, () => 'Fehler'),
    /could not put 1 response/,
  );
  panels.hollowOut().standIn('<p>Fehler', [{name: 'div', attribs: {role: 'tabpanel'}}]);
  assert.throws(() => fillInResponses(panels, '### 400', () => 'Fehler'), /could not put 1 response/);
});

test('a response in a list comes back indented as its stand-in was', () => {
  const panels = new ResponsePanels();
  const standIn = panels.hollowOut().standIn('<p>Fehler', [{name: 'div', attribs: {role: 'tabpanel'}}]);
  assert.equal(
    fillInResponses(panels, `* 400\n\n  ${standIn}\n`, () => 'Fehler\n\n* type\n'),
    '* 400\n\n  Fehler\n\n  * type\n',
  );
});
