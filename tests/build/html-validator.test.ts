/**
 * The W3C Nu HTML Checker (`vnu-jar`, run with Debian's Java) on one built page of each type in both locales:
 * any error fails, except those listed in `upstream` below, which come from markup of a dependency that the
 * portal cannot change without rewriting the component; each names the upstream file and issue.
 *
 * One Java process checks every page (starting it takes most of the time), together with a copy of a page
 * that holds a known mistake, which proves the checker ran and reports errors.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';

import {locales} from '../../config/site';
import {fileForUrl} from '../lib/builtSite';
import {localizedUrl} from '../lib/routes';
import {useBuiltSite} from '../lib/useBuiltSite';

useBuiltSite();

/** One page of each type, by route within a locale. */
const pageTypes: Record<string, string> = {
  'home page': '/',
  'guide with tabs, code and a diagram': '/docs/quick-start-guide/consumer',
  'guide overview with a diagram': '/docs/quick-start-guide/',
  'guide with admonitions': '/docs/intro',
  glossary: '/docs/glossar/intro',
  'API landing page': '/api',
  'API introduction': '/api/introduction',
  'operation page': '/api/create-product',
  'operation page with a file upload': '/api/upload-files',
  changelog: '/changelog',
  'search page': '/search',
  'page not found': '/404.html',
};

interface UpstreamError {
  message: RegExp;
  /** The dependency's file that writes the markup. */
  file: string;
  /** Where upstream tracks it. */
  issue: string;
}

/** Errors that come from a dependency's markup; keep this list short. */
const upstream: UpstreamError[] = [];

interface Message {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

const vnuJar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-check-'));
after(() => fs.rmSync(scratch, {recursive: true, force: true}));

function check(files: string[]): Message[] {
  const result = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) {
    throw new Error(`Java is needed for the Nu HTML Checker (apt-get install default-jre-headless): ${result.error.message}`);
  }
  const report = JSON.parse(result.stderr) as {messages: Message[]};
  return report.messages;
}

test('the Nu HTML Checker finds no error on one page of each type in both locales', () => {
  const pages = locales.flatMap((locale) =>
    Object.entries(pageTypes).map(([type, route]) => {
      const url = localizedUrl(locale, route);
      const file = fileForUrl(url);
      assert.ok(file, `the build has ${url} (${type})`);
      return {url, type, file};
    }),
  );
  // A page with a heading inside `pre`, as the OpenAPI theme wrote method and path.
  const faulty = path.join(scratch, 'faulty.html');
  const operation = fs.readFileSync(pages.find((page) => page.type === 'operation page')?.file ?? '', 'utf8');
  fs.writeFileSync(faulty, operation.replace('</main>', '<pre><h2>GET /v1/injected</h2></pre></main>'));

  const messages = check([...pages.map((page) => page.file), faulty]);
  const errors = messages.filter((message) => message.type === 'error');
  assert.ok(
    errors.some((error) => error.url.endsWith('/faulty.html') && /“h2” not allowed as child of element “pre”/.test(error.message)),
    'the checker reports the injected heading inside pre',
  );
  const urlOf = new Map(pages.map((page) => [page.file, page.url]));
  const found = errors
    .filter((error) => !error.url.endsWith('/faulty.html'))
    .filter((error) => !upstream.some((known) => known.message.test(error.message)))
    .map((error) => {
      const file = decodeURIComponent(new URL(error.url).pathname);
      return `${urlOf.get(file) ?? file}:${error.lastLine ?? '?'}: ${error.message} ${JSON.stringify(error.extract ?? '')}`;
    });
  assert.deepEqual(found, []);
});
