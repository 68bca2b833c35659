/**
 * The code samples of the fixture description (tests/fixtures/openapi-fixture/), one construct per test, in
 * all six languages: they send what the description says.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {before, test} from 'node:test';

import yaml from 'js-yaml';

import {codeSampleLanguages} from '../../config/codeSampleLanguages';
import {renderSamples, type CodeSample} from './requestSamples';
import {siteDir} from '../../config/site';
import {SampleBuilder} from './codeSamples';
import {ExampleSource} from './exampleValues';
import {operationsOf, type OperationEntry} from './operations';
import type {Json, JsonObject} from './walk';

let description: JsonObject;

before(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixture-samples-'));
  const output = path.join(dir, 'openapi.yaml');
  const result = spawnSync(
    path.join(siteDir, 'node_modules/.bin/redocly'),
    ['bundle', path.join(siteDir, 'tests/fixtures/openapi-fixture/openapi/openapi.yaml'), '--output', output],
    {
      encoding: 'utf8',
      env: {...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off'},
    },
  );
  assert.equal(result.status, 0, result.stderr);
  description = yaml.load(fs.readFileSync(output, 'utf8')) as JsonObject;
  fs.rmSync(dir, {recursive: true, force: true});
});

function entry(method: string, name: string): OperationEntry {
  const found = operationsOf(description).find((e) => e.method === method && e.name === name);
  assert.ok(found, `${method} ${name} in the fixture`);
  return found;
}

type Code = Record<'curl' | 'javascript' | 'python' | 'java' | 'go' | 'csharp', string>;

/** The generated samples of an operation, by language key. */
function samples(method: string, name: string): Code {
  return bySamples(new SampleBuilder(description, 'en').samples(entry(method, name)));
}

function bySamples(list: CodeSample[]): Code {
  const result: Record<string, string> = {};
  for (const language of codeSampleLanguages) {
    const sample = list.find((candidate) => candidate.lang === language.lang);
    assert.ok(sample, `a ${language.lang} sample`);
    result[language.key] = sample.source;
  }
  return result as Code;
}

const count = (text: string, search: string): number => text.split(search).length - 1;

test('a binary upload (application/octet-stream) reads the file byte for byte in all six languages', () => {
  const code = samples('put', '/parcels/{parcelId}/label');
  for (const source of Object.values(code)) assert.doesNotMatch(source, /<file contents here>/, source);
  assert.match(code.curl, /\n--data-binary '@path\/to\/file'$/);
  assert.doesNotMatch(code.curl, / -d /);
  assert.match(code.javascript, /^import \{readFileSync\} from "node:fs";\n/);
  assert.match(code.javascript, /const file = readFileSync\("path\/to\/file"\);[\s\S]*body: file,/);
  assert.match(code.python, /payload = open\("path\/to\/file", "rb"\)/);
  assert.match(code.java, /RequestBody\.create\(mediaType, new File\("path\/to\/file"\)\)/);
  assert.match(code.go, /payload, err := os\.Open\("path\/to\/file"\)\n {2}if err != nil \{/);
  assert.match(code.go, /defer payload\.Close\(\)/);
  assert.doesNotMatch(code.go, /"strings"/, 'no unused import');
  assert.match(code.csharp, /new StreamContent\(File\.OpenRead\("path\/to\/file"\)\);/);
  assert.match(
    code.csharp,
    /ContentType = new System\.Net\.Http\.Headers\.MediaTypeHeaderValue\("application\/octet-stream"\)/,
  );
});

test('a multipart array of files sends one part of the same name per file in all six languages', () => {
  const code = samples('post', '/parcels/{parcelId}/documents');
  const parts: Code = {
    curl: `-F 'attachments=@"attachments-`,
    javascript: 'formdata.append("attachments", new Blob([readFileSync("attachments-',
    python: "('attachments',('attachments-",
    java: '.addFormDataPart("attachments","attachments-',
    go: 'writer.CreateFormFile("attachments",filepath.Base("attachments-',
    csharp: 'File.OpenRead("attachments-',
  };
  for (const key of Object.keys(parts) as Array<keyof Code>) {
    assert.equal(count(code[key], parts[key]), 2, `${key}: two parts named attachments\n${code[key]}`);
    assert.match(code[key], /attachments-1[\s\S]*attachments-2/, key);
    assert.doesNotMatch(code[key], /fileInput/, key);
  }
  assert.match(code.csharp, /"attachments", "attachments-1"\);[\s\S]*"attachments", "attachments-2"\);/);
});

test('a bearer token and an API key required together give one Authorization and one X-API-Key header', () => {
  const code = samples('put', '/parcels/{parcelId}/label');
  for (const [key, source] of Object.entries(code)) {
    assert.equal(count(source, 'Authorization'), 1, `${key}: one Authorization header\n${source}`);
    assert.equal(count(source, 'X-API-Key'), 1, `${key}: one X-API-Key header\n${source}`);
    assert.match(source, /PERSONAL_TOKEN/, key);
    assert.match(source, /API_KEY_AUTH_KEY/, key);
  }
  assert.match(code.curl, /-H "Authorization: Bearer \$PERSONAL_TOKEN"/);
  assert.match(code.curl, /-H "X-API-Key: \$API_KEY_AUTH_KEY"/);
});

test('two schemes required together that both need Authorization: the first one listed is sent, the sample says so', () => {
  const code = samples('delete', '/parcels/{parcelId}/label');
  for (const [key, source] of Object.entries(code)) {
    assert.equal(
      count(source, 'Authorization'),
      2,
      `${key}: one header and the comment naming it\n${source}`,
    );
    assert.match(source, /BASIC_AUTH_CREDENTIALS/, key);
    assert.doesNotMatch(source, /PERSONAL_TOKEN/, key);
    assert.match(
      source,
      /^(#|\/\/) The operation requires basicAuth and bearerAuth together, both in the Authorization header; a request has only one: this sample sends basicAuth\.\n/,
      key,
    );
  }
  assert.match(code.curl, /-H "Authorization: Basic \$BASIC_AUTH_CREDENTIALS"/);
});

test('a callback whose URL is a runtime expression followed by a path keeps the path in all six languages', () => {
  const builder = new SampleBuilder(description, 'en');
  const [callback] = [...builder.callbackOperations(entry('put', '/parcels/{parcelId}/label'))];
  assert.ok(callback);
  assert.equal(callback.name, '{$request.query.callbackUrl}/data');
  const code = bySamples(renderSamples(builder.request(callback, {expression: callback.name})));
  assert.match(code.curl, /curl -L "\$CALLBACK_URL\/data"/);
  assert.match(
    code.curl,
    /^# How the platform calls your endpoint \$CALLBACK_URL: the address you gave in callbackUrl\.\n/,
  );
  assert.match(code.javascript, /fetch\(`\$\{process\.env\.CALLBACK_URL\}\/data`/);
  assert.match(code.python, /url = f"\{os\.environ\['CALLBACK_URL'\]\}\/data"/);
  assert.match(code.java, /\.url\(System\.getenv\("CALLBACK_URL"\) \+ "\/data"\)/);
  assert.match(code.go, /url := os\.Getenv\("CALLBACK_URL"\) \+ "\/data"/);
  assert.match(code.csharp, /Environment\.GetEnvironmentVariable\("CALLBACK_URL"\) \+ "\/data"/);
  for (const [key, source] of Object.entries(code)) {
    assert.doesNotMatch(source, /Authorization|X-API-Key|callbackUrl=/, `${key}: no credentials, no query`);
  }
  // The shell sample below the callback's description too.
  builder.addCallbackSamples(entry('put', '/parcels/{parcelId}/label'));
  assert.match(String(callback.operation.description), /curl -L "\$CALLBACK_URL\/data"/);
});

test('an auto-built request body leaves out readOnly properties and includes writeOnly ones, in all six languages', () => {
  const code = samples('patch', '/parcels/{parcelId}');
  for (const [key, source] of Object.entries(code)) {
    assert.match(source, /pickupCode/, `${key}: the writeOnly property\n${source}`);
    assert.match(source, /kind/, key);
    assert.doesNotMatch(source, /\\?"(id|status)\\?"/, `${key}: no readOnly property`);
  }
});

test('an auto-built response example leaves out writeOnly properties and includes readOnly ones', () => {
  const examples = new ExampleSource(description);
  const schema = {$ref: '#/components/schemas/Parcel'};
  const response = examples.fromSchema(schema, 'response') as JsonObject;
  assert.deepEqual(Object.keys(response).sort(), [
    'id',
    'kind',
    'relatedParcels',
    'status',
    'trackingCode',
    'value',
  ]);
  const request = examples.fromSchema(schema, 'request') as JsonObject;
  assert.deepEqual(Object.keys(request).sort(), [
    'kind',
    'pickupCode',
    'relatedParcels',
    'trackingCode',
    'value',
  ]);
});

test('readOnly and writeOnly count beside a $ref, on what it refers to and in an allOf member', () => {
  const examples = new ExampleSource({
    components: {
      schemas: {
        Id: {type: 'string', readOnly: true},
        Secret: {type: 'string', writeOnly: true},
        Base: {
          type: 'object',
          properties: {name: {type: 'string'}, token: {type: 'string'}, ref: {type: 'string'}},
        },
      },
    },
  });
  const schema: Json = {
    type: 'object',
    properties: {
      id: {$ref: '#/components/schemas/Id'},
      createdAt: {$ref: '#/components/schemas/Base', readOnly: true},
      secret: {allOf: [{$ref: '#/components/schemas/Secret'}]},
      merged: {
        allOf: [
          {$ref: '#/components/schemas/Base'},
          {properties: {token: {writeOnly: true}, ref: {readOnly: true}}},
        ],
      },
    },
  };
  assert.deepEqual(examples.fromSchema(schema, 'request'), {
    secret: 'string',
    merged: {name: 'string', token: 'string'},
  });
  assert.deepEqual(examples.fromSchema(schema, 'response'), {
    id: 'string',
    createdAt: {name: 'string', token: 'string', ref: 'string'},
    merged: {name: 'string', ref: 'string'},
  });
});
