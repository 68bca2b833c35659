import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, {astToString} from 'openapi-typescript';

import {locales, siteDir} from '../../config/site';
import {loadDescription} from '../lib/description';

const rootFile = path.join(siteDir, 'openapi/openapi.yaml');
const clientFixtures = path.join(siteDir, 'tests/fixtures/typed-client');
let workDir: string;

/** Type-checks one file of the typed client with the project's own TypeScript, strict. */
function typecheck(file: string): {ok: boolean; output: string} {
  const tsc = path.join(siteDir, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(
    process.execPath,
    [
      tsc,
      '--noEmit',
      '--strict',
      '--target',
      'ES2022',
      '--module',
      'esnext',
      '--moduleResolution',
      'bundler',
      '--skipLibCheck',
      file,
    ],
    {cwd: workDir, encoding: 'utf8'},
  );
  return {ok: result.status === 0, output: `${result.stdout}${result.stderr}`};
}

before(async () => {
  workDir = fs.mkdtempSync(path.join(siteDir, 'node_modules/.typed-client-'));
  const types = await openapiTS(new URL(`file://${rootFile}`));
  fs.writeFileSync(path.join(workDir, 'api.d.ts'), astToString(types));
  for (const file of ['client.ts', 'wrong-client.ts']) {
    fs.copyFileSync(path.join(clientFixtures, file), path.join(workDir, file));
  }
});

after(() => {
  if (workDir) fs.rmSync(workDir, {recursive: true, force: true});
});

describe('the OpenAPI description', () => {
  test('is valid for a second, independent parser (swagger-parser)', async () => {
    const api = (await SwaggerParser.validate(rootFile)) as {paths: Record<string, unknown>};
    assert.ok(Object.keys(api.paths).length > 0);
  });

  test('generates a typed client that compiles under strict tsc', () => {
    const result = typecheck('client.ts');
    assert.ok(result.ok, result.output);
  });

  test('the generated types reject a misspelled field and an unknown path', () => {
    const result = typecheck('wrong-client.ts');
    assert.equal(result.ok, false, 'wrong-client.ts must not compile');
    assert.match(result.output, /offerID/);
    assert.match(result.output, /no-such-path/);
  });

  test("each 201 response's Location example is a path a client can GET, of the resource its example creates", async () => {
    type Json = Record<string, unknown>;
    const api = (await SwaggerParser.dereference(rootFile)) as unknown as {paths: Record<string, Json>};
    const readable = Object.entries(api.paths)
      .filter(([, item]) => item.get !== undefined)
      .map(([template]) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`));
    const canGet = (path: string) => readable.some((template) => template.test(path));
    const problems: string[] = [];
    let checked = 0;
    for (const [pathName, item] of Object.entries(api.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const created = ((operation as Json).responses as Json | undefined)?.['201'] as Json | undefined;
        const location = (created?.headers as Json | undefined)?.Location as Json | undefined;
        if (location === undefined) continue;
        checked++;
        const at = `${method.toUpperCase()} ${pathName}`;
        const example = location.example;
        if (typeof example !== 'string') {
          // Without an example, the header says that its path has no GET, and that must be true.
          if (canGet(`${pathName}/some-id`)) problems.push(`${at}: the Location header has no example`);
          else if (!/\bno GET\b/.test(String(location.description))) {
            problems.push(
              `${at}: the Location header neither shows a path nor says that its path has no GET`,
            );
          }
          continue;
        }
        const media = (created?.content as Json | undefined)?.['application/json'] as Json | undefined;
        const named = Object.values((media?.examples as Record<string, Json> | undefined) ?? {})[0];
        const id = (named?.value as Json | undefined)?.id;
        if (typeof id === 'string' && !example.endsWith(`/${id}`)) {
          problems.push(`${at}: Location ${example} does not end with the created resource's id ${id}`);
        }
        if (!canGet(example)) {
          problems.push(`${at}: Location ${example} is no path the description has a GET for`);
        }
      }
    }
    assert.ok(checked >= 15, `${checked} Location headers checked`);
    assert.deepEqual(problems, []);
  });

  test("a 2xx example of an operation on one object names that object by the ID the path's example uses", async () => {
    type Json = Record<string, unknown>;
    const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null;
    const api = (await SwaggerParser.dereference(rootFile)) as unknown as {paths: Record<string, Json>};
    const problems: string[] = [];
    let checked = 0;
    for (const [pathName, item] of Object.entries(api.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!isJson(operation) || !isJson(operation.responses)) continue;
        // An operation's parameter replaces the path's of the same name.
        const pathExamples = new Map<string, unknown>();
        for (const parameter of [item.parameters, operation.parameters].flat()) {
          if (isJson(parameter) && parameter.in === 'path')
            pathExamples.set(String(parameter.name), parameter.example);
        }
        // `/folders/{folderId}` answers with that folder; `/folders/{folderId}/files` with a list of files that
        // name it in their `folderId`.
        const atObject = /\{(\w+)\}$/.exec(pathName)?.[1];
        const parameter = atObject ?? /\{(\w+)\}\/[^{}/]+$/.exec(pathName)?.[1];
        if (parameter === undefined) continue;
        for (const [status, response] of Object.entries(operation.responses)) {
          const media =
            isJson(response) && isJson(response.content) ? response.content['application/json'] : undefined;
          if (!status.startsWith('2') || !isJson(media) || !isJson(media.examples)) continue;
          for (const [name, example] of Object.entries(media.examples)) {
            const value = isJson(example) ? example.value : undefined;
            if (Array.isArray(value) === (atObject !== undefined)) continue;
            for (const object of [value].flat()) {
              if (!isJson(object)) continue;
              const field = atObject !== undefined && typeof object.id === 'string' ? 'id' : parameter;
              if (typeof object[field] !== 'string') continue;
              checked++;
              if (object[field] !== pathExamples.get(parameter)) {
                problems.push(
                  `${method.toUpperCase()} ${pathName} ${status} ${name}: ${field} ${String(object[field])}, ` +
                    `but the path's ${parameter} ${String(pathExamples.get(parameter))}`,
                );
              }
            }
          }
        }
      }
    }
    assert.ok(checked >= 30, `${checked} examples checked`);
    assert.deepEqual(problems, []);
  });
});

/** Every description text of a document, with the place it stands. */
function descriptionTexts(node: unknown, at = ''): Array<{at: string; text: string}> {
  if (Array.isArray(node)) return node.flatMap((item, index) => descriptionTexts(item, `${at}/${index}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    (key === 'description' || key === 'summary') && typeof value === 'string'
      ? [{at: `${at}/${key}`, text: value}]
      : descriptionTexts(value, `${at}/${key}`),
  );
}

// The portal renders descriptions without an HTML parser (src/patches/lean-api-bundle): raw HTML would vanish.
describe('descriptions are Markdown without raw HTML', () => {
  for (const locale of locales) {
    test(`${locale}: no HTML tag or comment outside code`, () => {
      const texts = descriptionTexts(loadDescription(locale));
      assert.ok(texts.length > 500, `found ${texts.length} descriptions`);
      const withHtml = texts.filter(({text}) =>
        /<\/?[a-z][\w-]*(\s[^>]*)?\/?>|<!--/i.test(text.replace(/```[\s\S]*?```|`[^`\n]*`/g, '')),
      );
      assert.deepEqual(
        withHtml.map(({at, text}) => `${at}: ${text.slice(0, 80)}`),
        [],
        'write Markdown instead (for example **bold**, `code`, a blank line for a new paragraph)',
      );
    });
  }
});
