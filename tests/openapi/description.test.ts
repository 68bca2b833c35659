import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, {astToString} from 'openapi-typescript';

import {siteDir} from '../../scripts/lib/site';

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
});
