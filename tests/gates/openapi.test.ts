/**
 * Mistakes in the OpenAPI description: the generation of the API pages and the OpenAPI linter stop and
 * name the file and line, so a broken description never reaches the build.
 */
import assert from 'node:assert/strict';
import {after, afterEach, before, describe, test} from 'node:test';

import {copyProject, removeCopy, type CommandResult} from '../../scripts/lib/projectCopy';
import {Faults} from '../lib/faults';

const pathFile = 'openapi/paths/bundles.yaml';
let faults: Faults;

before(() => {
  faults = new Faults(copyProject());
});
afterEach(() => faults.restore());
after(() => removeCopy(faults.dir));

describe('an invalid OpenAPI description', () => {
  // Redocly's linter runs first and the portal's own lint only once it passes: the mistakes of each go into one
  // run of `lint:openapi`, which reports all of them.
  describe('mistakes Redocly finds', () => {
    const schemaFile = 'openapi/components/schemas/ProductCreate.yaml';
    let generated: CommandResult;
    let linted: CommandResult;
    let typeLine = 0;
    before(() => {
      faults.replace(
        pathFile,
        '../components/schemas/BundleCreate.yaml',
        '../components/schemas/BundleCreat.yaml',
      );
      typeLine = faults.replace(schemaFile, 'type: string', 'type: text');
      generated = faults.npm('gen-api-docs');
      linted = faults.npm('lint:openapi');
      faults.restore();
    });

    test('a reference to a schema file that does not exist stops the generation at its file and line', () => {
      assert.notEqual(generated.status, 0, generated.output);
      assert.match(generated.output, /Can't resolve \$ref/);
      assert.match(generated.output, /openapi\/paths\/bundles\.yaml:\d+:\d+/);

      assert.notEqual(linted.status, 0, linted.output);
      assert.match(linted.output, /openapi\/paths\/bundles\.yaml:\d+:\d+/);
    });

    test('a schema with an unknown type fails the linter at its file and line', () => {
      assert.match(
        linted.output,
        new RegExp(`openapi/components/schemas/ProductCreate\\.yaml:${typeLine}:\\d+`),
      );
      assert.match(linted.output, /`type` can be one of the following only/);
    });
  });

  describe("mistakes the portal's lint finds", () => {
    const landing = 'openapi/reference/index.mdx';
    const guide = 'docs/guides/bundles/consumer_bundle.mdx';
    const responseFile = 'openapi/components/responses/Unauthorized.yaml';
    const badRequestFile = 'openapi/components/responses/BadRequest.yaml';
    let linted: CommandResult;
    const at: Record<string, number> = {};
    before(() => {
      at.tag = faults.replace(landing, '<ApiTagName tag="Tenants" />', '<ApiTagName tag="Tenant" />');
      at.slug = faults.replace(guide, 'slug="create-bundle"', 'slug="create-bundles"');
      at.status = faults.replace(responseFile, 'status: 401', 'status: 403');
      at.pointer =
        faults.replace(
          badRequestFile,
          '      detail: The request body is not valid JSON or a parameter has the wrong type.\n',
          '      detail: The request body is not valid JSON or a parameter has the wrong type.\n      errors:\n        - pointer: /size\n          detail: must be less than or equal to 100\n',
        ) + 2;
      linted = faults.npm('lint:openapi');
      faults.restore();
    });

    test('the lint fails', () => {
      assert.notEqual(linted.status, 0, linted.output);
    });

    test('tags and operations the hand-written pages name and the description lacks are listed at once', () => {
      assert.match(linted.output, new RegExp(`${landing}:${at.tag}:\\d+: <ApiTagName tag="Tenant" />`));
      assert.match(
        linted.output,
        new RegExp(`${guide}:${at.slug}:\\d+: <ApiOperationLink slug="create-bundles" />`),
      );
    });

    test('a problem example that blames a field its operation lacks fails the linter at its file and line', () => {
      assert.match(
        linted.output,
        new RegExp(
          `${badRequestFile.replace(/\./g, '\\.')}:${at.pointer}:\\d+ #/content/application~1problem\\+json/example/errors/0/pointer: [A-Z]+ /v1/[^:]+: the example's error names \`/size\`, which is neither a parameter nor a request-body field of the operation`,
        ),
      );
    });

    test('a response example with another status than its response fails the linter at its file and line', () => {
      assert.match(
        linted.output,
        new RegExp(
          `${responseFile.replace(/\./g, '\\.')}:${at.status}:\\d+ .*the example has status 403 under response 401`,
        ),
      );
    });
  });
});
