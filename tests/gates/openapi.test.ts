/**
 * Mistakes in the OpenAPI description: the generation of the API pages and the OpenAPI linter stop and
 * name the file and line, so a broken description never reaches the build.
 */
import assert from 'node:assert/strict';
import {after, afterEach, before, describe, test} from 'node:test';

import {copyProject, removeCopy} from '../../scripts/lib/projectCopy';
import {Faults} from '../lib/faults';

const pathFile = 'openapi/paths/bundles.yaml';
let faults: Faults;

before(() => {
  faults = new Faults(copyProject());
});
afterEach(() => faults.restore());
after(() => removeCopy(faults.dir));

describe('an invalid OpenAPI description', () => {
  test('a reference to a schema file that does not exist stops the generation at its file and line', () => {
    faults.replace(
      pathFile,
      '../components/schemas/BundleCreate.yaml',
      '../components/schemas/BundleCreat.yaml',
    );
    const generated = faults.npm('gen-api-docs');
    assert.notEqual(generated.status, 0, generated.output);
    assert.match(generated.output, /Can't resolve \$ref/);
    assert.match(generated.output, /openapi\/paths\/bundles\.yaml:\d+:\d+/);

    const linted = faults.npm('lint:openapi');
    assert.notEqual(linted.status, 0, linted.output);
    assert.match(linted.output, /openapi\/paths\/bundles\.yaml:\d+:\d+/);
  });

  test('a schema with an unknown type fails the linter at its file and line', () => {
    const schemaFile = 'openapi/components/schemas/BundleCreate.yaml';
    const line = faults.replace(schemaFile, 'type: string', 'type: text');
    const linted = faults.npm('lint:openapi');
    assert.notEqual(linted.status, 0, linted.output);
    assert.match(linted.output, new RegExp(`openapi/components/schemas/BundleCreate\\.yaml:${line}:\\d+`));
    assert.match(linted.output, /`type` can be one of the following only/);
  });

  test('tags and operations the hand-written pages name and the description lacks are listed at once', () => {
    const landing = 'openapi/reference/index.mdx';
    const guide = 'docs/guides/bundles/consumer_bundle.mdx';
    const tagLine = faults.replace(landing, '<ApiTagName tag="Tenants" />', '<ApiTagName tag="Tenant" />');
    const slugLine = faults.replace(guide, 'slug="create-bundle"', 'slug="create-bundles"');
    const linted = faults.npm('lint:openapi');
    assert.notEqual(linted.status, 0, linted.output);
    assert.match(linted.output, new RegExp(`${landing}:${tagLine}:\\d+: <ApiTagName tag="Tenant" />`));
    assert.match(
      linted.output,
      new RegExp(`${guide}:${slugLine}:\\d+: <ApiOperationLink slug="create-bundles" />`),
    );
  });

  test('a problem example that blames a field its operation lacks fails the linter at its file and line', () => {
    const file = 'openapi/components/responses/BadRequest.yaml';
    const line = faults.replace(
      file,
      '      detail: The request body is not valid JSON or a parameter has the wrong type.\n',
      '      detail: The request body is not valid JSON or a parameter has the wrong type.\n      errors:\n        - pointer: /size\n          detail: must be less than or equal to 100\n',
    );
    const linted = faults.npm('lint:openapi');
    assert.notEqual(linted.status, 0, linted.output);
    assert.match(
      linted.output,
      new RegExp(
        `${file.replace(/\./g, '\\.')}:${line + 2}:\\d+ #/content/application~1problem\\+json/example/errors/0/pointer: [A-Z]+ /v1/[^:]+: the example's error names \`/size\`, which is neither a parameter nor a request-body field of the operation`,
      ),
    );
  });

  test('a response example with another status than its response fails the linter at its file and line', () => {
    const file = 'openapi/components/responses/Unauthorized.yaml';
    const line = faults.replace(file, 'status: 401', 'status: 403');
    const linted = faults.npm('lint:openapi');
    assert.notEqual(linted.status, 0, linted.output);
    assert.match(
      linted.output,
      new RegExp(
        `${file.replace(/\./g, '\\.')}:${line}:\\d+ .*the example has status 403 under response 401`,
      ),
    );
  });
});
