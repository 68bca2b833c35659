/**
 * Valid OpenAPI that no page can show, and links no page can follow (issue 63, part 1): each stops
 * `npm run gen-api-docs` at the lint, before the plugin writes a page, with the file, line and JSON pointer to
 * fix and what to change; none of them prints success first. Each is one change to a copy of the project with
 * the fixture description (tests/fixtures/openapi-fixture/); the lint stops within seconds, so no test here
 * generates or renders a page.
 */
import assert from 'node:assert/strict';
import {after, afterEach, before, describe, test} from 'node:test';

import {removeCopy} from '../../scripts/lib/projectCopy';
import {Faults} from '../lib/faults';
import {fixtureProject} from '../lib/openapiFixture';

let faults: Faults;

before(() => {
  faults = new Faults(fixtureProject());
});
afterEach(() => faults.restore());
after(() => removeCopy(faults.dir));

const root = 'openapi/openapi.yaml';
const parcelFile = 'openapi/paths/parcels_{parcelId}.yaml';
const parcelDescription = 'description: Returns a parcel with the parcels it was sent with.';

/** gen-api-docs in the copy, which must stop before the plugin generates anything. */
function stoppedGeneration(): string {
  const result = faults.npm('gen-api-docs');
  assert.notEqual(result.status, 0, result.output);
  assert.doesNotMatch(result.output, /\[SUCCESS\]/);
  assert.doesNotMatch(
    result.output,
    /Wrote openapi\/generated\/openapi\.\w+\.pages\.yaml/,
    'stopped at the lint',
  );
  return result.output;
}

describe('schemas no page can show stop the generation', () => {
  test('an allOf whose second member declares a property of the first with another type: the allOf, both declarations and what to change', () => {
    // As in the issue: a webhook's event extends a shared event and declares one of its properties again.
    const line = faults.replace(
      root,
      `      deprecated: true
      requestBody:
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/ParcelEvent'`,
      `      deprecated: true
      requestBody:
        content:
          application/json:
            schema:
              allOf:
                - $ref: '#/components/schemas/ParcelEvent'
                - type: object
                  properties:
                    status:
                      enum:
                        - RETURNED
                    at:
                      type: integer`,
    );
    const output = stoppedGeneration();
    const schema = '#/webhooks/parcelReturned/post/requestBody/content/application~1json/schema';
    assert.match(
      output,
      new RegExp(
        `openapi/openapi\\.yaml:${line + 6}:\\d+ ${schema}/allOf: the members of this allOf cannot be merged, so no value ` +
          'satisfies the schema and its pages cannot show it: properties/at gets "string" and "integer" ' +
          `\\(declared at openapi/openapi\\.yaml:\\d+:\\d+ #/components/schemas/ParcelEvent/properties/at/type and ` +
          `openapi/openapi\\.yaml:${line + 13}:\\d+ ${schema}/allOf/1/properties/at/type\\)\\. Give it the same type`,
      ),
    );
    // Narrowing the status enum to one of its values merges: it is not reported.
    assert.match(output, /1 problem\(s\) in the OpenAPI description/);
    assert.doesNotMatch(output, /Could not merge values/, 'the plugin never saw the schema');
  });

  test('an allOf of two enums without a common value, in a schema file of its own', () => {
    const line = faults.replace(
      'openapi/components/schemas/Parcel.yaml',
      '  kind:\n    type: string\n    enum:\n      - letter\n      - package\n',
      '  kind:\n    allOf:\n      - type: string\n        enum:\n          - letter\n          - package\n' +
        '      - enum:\n          - pallet\n',
    );
    const output = stoppedGeneration();
    const file = 'openapi/components/schemas/Parcel\\.yaml';
    assert.match(
      output,
      new RegExp(
        `${file}:${line + 2}:\\d+ #/properties/kind/allOf: the members of this allOf cannot be merged.*: ` +
          'the schema gets \\["letter","package"\\] and \\["pallet"\\] ' +
          `\\(declared at ${file}:${line + 4}:\\d+ #/properties/kind/allOf/0/enum and ` +
          `${file}:${line + 7}:\\d+ #/properties/kind/allOf/1/enum\\)`,
      ),
    );
  });
});

describe('links no page can follow stop the generation', () => {
  test('a root-relative link to a page the portal does not have, at its file, line and pointer', () => {
    const line = faults.replace(
      parcelFile,
      parcelDescription,
      'description: Returns a parcel, as [the REST API](/rest/parcels/get) did.',
    );
    const output = stoppedGeneration();
    assert.match(
      output,
      new RegExp(
        `openapi/paths/parcels_\\{parcelId\\}\\.yaml:${line}:\\d+ #/get/description: the description links to "/rest/parcels/get", ` +
          'but the portal has no page /rest/parcels/get: link one of its pages',
      ),
    );
  });

  test('a link to an anchor the guide does not have, naming the guide in both languages', () => {
    const line = faults.replace(
      parcelFile,
      parcelDescription,
      'description: Returns a parcel; see [tracking](/docs/intro#tracking).',
    );
    const output = stoppedGeneration();
    assert.match(
      output,
      new RegExp(
        `openapi/paths/parcels_\\{parcelId\\}\\.yaml:${line}:\\d+ #/get/description: the description links to "/docs/intro#tracking", ` +
          'but /docs/intro has no heading with the id "tracking" \\(docs/intro\\.md, ' +
          'i18n/en/docusaurus-plugin-content-docs/current/intro\\.md\\)',
      ),
    );
  });

  test("a link to a section an operation page does not have, naming the page's sections", () => {
    const line = faults.replace(
      parcelFile,
      parcelDescription,
      'description: Returns a parcel; its events come as [callbacks](/api/get-parcel#callbacks).',
    );
    const output = stoppedGeneration();
    assert.match(
      output,
      new RegExp(
        `openapi/paths/parcels_\\{parcelId\\}\\.yaml:${line}:\\d+ #/get/description: the description links to "/api/get-parcel#callbacks", ` +
          'but the operation page /api/get-parcel has no section with the id "callbacks": link the page itself or ' +
          'one of its sections \\(#security, #request, #responses\\)',
      ),
    );
  });

  test('an anchor of another renderer in a summary, and a missing page in a German text', () => {
    const line = faults.replace(parcelFile, 'summary: Get a parcel', 'summary: Get a parcel ([push](#push))');
    const germanLine = faults.replace(
      'openapi/translations/de/operations.yaml',
      'description: Liefert ein Paket.',
      'description: Liefert ein Paket, siehe [Entwickler](/developers/parcels).',
    );
    const output = stoppedGeneration();
    assert.match(
      output,
      new RegExp(
        `openapi/paths/parcels_\\{parcelId\\}\\.yaml:${line}:\\d+ #/get/summary: the summary links to "#push", an anchor this portal does not have`,
      ),
    );
    assert.match(
      output,
      new RegExp(
        `openapi/translations/de/operations\\.yaml:${germanLine}:\\d+ operations > getParcel > description: the German text links to "/developers/parcels", but the portal has no page`,
      ),
    );
  });

  test('links to pages and files the portal has, in either language, pass', () => {
    faults.replace(
      parcelFile,
      parcelDescription,
      'description: See [the guide](/docs/quick-start-guide), [in English](/en/docs/intro), [all operations](/api) ' +
        'and [the description](/openapi.yaml).',
    );
    const result = faults.tool('tsx', 'src/api-reference/lint.ts');
    assert.equal(result.status, 0, result.output);
  });
});
