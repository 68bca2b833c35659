/**
 * The German site is German: no English word in the visible text of a German page outside code, type and
 * property names and proper names (tests/lib/germanText.ts) — guides, the changelog, the API landing page and
 * introduction, and every operation page.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {buildDir} from '../../config/site';
import {englishInGermanPage} from '../lib/germanText';
import {operationSlugs} from '../lib/routes';
import {useBuiltSite} from '../lib/useBuiltSite';

useBuiltSite();

function germanPages(): string[] {
  return fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .filter((file) => !file.startsWith(`en${path.sep}`) && !file.startsWith(`assets${path.sep}`))
    .sort();
}

test('the German pages show no English word outside code and names', () => {
  const pages = germanPages();
  const operationPages = pages.filter((page) => /^api[\\/][^\\/]+[\\/]index\.html$/.test(page));
  assert.ok(operationPages.length >= operationSlugs.length, `${operationPages.length} operation pages scanned`);
  const findings = pages.flatMap((page) =>
    englishInGermanPage(fs.readFileSync(path.join(buildDir, page), 'utf8')).map(
      ({word, phrase}) => `/${page.replace(/(^|[\\/])index\.html$/, '')}: "${word}" in "${phrase}"`,
    ),
  );
  assert.deepEqual(findings, [], `${findings.length} English words on German pages`);
});

test('the scan finds what it looks for: an English label and an English sentence', () => {
  const page = `<html><body><main><h2>Request</h2><p>Die ID <code>the id</code> des Produkts.</p>
    <p>This endpoint has been deprecated.</p><span class="openapi-schema__type">string and more</span></main></body></html>`;
  assert.deepEqual(
    englishInGermanPage(page).map(({word}) => word),
    ['Request', 'This', 'endpoint', 'has', 'been', 'deprecated'],
  );
});

test('the scan finds English theme labels in German compounds, and keeps the German developer words', () => {
  const page = `<html><body><main><h3>Path-Parameter</h3><p>Letztes Update am 3. Mai</p>
    <p>Der Token-Endpoint nimmt den Request-Body des Client-Credentials-Flow an.</p></main></body></html>`;
  assert.deepEqual(
    englishInGermanPage(page).map(({word}) => word),
    ['Path-Parameter', 'Update', 'Token-Endpoint'],
  );
});
