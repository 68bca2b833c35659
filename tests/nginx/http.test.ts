/**
 * The build served by nginx with the repository's configuration (deploy/portal/): feeds and description files,
 * localized 404s, cache rules, compression and security headers. Every page's own answer and its redirects to
 * the clean path are checked in the one visit of every page (every-page.test.ts).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import {startNginx, type RunningNginx} from '../../scripts/lib/nginx';
import {buildDir, locales, localePrefix, type Locale} from '../../config/site';
import {isPrecompressedCopy} from '../../scripts/precompress';
import {assertBuilt, fileForUrl, parsePage} from '../lib/builtSite';
import {closeAgents, decodedBody, parseCacheControl, parseCsp, request, type RawResponse} from '../lib/http';
import {allPages} from '../lib/routes';

const htmlLang: Record<Locale, string> = {de: 'de-DE', en: 'en-US'};
const oneYear = 365 * 24 * 60 * 60;

let nginx: RunningNginx;

before(async () => {
  assertBuilt();
  nginx = await startNginx({tls: true});
});

after(async () => {
  closeAgents();
  await nginx?.close();
});

/** The page's `lang`; only the part before <body> is parsed, which holds the <html> start tag. */
function langOf(response: RawResponse): string | null {
  const html = decodedBody(response).toString('utf8');
  const bodyStart = html.search(/<body[\s>]/i);
  const head = bodyStart > 0 ? html.slice(0, bodyStart) : html;
  return parsePage(head).documentElement.getAttribute('lang');
}

function notFoundFile(locale: Locale): Buffer {
  return fs.readFileSync(path.join(buildDir, localePrefix(locale), '404.html'));
}

/** The files of the site; not the .br and .gz copies nginx sends in their place (tests/nginx/precompressed.test.ts). */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && !isPrecompressedCopy(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function urlOfFile(file: string): string {
  return `/${path.relative(buildDir, file).split(path.sep).join('/')}`;
}

describe('the changelog feeds and the releases of the description', () => {
  const files: Array<[string, RegExp]> = [
    ['/changelog.atom', /^application\/atom\+xml; charset=utf-8$/i],
    ['/en/changelog.atom', /^application\/atom\+xml; charset=utf-8$/i],
    ['/openapi-1.0.0.yaml', /^application\/yaml; charset=utf-8$/i],
    ['/en/openapi-1.1.0.yaml', /^application\/yaml; charset=utf-8$/i],
  ];
  for (const [url, type] of files) {
    test(`${url} answers 200 with its type, revalidated on every use`, async () => {
      const response = await request(`${nginx.origin}${url}`);
      assert.equal(response.status, 200, url);
      assert.match(String(response.headers['content-type']), type);
      assert.equal(parseCacheControl(response.headers['cache-control']).get('no-cache'), true);
    });
  }
});

describe('unknown paths', () => {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    const unknown = [
      `${prefix}/no-such-page`,
      `${prefix}/docs/no-such-guide`,
      `${prefix}/api/no-such-operation`,
      `${prefix}/assets/js/no-such-bundle.0123abcd.js`,
      // A folder of the build that holds no page is not a page either.
      `${prefix}/img/`,
    ];
    for (const url of unknown) {
      test(`${url} answers 404 with the ${locale} not-found page`, async () => {
        const response = await request(`${nginx.origin}${url}`);
        assert.equal(response.status, 404);
        assert.match(String(response.headers['content-type']), /^text\/html/);
        assert.equal(langOf(response), htmlLang[locale]);
        assert.ok(response.body.equals(notFoundFile(locale)), `the body is the ${locale} 404.html`);
      });
    }
  }
});

describe('caching', () => {
  const assetFiles = locales.flatMap((locale) =>
    filesUnder(path.join(buildDir, localePrefix(locale), 'assets')),
  );

  test('the build has hashed assets in every locale', () => {
    for (const locale of locales) {
      assert.ok(
        assetFiles.some((file) => urlOfFile(file).startsWith(`${localePrefix(locale)}/assets/`)),
        `assets of ${locale}`,
      );
    }
  });

  test('every file under assets/ has a content hash in its name and is cached as immutable for a year', async () => {
    for (const file of assetFiles) {
      const url = urlOfFile(file);
      assert.match(path.basename(file), /[.-][0-9a-f]{8,}\.[a-z0-9]+$/, `${url} is named after its content`);
      const response = await request(`${nginx.origin}${url}`, {method: 'HEAD'});
      assert.equal(response.status, 200, url);
      const cacheControl = parseCacheControl(response.headers['cache-control']);
      assert.equal(cacheControl.get('immutable'), true, `${url} is immutable`);
      assert.ok(Number(cacheControl.get('max-age')) >= oneYear, `${url} is kept for a year`);
    }
  });

  test('pages and files without a hash in their name are revalidated on every use', async () => {
    const unhashed = [
      ...allPages.map((page) => page.url),
      ...filesUnder(buildDir)
        .map(urlOfFile)
        .filter((url) => !/^\/(?:[a-z]{2}\/)?assets\//.test(url) && !url.endsWith('.html')),
    ];
    assert.ok(unhashed.some((url) => url.endsWith('.svg')) && unhashed.some((url) => url.endsWith('.yaml')));
    for (const url of unhashed) {
      const response = await request(`${nginx.origin}${url}`, {method: 'HEAD'});
      assert.equal(response.status, 200, url);
      const cacheControl = parseCacheControl(response.headers['cache-control']);
      assert.equal(cacheControl.get('no-cache'), true, `${url} is revalidated`);
      assert.equal(cacheControl.has('immutable'), false, `${url} is not immutable`);
      assert.ok(response.headers.etag !== undefined, `${url} has an ETag to revalidate with`);
    }
  });

  test('a revalidated page that did not change answers 304 without a body', async () => {
    const first = await request(`${nginx.origin}/docs/intro`);
    const again = await request(`${nginx.origin}/docs/intro`, {
      headers: {'If-None-Match': String(first.headers.etag)},
    });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
  });

  test('not-found pages are not cached as immutable', async () => {
    const response = await request(`${nginx.origin}/assets/js/no-such-bundle.0123abcd.js`);
    assert.equal(response.status, 404);
    assert.equal(parseCacheControl(response.headers['cache-control']).has('immutable'), false);
  });
});

describe('compression', () => {
  const samples = (): string[] => {
    const assets = filesUnder(path.join(buildDir, 'assets')).map(urlOfFile);
    const css = assets.find((url) => url.endsWith('.css'));
    const js = assets.find((url) => /\/main\.[0-9a-f]+\.js$/.test(url));
    assert.ok(css !== undefined && js !== undefined, 'the build has a stylesheet and a main bundle');
    return [
      '/docs/intro',
      '/en/api/create-subscription',
      css,
      js,
      '/openapi.yaml',
      '/en/openapi-1.0.2.yaml',
      '/changelog.atom',
      '/img/logo.svg',
      '/sitemap.xml',
    ];
  };

  for (const encoding of ['gzip', 'br']) {
    test(`pages, styles, scripts and text files are sent with ${encoding} when the browser accepts it`, async () => {
      for (const url of samples()) {
        const response = await request(`${nginx.origin}${url}`, {headers: {'Accept-Encoding': encoding}});
        assert.equal(response.status, 200, url);
        assert.equal(response.headers['content-encoding'], encoding, `${url} is compressed`);
        assert.match(String(response.headers.vary), /Accept-Encoding/i, `${url} varies by encoding`);
        const file = fileForUrl(url);
        assert.ok(file !== undefined);
        const original = fs.readFileSync(file);
        assert.ok(decodedBody(response).equals(original), `${url} decodes to the built file`);
        assert.ok(response.body.length < original.length, `${url} is smaller compressed`);
      }
    });
  }

  test('a client that accepts no encoding gets the plain file', async () => {
    const response = await request(`${nginx.origin}/docs/intro`);
    assert.equal(response.headers['content-encoding'], undefined);
  });
});

/** CSP directives Chromium, Firefox and WebKit all implement. */
const knownToEveryEngine = new Set([
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'upgrade-insecure-requests',
]);

describe('security headers', () => {
  const samples: Array<[string, number]> = [
    ['/', 200],
    ['/en/', 200],
    ['/en/api/create-subscription', 200],
    ['/img/logo.svg', 200],
    ['/openapi.yaml', 200],
    ['/en/changelog.atom', 200],
    ['/en/no-such-page', 404],
    ['/docs/intro.html', 301],
  ];

  function assertSecurityHeaders(response: RawResponse, url: string): void {
    const header = response.headers['content-security-policy'];
    assert.equal(typeof header, 'string', `${url} has a Content-Security-Policy`);
    const csp = parseCsp(String(header));
    assert.deepEqual(csp.get('default-src'), ["'self'"], `${url}: only the own origin by default`);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], `${url}: no framing`);
    assert.deepEqual(csp.get('object-src'), ["'none'"], `${url}: no plugins`);
    assert.deepEqual(csp.get('base-uri'), ["'self'"], `${url}: no foreign <base>`);
    const scriptSources = csp.get('script-src') ?? [];
    assert.ok(scriptSources.includes("'self'"), `${url}: scripts of the own origin`);
    for (const source of scriptSources) {
      assert.match(source, /^'self'$|^'sha256-[A-Za-z0-9+/]{43}='$/, `${url}: script source ${source}`);
    }
    for (const [directive, sources] of csp) {
      // A directive one engine does not know costs a console error there on every page (WebKit: manifest-src).
      assert.ok(knownToEveryEngine.has(directive), `${url}: ${directive} is known to every engine`);
      for (const source of sources) {
        assert.notEqual(source, "'unsafe-eval'", `${url}: ${directive} allows no eval`);
        assert.ok(
          /^'(?:self|none|sha256-[A-Za-z0-9+/]{43}=)'$/.test(source) ||
            (source === 'data:' && ['img-src', 'font-src'].includes(directive)) ||
            (source === "'unsafe-inline'" && directive === 'style-src'),
          `${url}: ${directive} allows nothing beyond the own origin (${source})`,
        );
      }
    }
    assert.equal(response.headers['x-content-type-options'], 'nosniff', `${url}: nosniff`);
    assert.match(
      String(response.headers['referrer-policy']),
      /^(?:no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      `${url}: no full URL to other sites`,
    );
    const permissions = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      assert.match(permissions, new RegExp(`(?:^|, *)${feature}=\\(\\)`), `${url}: no ${feature}`);
    }
    assert.equal(response.headers['x-frame-options'], 'DENY', `${url}: no framing in old browsers`);
    assert.equal(response.headers.server, 'nginx', `${url}: no server version`);
  }

  for (const [url, status] of samples) {
    test(`${url} (${status}) carries every security header, and no HSTS over plain HTTP`, async () => {
      const response = await request(`${nginx.origin}${url}`);
      assert.equal(response.status, status);
      assertSecurityHeaders(response, url);
      assert.equal(response.headers['strict-transport-security'], undefined);
    });

    test(`${url} (${status}) over TLS adds HSTS for at least a year`, async () => {
      assert.ok(nginx.tlsOrigin !== undefined);
      const response = await request(`${nginx.tlsOrigin}${url}`);
      assert.equal(response.status, status);
      assertSecurityHeaders(response, url);
      const hsts = String(response.headers['strict-transport-security']);
      assert.ok(Number(/max-age=(\d+)/.exec(hsts)?.[1]) >= oneYear, `HSTS: ${hsts}`);
    });
  }
});
