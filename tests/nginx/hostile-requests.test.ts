/**
 * The nginx configuration (deploy/) under requests an attacker sends: no redirect leaves the host (a path that
 * starts with `//` or `/\`, raw or percent-encoded, is what a link would use to send a reader elsewhere), and
 * what was refused before stays refused. The requests go on the wire byte for byte (tests/lib/rawHttp.ts).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import {startNginx, type RunningNginx} from '../../scripts/lib/nginx';
import {buildDir} from '../../config/site';
import {assertBuilt, fileForUrl} from '../lib/builtSite';
import {closeAgents, request} from '../lib/http';
import {rawRequest, type RawAnswer, type RawRequest} from '../lib/rawHttp';

let nginx: RunningNginx;

before(async () => {
  assertBuilt();
  nginx = await startNginx({httpsRedirect: true});
});

after(async () => {
  closeAgents();
  await nginx?.close();
});

const siteHost = 'portal.example';

function header(answer: RawAnswer, name: string): string | undefined {
  return answer.headers.get(name)?.join(', ');
}

/**
 * A Location as a browser follows it, resolved against the URL it asked for, must stay on that host.
 * WHATWG URL parsing is what browsers do: it reads `\` as `/` and decodes a percent-encoded host.
 */
function assertStaysOnHost(answer: RawAnswer, requested: string, what: string): void {
  const location = header(answer, 'location');
  if (location === undefined) return;
  assert.doesNotMatch(location, /[\r\n]/, `${what}: Location holds no line break`);
  const target = new URL(location, requested);
  assert.equal(target.host, new URL(requested).host, `${what}: Location ${location} leads to ${target.host}`);
}

async function send(request: RawRequest, origin = nginx.origin): Promise<RawAnswer> {
  return rawRequest(origin, {headers: [['Host', siteHost]], ...request});
}

/** The not-found page of the locale the path belongs to. */
function notFoundPage(target: string): Buffer {
  return fs.readFileSync(path.join(buildDir, target.startsWith('/en/') ? 'en' : '', '404.html'));
}

// Each of these once answered 301 with a Location a browser follows to evil.example.
const offHost = [
  '//evil.example/x.html',
  '/\\evil.example/x.html',
  '//evil.example/index.html?q=1',
  '///evil.example/x.html',
  '/\\/evil.example/index.html',
  '/\\\\evil.example/x.html',
  // Percent-encoded: `//%65vil.example` is `//evil.example` to a browser; %2F and %5C are `/` and `\`.
  '//%65vil.example/',
  '//%65vil.example/x.html',
  '//%65vil.example/index.html?q=1',
  '/%2Fevil.example/x.html',
  '/%2fevil.example/index.html?q=1',
  '/%2F%2Fevil.example/x.html',
  '/%5Cevil.example/x.html',
  '/%5cevil.example/index.html',
  '/%5C%2Fevil.example/x.html',
];

const refused: Array<[string, RawRequest, number]> = [
  ['path traversal', {target: '/../../../../etc/passwd'}, 400],
  ['percent-encoded path traversal', {target: '/%2e%2e/%2e%2e/%2e%2e/etc/passwd'}, 400],
  ['path traversal with encoded slashes', {target: '/assets/..%2F..%2F..%2Fetc/passwd'}, 400],
  ['a NUL byte', {target: '/index.html%00.txt'}, 400],
  ['a NUL byte in a page path', {target: '/docs/intro%00'}, 400],
  ['a 10,000-character URL', {target: `/docs/${'a'.repeat(10_000)}`}, 414],
  [
    'a 20 KB header',
    {
      target: '/',
      headers: [
        ['Host', siteHost],
        ['X-Padding', 'a'.repeat(20 * 1024)],
      ],
    },
    400,
  ],
  ['TRACE', {method: 'TRACE', target: '/'}, 405],
  ['an HTTP/1.1 request without Host', {target: '/', headers: []}, 400],
  ['a raw CR in the path', {target: '/docs\rSet-Cookie:injected=1/intro'}, 400],
  ['a raw tab in the path', {target: '/\t/evil.example/x.html'}, 400],
  ['a percent-encoded CRLF', {target: '/docs/intro%0D%0ASet-Cookie:%20injected=1'}, 404],
  ['the git metadata', {target: '/.git/config'}, 404],
  ['a dotfile', {target: '/.env'}, 404],
  ['a listing of assets/', {target: '/assets/js/'}, 404],
  ['a listing of the English assets/', {target: '/en/assets/'}, 404],
  ['a listing of img/', {target: '/img/'}, 404],
];

describe('no redirect of the site leaves the host', () => {
  for (const target of offHost) {
    test(`${target} answers 404 with the not-found page and no Location`, async () => {
      const answer = await send({target});
      assertStaysOnHost(answer, `http://${siteHost}/`, target);
      assert.equal(answer.status, 404);
      assert.equal(header(answer, 'location'), undefined);
      assert.ok(answer.body.equals(notFoundPage(target)), 'the 404 page');
    });
  }

  // Redirected as before: the Location is a path on this host.
  const onHost: Array<[string, string]> = [
    ['/docs/intro.html?tab=curl', '/docs/intro?tab=curl'],
    ['/en/docs/index.html', '/en/docs/'],
    ['/index.html?q=1', '/?q=1'],
    ['/docs//evil.example/x.html', '/docs//evil.example/x'],
    ['/%09/evil.example/x.html', '/%09/evil.example/x'],
    // Still percent-encoded: no header can be injected through the Location.
    ['/docs/intro%0D%0ASet-Cookie:%20injected=1.html', '/docs/intro%0D%0ASet-Cookie:%20injected=1'],
    ['/x%0D%0ALocation:%20//evil.example/index.html', '/x%0D%0ALocation:%20//evil.example/'],
  ];
  for (const [target, location] of onHost) {
    test(`${target} redirects to ${location}, on this host`, async () => {
      const answer = await send({target});
      assert.equal(answer.status, 301);
      assert.deepEqual(answer.headers.get('location'), [location]);
      assert.equal(header(answer, 'set-cookie'), undefined);
      assertStaysOnHost(answer, `http://${siteHost}/`, target);
    });
  }
});

describe('the plain-HTTP server sends readers to HTTPS on the same host only', () => {
  const paths = [
    '/docs/intro',
    '//evil.example/x',
    '/\\evil.example/x',
    '//%65vil.example/',
    '/%2Fevil.example/',
  ];
  for (const target of paths) {
    test(`${target} → https://${siteHost}${target}`, async () => {
      const answer = await send({target}, nginx.redirectOrigin);
      assert.equal(answer.status, 301);
      assert.deepEqual(answer.headers.get('location'), [`https://${siteHost}${target}`]);
      assertStaysOnHost(answer, `http://${siteHost}/`, target);
    });
  }

  // nginx accepts these Host headers; in a Location they name another host (userinfo, backslash), or none.
  const hostile: Array<[string, Array<[string, string]>, string]> = [
    ['with userinfo', [['Host', `${siteHost}@evil.example`]], 'HTTP/1.1'],
    ['with a backslash', [['Host', `evil.example\\${siteHost}`]], 'HTTP/1.1'],
    ['missing (HTTP/1.0)', [], 'HTTP/1.0'],
  ];
  for (const [what, headers, version] of hostile) {
    test(`a Host header ${what} is refused with 400`, async () => {
      const answer = await rawRequest(nginx.redirectOrigin ?? '', {target: '/docs/intro', headers, version});
      assertStaysOnHost(answer, `http://${siteHost}/`, `Host ${what}`);
      assert.equal(answer.status, 400);
      assert.equal(header(answer, 'location'), undefined);
    });
  }
});

describe('what an attacker tries is refused', () => {
  for (const [what, request, status] of refused) {
    test(`${what} answers ${status}`, async () => {
      const answer = await send(request);
      assert.equal(answer.status, status);
      assert.equal(header(answer, 'location'), undefined, 'no redirect');
      assert.equal(header(answer, 'set-cookie'), undefined, 'no injected header');
      const body = answer.body.toString('latin1');
      assert.doesNotMatch(body, /root:x:0:0|\[core\]|Index of/, 'no file outside the site, no listing');
      if (status === 404) assert.ok(answer.body.equals(notFoundPage(request.target)), 'the 404 page');
    });
  }
});

describe('byte ranges', () => {
  const url = '/openapi.yaml';
  const file = (): Buffer => fs.readFileSync(fileForUrl(url) ?? '');

  test('one range answers 206 with that part of the file', async () => {
    const response = await request(`${nginx.origin}${url}`, {headers: {Range: 'bytes=0-99'}});
    assert.equal(response.status, 206);
    assert.equal(response.headers['content-range'], `bytes 0-99/${file().length}`);
    assert.ok(response.body.equals(file().subarray(0, 100)));
  });

  for (const parts of [2, 200]) {
    test(`${parts} ranges answer 200 with the whole file, not a multipart answer`, async () => {
      const ranges = Array.from({length: parts}, (_, index) => `${index * 10}-${index * 10 + 4}`).join(',');
      const response = await request(`${nginx.origin}${url}`, {headers: {Range: `bytes=${ranges}`}});
      assert.equal(response.status, 200);
      assert.doesNotMatch(String(response.headers['content-type']), /multipart/);
      assert.ok(response.body.equals(file()));
    });
  }
});

describe('readers while an attacker tries', () => {
  test('every request of a concurrent load on pages answers 200 while the hostile requests go in', async () => {
    const statuses: number[] = [];
    let attacking = true;
    const reader = async (): Promise<void> => {
      for (let turn = 0; attacking || turn < 5; turn += 1) {
        const page = turn % 2 === 0 ? '/' : '/docs/intro';
        statuses.push((await request(`${nginx.origin}${page}`, {headers: {'Accept-Encoding': 'br'}})).status);
      }
    };
    const readers = Array.from({length: 8}, reader);
    const attacks = [...offHost.map((target) => ({target})), ...refused.map(([, attack]) => attack)];
    for (let round = 0; round < 20; round += 1) await Promise.all(attacks.map((attack) => send(attack)));
    attacking = false;
    await Promise.all(readers);
    assert.ok(statuses.length >= 8 * 5, `${statuses.length} reader requests`);
    assert.deepEqual(
      statuses.filter((status) => status !== 200),
      [],
      `of ${statuses.length} reader requests`,
    );
  });
});
