/**
 * nginx sends the build's precompressed copies (scripts/precompress.ts) as they are, with the headers of
 * the file itself, and compresses on the fly only what has no copy. The build and nginx agree on which files
 * are compressible.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import {startNginx, portalConfigDir, type RunningNginx} from '../../scripts/lib/nginx';
import {buildDir, locales, localePrefix} from '../../config/site';
import {compressibleExtensions, minimumBytes} from '../../scripts/precompress';
import {assertBuilt, fileForUrl} from '../lib/builtSite';
import {closeAgents, decodedBody, request} from '../lib/http';

let nginx: RunningNginx;

before(async () => {
  assertBuilt();
  nginx = await startNginx();
});

after(async () => {
  closeAgents();
  await nginx?.close();
});

const encodings = {br: '.br', gzip: '.gz'} as const;

/** The largest script of the locale: the API explorer, 5.5 MB, the file that cost most to compress per request. */
function largestScript(prefix: string): string {
  const dir = path.join(buildDir, prefix, 'assets/js');
  const [largest] = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size);
  assert.ok(largest !== undefined, `scripts in ${dir}`);
  return `${prefix}/assets/js/${largest}`;
}

describe('the precompressed copies are what nginx sends', () => {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    const samples = (): Array<[string, string]> => [
      ['the largest script', largestScript(prefix)],
      ['a guide', `${prefix}/docs/intro`],
      ['an operation page', `${prefix}/api/create-subscription`],
      ['the home page', `${prefix}/`],
      ['the OpenAPI file', `${prefix}/openapi.yaml`],
      ['a release of the OpenAPI description', `${prefix}/openapi-1.1.0.yaml`],
      ['the changelog feed', `${prefix}/changelog.atom`],
      ['the search index', `${prefix}/search-index.json`],
    ];
    for (const [encoding, suffix] of Object.entries(encodings)) {
      test(`${locale}, ${encoding}: a script, pages, the OpenAPI file and the search index are their ${suffix} copies`, async () => {
        for (const [what, url] of samples()) {
          const file = fileForUrl(url);
          assert.ok(file !== undefined, `${what}: ${url} is in the build`);
          const copy = fs.readFileSync(`${file}${suffix}`);
          const plain = await request(`${nginx.origin}${url}`);
          const response = await request(`${nginx.origin}${url}`, {headers: {'Accept-Encoding': encoding}});
          assert.equal(response.status, 200, url);
          assert.equal(response.headers['content-encoding'], encoding, `${what} is sent with ${encoding}`);
          assert.ok(
            response.body.equals(copy),
            `${what}: the body is ${path.relative(buildDir, file)}${suffix}`,
          );
          assert.equal(Number(response.headers['content-length']), copy.length, `${what}: sent as a file`);
          assert.ok(decodedBody(response).equals(fs.readFileSync(file)), `${what}: decodes to the file`);
          for (const header of [
            'content-type',
            'cache-control',
            'content-security-policy',
            'x-content-type-options',
          ]) {
            assert.equal(
              response.headers[header],
              plain.headers[header],
              `${what}: the ${header} of the file`,
            );
          }
          assert.match(String(response.headers.vary), /Accept-Encoding/i, `${what} varies by encoding`);
          assert.ok(response.headers.etag !== undefined, `${what} has an ETag`);
        }
      });
    }
  }

  test('a browser that accepts both gets the smaller Brotli copy', async () => {
    const url = largestScript('');
    const response = await request(`${nginx.origin}${url}`, {
      headers: {'Accept-Encoding': 'gzip, deflate, br, zstd'},
    });
    assert.equal(response.headers['content-encoding'], 'br');
    assert.ok(response.body.equals(fs.readFileSync(`${fileForUrl(url)}.br`)));
  });

  test('a copy revalidates with its ETag', async () => {
    const headers = {'Accept-Encoding': 'br'};
    const first = await request(`${nginx.origin}/en/docs/intro`, {headers});
    const again = await request(`${nginx.origin}/en/docs/intro`, {
      headers: {...headers, 'If-None-Match': String(first.headers.etag)},
    });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
  });

  for (const url of ['/docs/intro/index.html.br', '/en/openapi.yaml.gz', `${largestScript('')}.br`]) {
    test(`the copy ${url} is not a file of the site (404)`, async () => {
      const response = await request(`${nginx.origin}${url}`);
      assert.equal(response.status, 404);
    });
  }
});

describe('a file without a copy', () => {
  let site: string;
  let bare: RunningNginx;

  before(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-precompress-'));
    for (const page of ['index.html', '404.html'])
      fs.copyFileSync(path.join(buildDir, page), path.join(site, page));
    bare = await startNginx({root: site});
  });

  after(async () => {
    await bare?.close();
    fs.rmSync(site, {recursive: true, force: true});
  });

  for (const encoding of Object.keys(encodings)) {
    test(`is compressed on the fly with ${encoding}`, async () => {
      assert.equal(fs.existsSync(path.join(site, 'index.html.br')), false);
      const response = await request(`${bare.origin}/`, {headers: {'Accept-Encoding': encoding}});
      assert.equal(response.headers['content-encoding'], encoding);
      assert.equal(response.headers['content-length'], undefined, 'streamed as nginx compresses it');
      assert.ok(decodedBody(response).equals(fs.readFileSync(path.join(site, 'index.html'))));
    });
  }
});

describe('the build and nginx agree on what is compressed', () => {
  const httpConf = fs.readFileSync(path.join(portalConfigDir, 'http.conf'), 'utf8');
  // The types nginx compresses, and the extensions its mime.types and the portal's `types` block give them.
  const compressedTypes = new Set(['text/html', ...directive('gzip_types')]);
  const typeOf = new Map<string, string>();
  for (const source of [fs.readFileSync('/etc/nginx/mime.types', 'utf8'), httpConf]) {
    for (const block of source.replace(/#.*$/gm, '').matchAll(/types\s*\{([^}]*)\}/g)) {
      for (const line of (block[1] ?? '').split(';')) {
        const [type, ...extensions] = line.trim().split(/\s+/);
        for (const extension of extensions) if (type) typeOf.set(`.${extension}`, type);
      }
    }
  }

  function directive(name: string): string[] {
    const match = new RegExp(`^${name}\\s+([^;]+);`, 'm').exec(httpConf);
    assert.ok(match?.[1], `http.conf sets ${name}`);
    return match[1].trim().split(/\s+/);
  }

  test('gzip and Brotli compress the same types', () => {
    assert.deepEqual(directive('brotli_types').sort(), directive('gzip_types').sort());
  });

  test('every extension the build compresses has a type nginx compresses', () => {
    for (const extension of compressibleExtensions) {
      assert.ok(compressedTypes.has(typeOf.get(extension) ?? ''), `${extension} (${typeOf.get(extension)})`);
    }
  });

  test('every file of the build whose type nginx compresses has an extension the build compresses', () => {
    const extensions = new Set(
      fs
        .readdirSync(buildDir, {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile())
        .map((entry) => path.extname(entry.name)),
    );
    for (const extension of extensions) {
      if (compressedTypes.has(typeOf.get(extension) ?? ''))
        assert.ok(compressibleExtensions.has(extension), extension);
    }
  });

  test('the build copies the files that nginx would compress, from the same size on', () => {
    assert.deepEqual(directive('gzip_min_length'), [String(minimumBytes)]);
    assert.deepEqual(directive('brotli_min_length'), [String(minimumBytes)]);
  });
});
