/**
 * The example generator of guides and operation pages: the curl and JavaScript samples send the request the
 * writer wrote (run against a local server that records what arrives); every other language is at least valid
 * syntax where this machine has its parser (Python).
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, test} from 'node:test';

import {parseExampleRequest, type ExampleRequest} from './remark-api-examples/parseExample';
import {renderSamples} from './requestSamples';

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

/** The sample of one language for a parsed example, sent to `server`, as the remark plugin renders it. */
function sample(example: ExampleRequest, server: string, lang: string): string {
  const samples = renderSamples({
    method: example.method,
    url: `${server}${example.target}`,
    headers: example.headers,
    body: example.body === undefined ? undefined : {kind: 'json', value: example.body},
  });
  const found = samples.find((candidate) => candidate.lang === lang);
  assert.ok(found, `a ${lang} sample among ${samples.map((candidate) => candidate.lang).join(', ')}`);
  return found.source;
}

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

describe('the rendered samples send the written request', () => {
  test('curl', async () => {
    await run('bash', ['-c', sample(request, serverUrl, 'cURL')], withToken);
    assertSentAsWritten();
  });

  test('JavaScript', async () => {
    await run('node', ['--input-type=module', '-e', sample(request, serverUrl, 'JavaScript')], withToken);
    assertSentAsWritten();
  });

  test('Python is valid Python and reads the token from the environment', async () => {
    const source = sample(request, 'https://sandbox.example', 'Python');
    await run('python3', ['-c', 'import ast, sys; ast.parse(sys.argv[1])', source]);
    assert.match(source, /os\.environ/);
  });

  test('Java (OkHttp) gives GET and DELETE no body, which OkHttp refuses for GET, and POST its empty body', () => {
    for (const method of ['GET', 'DELETE']) {
      const source = sample(
        parseExampleRequest(`${method} /v1/products/p1`),
        'https://sandbox.example',
        'Java',
      );
      assert.match(source, new RegExp(`\\.method\\("${method}", null\\)`), source);
      assert.doesNotMatch(source, /RequestBody/, source);
    }
    const post = sample(
      parseExampleRequest('POST /v1/products/p1/go-live'),
      'https://sandbox.example',
      'Java',
    );
    assert.match(
      post,
      /RequestBody body = RequestBody\.create\(mediaType, ""\);[\s\S]*\.method\("POST", body\)/,
      post,
    );
  });

  test('a DELETE sends no body', async () => {
    const deletion = parseExampleRequest('DELETE /v1/products/p1\nAuthorization: Bearer $TOKEN');
    await run('bash', ['-c', sample(deletion, serverUrl, 'cURL')], withToken);
    const sent = lastReceived();
    assert.equal(sent.method, 'DELETE');
    assert.equal(sent.body, '');
  });
});

describe('a file upload sends the file as it is', () => {
  const content = 'line 1\nline 2\r\n\tend\n';
  const upload = (): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-'));
    fs.mkdirSync(path.join(dir, 'path/to'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'path/to/file'), content);
    return dir;
  };
  const samples = (): ReturnType<typeof renderSamples> =>
    renderSamples({
      method: 'PUT',
      url: `${serverUrl}/v1/files/f1`,
      headers: [['Content-Type', 'application/octet-stream']],
      body: {kind: 'file', file: 'path/to/file'},
    });

  const commands: Record<string, (source: string) => [string, string[]]> = {
    cURL: (source) => ['bash', ['-c', source]],
    JavaScript: (source) => ['node', ['--input-type=module', '-e', source]],
  };
  for (const [lang, command] of Object.entries(commands)) {
    test(`${lang} sends its line breaks`, async () => {
      const dir = upload();
      const source = samples().find((sample) => sample.lang === lang)?.source ?? '';
      const [program, args] = command(source);
      await run(program, args, {cwd: dir});
      fs.rmSync(dir, {recursive: true, force: true});
      const sent = lastReceived();
      assert.equal(sent.method, 'PUT');
      assert.equal(sent.body, content);
    });
  }
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
