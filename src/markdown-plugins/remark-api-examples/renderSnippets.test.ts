/**
 * The example renderer: the curl, JavaScript and Python tabs of an `http request` block send the request the
 * writer wrote. The curl and JavaScript snippets are run against a local server that records what arrives;
 * the Python snippet is compared as text (a CI machine need not have `requests`).
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, test} from 'node:test';

import {parseExampleRequest} from './parseExample';
import {renderCurl, renderJavaScript, renderPython} from './renderSnippets';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const received: Received[] = [];
let server: http.Server;
let serverUrl = '';

before(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({method: request.method ?? '', url: request.url ?? '', headers: request.headers, body});
      response.writeHead(200, {'Content-Type': 'application/json'});
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

// Asynchronously: the server answering the snippet runs in this process.
const run = promisify(execFile);
const withToken = {env: {...process.env, TOKEN: 'test-token'}};

const body = {
  name: 'Wetter "Nord"',
  path: 'C:\\data',
  tags: ['a', 'b'],
  active: true,
  archived: false,
  parent: null,
  limits: {},
};
const request = parseExampleRequest(
  [
    'POST /v1/products?page=0',
    'Authorization: Bearer $TOKEN',
    'Content-Type: application/json',
    'X-Request-Id: it\'s "7"',
    '',
    JSON.stringify(body, null, 2),
  ].join('\n'),
);

function lastReceived(): Received {
  const last = received.at(-1);
  assert.ok(last, 'the server received a request');
  return last;
}

function assertSentAsWritten(): void {
  const sent = lastReceived();
  assert.equal(sent.method, 'POST');
  assert.equal(sent.url, '/v1/products?page=0');
  assert.equal(sent.headers.authorization, 'Bearer test-token');
  assert.equal(sent.headers['content-type'], 'application/json');
  assert.equal(sent.headers['x-request-id'], 'it\'s "7"');
  assert.deepEqual(JSON.parse(sent.body), body);
}

describe('the rendered snippets send the written request', () => {
  test('curl', async () => {
    await run('bash', ['-c', renderCurl(request, serverUrl)], withToken);
    assertSentAsWritten();
  });

  test('JavaScript', async () => {
    const {stdout} = await run(
      'node',
      ['--input-type=module', '-e', renderJavaScript(request, serverUrl)],
      withToken,
    );
    assert.equal(stdout.trim(), '{ ok: true }', 'it prints the answer');
    assertSentAsWritten();
  });
});

describe('the Python snippet', () => {
  test('uses requests with the headers, the token from the environment and the body as a Python literal', () => {
    assert.equal(
      renderPython(request, 'https://sandbox.example'),
      [
        'import os',
        '',
        'import requests',
        '',
        'response = requests.post(',
        '    "https://sandbox.example/v1/products?page=0",',
        '    headers={',
        `        "Authorization": f"Bearer {os.environ['TOKEN']}",`,
        '        "X-Request-Id": "it\'s \\"7\\"",',
        '    },',
        '    json={',
        '        "name": "Wetter \\"Nord\\"",',
        '        "path": "C:\\\\data",',
        '        "tags": [',
        '            "a",',
        '            "b",',
        '        ],',
        '        "active": True,',
        '        "archived": False,',
        '        "parent": None,',
        '        "limits": {},',
        '    },',
        ')',
        'response.raise_for_status()',
        'print(response.json())',
      ].join('\n'),
    );
  });

  test('a DELETE prints no answer in any language', () => {
    const deletion = parseExampleRequest('DELETE /v1/products/p1\nAuthorization: Bearer $TOKEN');
    assert.doesNotMatch(renderPython(deletion, 'https://h'), /response\.json/);
    assert.doesNotMatch(renderJavaScript(deletion, 'https://h'), /response\.json/);
    assert.doesNotMatch(renderCurl(deletion, 'https://h'), /--data/);
  });
});

describe('parsing an example request', () => {
  test('refuses a first line without method and path, a header without a colon and a body that is not JSON', () => {
    assert.throws(
      () => parseExampleRequest('FETCH /v1/x'),
      /the first line must be "METHOD \/v1\/path", found "FETCH \/v1\/x"/,
    );
    assert.throws(
      () => parseExampleRequest('GET /v1/x\nAccept application/json'),
      /"Accept application\/json" is not a header line/,
    );
    assert.throws(() => parseExampleRequest('POST /v1/x\n\n{"a": }'), /the body is not valid JSON/);
  });
});
