/**
 * What the pipeline does with a description the portal cannot show as it is, in a copy of the project with
 * the fixture description and changes to it: it either builds the page or stops `npm run gen-api-docs`
 * with a non-zero exit and a message that names the place and what to do. And the German texts of the
 * fixture, one of them made stale, missing or broken, as `npm run check` and the translation tools report them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, afterEach, before, describe, test} from 'node:test';

import yaml from 'js-yaml';

import {removeCopy} from '../../scripts/lib/projectCopy';
import {Faults} from '../lib/faults';
import {fixtureProject} from '../lib/openapiFixture';

let faults: Faults;

before(() => {
  faults = new Faults(fixtureProject());
});
afterEach(() => faults.restore());
after(() => removeCopy(faults.dir));

const parcelFile = 'openapi/paths/parcels_{parcelId}.yaml';
const pagesDir = (locale: 'de' | 'en'): string =>
  path.join(
    faults.dir,
    locale === 'de' ? 'openapi/reference' : 'i18n/en/docusaurus-plugin-content-docs-api/current',
  );

const root = 'openapi/openapi.yaml';
const parcelsFile = 'openapi/paths/parcels.yaml';
const documentsFile = 'openapi/paths/parcels_{parcelId}_documents.yaml';
const labelFile = 'openapi/paths/parcels_{parcelId}_label.yaml';
const parcelDescription = 'description: Returns a parcel with the parcels it was sent with.';
const pattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Valid OpenAPI that no page can show, links no page can follow (issue 63, part 1), HTML without a Markdown form
 * and two operations on one page: each stops `npm run gen-api-docs` at the lint, before the plugin writes a page,
 * with the file, line and JSON pointer to fix and what to change, and nothing prints success first. The lint
 * reports every problem of a description at once, so all the mistakes go into one copy and the generation runs
 * once; each test finds its own in the report.
 */
describe('what no page can show stops the generation at the lint', () => {
  const at: Record<string, number> = {};
  let output = '';
  let status = 0;

  before(() => {
    // As in the issue: a webhook's event extends a shared event and declares one of its properties again.
    at.allOf = faults.replace(
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
    at.enums = faults.replace(
      'openapi/components/schemas/Parcel.yaml',
      '  kind:\n    type: string\n    enum:\n      - letter\n      - package\n',
      '  kind:\n    allOf:\n      - type: string\n        enum:\n          - letter\n          - package\n' +
        '      - enum:\n          - pallet\n',
    );
    at.missingPage = faults.replace(
      parcelFile,
      parcelDescription,
      'description: Returns a parcel, as [the REST API](/rest/parcels/get) did.',
    );
    at.missingAnchor = faults.replace(
      parcelFile,
      'description: Changes a parcel that has not been picked up yet.',
      'description: Changes a parcel; see [tracking](/docs/intro#tracking).',
    );
    at.missingSection = faults.replace(
      labelFile,
      "description: Removes the label of a parcel. Needs a depot terminal's login and a person's token together.",
      'description: Removes the label of a parcel; its events come as [callbacks](/api/get-parcel#callbacks).',
    );
    at.summaryAnchor = faults.replace(
      parcelFile,
      'summary: Get a parcel',
      'summary: Get a parcel ([push](#push))',
    );
    at.germanLink = faults.replace(
      'openapi/translations/de/operations.yaml',
      'description: Liefert ein Paket.',
      'description: Liefert ein Paket, siehe [Entwickler](/developers/parcels).',
    );
    at.html = faults.replace(
      documentsFile,
      'description: Uploads the customs declaration',
      'description: <details><summary>Customs</summary>Uploads the customs declaration',
    );
    at.otherRenderer = faults.replace(
      parcelsFile,
      'description: Lists your parcels, the newest first.',
      'description: Lists your parcels; see [all parcels](#tag/Parcels).',
    );
    faults.replace(parcelFile, 'operationId: cancelParcel', 'operationId: GetParcel');
    const result = faults.npm('gen-api-docs');
    output = result.output;
    status = result.status;
    faults.restore();
  });

  test('the generation stops at the lint, before the plugin writes a page, and prints no success', () => {
    assert.notEqual(status, 0, output);
    assert.doesNotMatch(output, /\[SUCCESS\]/);
    assert.doesNotMatch(output, /Wrote openapi\/generated\/openapi\.\w+\.pages\.yaml/, 'stopped at the lint');
    assert.doesNotMatch(output, /\.api\.mdx/, 'no error in a generated page');
    assert.doesNotMatch(output, /Could not merge values/, 'the plugin never saw a schema');
  });

  test('an allOf whose second member declares a property of the first with another type: the allOf, both declarations and what to change', () => {
    const schema = '#/webhooks/parcelReturned/post/requestBody/content/application~1json/schema';
    assert.match(
      output,
      new RegExp(
        `openapi/openapi\\.yaml:${at.allOf + 6}:\\d+ ${schema}/allOf: the members of this allOf cannot be merged, so no value ` +
          'satisfies the schema and its pages cannot show it: properties/at gets "string" and "integer" ' +
          `\\(declared at openapi/openapi\\.yaml:\\d+:\\d+ #/components/schemas/ParcelEvent/properties/at/type and ` +
          `openapi/openapi\\.yaml:${at.allOf + 13}:\\d+ ${schema}/allOf/1/properties/at/type\\)\\. Give it the same type`,
      ),
    );
    // Narrowing the status enum to one of its values merges: it is not reported.
    assert.doesNotMatch(output, /properties\/status gets/);
  });

  test('an allOf of two enums without a common value, in a schema file of its own', () => {
    const file = 'openapi/components/schemas/Parcel\\.yaml';
    assert.match(
      output,
      new RegExp(
        `${file}:${at.enums + 2}:\\d+ #/properties/kind/allOf: the members of this allOf cannot be merged.*: ` +
          'the schema gets \\["letter","package"\\] and \\["pallet"\\] ' +
          `\\(declared at ${file}:${at.enums + 4}:\\d+ #/properties/kind/allOf/0/enum and ` +
          `${file}:${at.enums + 7}:\\d+ #/properties/kind/allOf/1/enum\\)`,
      ),
    );
  });

  test('a root-relative link to a page the portal does not have, at its file, line and pointer', () => {
    assert.match(
      output,
      new RegExp(
        `${pattern(parcelFile)}:${at.missingPage}:\\d+ #/get/description: the description links to "/rest/parcels/get", ` +
          'but the portal has no page /rest/parcels/get: link one of its pages',
      ),
    );
  });

  test('a link to an anchor the guide does not have, naming the guide in both languages', () => {
    assert.match(
      output,
      new RegExp(
        `${pattern(parcelFile)}:${at.missingAnchor}:\\d+ #/patch/description: the description links to "/docs/intro#tracking", ` +
          'but /docs/intro has no heading with the id "tracking" \\(docs/intro\\.md, ' +
          'i18n/en/docusaurus-plugin-content-docs/current/intro\\.md\\)',
      ),
    );
  });

  test("a link to a section an operation page does not have, naming the page's sections", () => {
    assert.match(
      output,
      new RegExp(
        `${pattern(labelFile)}:${at.missingSection}:\\d+ #/delete/description: the description links to "/api/get-parcel#callbacks", ` +
          'but the operation page /api/get-parcel has no section with the id "callbacks": link the page itself or ' +
          'one of its sections \\(#security, #request, #responses\\)',
      ),
    );
  });

  test('an anchor of another renderer in a summary, and a missing page in a German text', () => {
    assert.match(
      output,
      new RegExp(
        `${pattern(parcelFile)}:${at.summaryAnchor}:\\d+ #/get/summary: the summary links to "#push", an anchor this portal does not have`,
      ),
    );
    assert.match(
      output,
      new RegExp(
        `openapi/translations/de/operations\\.yaml:${at.germanLink}:\\d+ operations > getParcel > description: the German text links to "/developers/parcels", but the portal has no page`,
      ),
    );
  });

  test('a link to an anchor of another renderer in a description, at its place', () => {
    assert.match(
      output,
      new RegExp(
        `${pattern(parcelsFile)}:${at.otherRenderer}:\\d+ #/get/description: the description links to "#tag/Parcels", an anchor this portal does not have`,
      ),
    );
  });

  test('HTML without a Markdown form in a description, at its file, line and pointer', () => {
    assert.match(
      output,
      new RegExp(
        `${pattern(documentsFile)}:${at.html}:\\d+ #/post/description: the description holds the HTML element <details>, which has no Markdown form`,
      ),
    );
  });

  test('two operations that would share a page, naming both and what to change', () => {
    assert.match(
      output,
      /GET \/parcels\/\{parcelId\} \(operationId getParcel\) and DELETE \/parcels\/\{parcelId\} \(operationId GetParcel\) would both get the page \/api\/get-parcel: give one of them an operationId of its own/,
    );
  });
});

describe('gen-api-docs on the fixture', () => {
  test('the lint step reports the same on its own, without generating anything', () => {
    faults.replace(parcelFile, parcelDescription, 'description: "<iframe src=x></iframe>"');
    const result = faults.tool('tsx', 'src/api-reference/lint.ts');
    assert.notEqual(result.status, 0, result.output);
    assert.match(result.output, /#\/get\/description: the description holds the HTML element <iframe>/);
  });

  test('links to pages and files the portal has, in either language, pass the lint', () => {
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

/**
 * The fixture as OpenAPI 3.0 says it: no webhooks, `enum: [x]` for `const: x`, a schema's first example as its
 * `example` (3.0 has no `examples` list in schemas), `nullable` for a `null` type. Media-type and parameter
 * `examples` maps are the same in both versions and stay.
 */
function asOpenApi30(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asOpenApi30);
  if (node === null || typeof node !== 'object') return node;
  const converted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'openapi') converted[key] = '3.0.3';
    else if (key === 'webhooks') continue;
    else if (key === 'const') converted.enum = [value];
    else if (key === 'examples' && Array.isArray(value)) converted.example = asOpenApi30(value[0]);
    else if (key === 'type' && Array.isArray(value)) {
      converted.type = value.find((type) => type !== 'null');
      if (value.includes('null')) converted.nullable = true;
    } else converted[key] = asOpenApi30(value);
  }
  return converted;
}

function descriptionFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(faults.dir, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => path.join(dir, file));
}

describe('other descriptions through the pipeline', () => {
  // One generation for two facts: it is the slowest step of these tests.
  test('an OpenAPI 3.0 description generates every operation page in both locales, samples from its `example`s, and an operation without operationId and summary gets a page named after its method and path', () => {
    faults.replace(documentsFile, '  summary: Attach customs documents\n', '');
    faults.replace('openapi/translations/de/operations.yaml', '    summary: Zolldokumente anhängen\n', '');
    const files = [
      'openapi/openapi.yaml',
      ...descriptionFiles('openapi/paths'),
      ...descriptionFiles('openapi/components'),
    ];
    for (const file of files) {
      const parsed = yaml.load(fs.readFileSync(path.join(faults.dir, file), 'utf8'));
      faults.write(file, yaml.dump(asOpenApi30(parsed), {lineWidth: -1}));
    }
    const description = fs.readFileSync(path.join(faults.dir, 'openapi/openapi.yaml'), 'utf8');
    assert.match(description, /^openapi: 3\.0\.3$/m);
    assert.doesNotMatch(description, /^webhooks:/m);

    // The German texts of the webhooks now belong to nothing; the generation names them and the command to run.
    const stopped = faults.npm('gen-api-docs');
    assert.notEqual(stopped.status, 0, stopped.output);
    assert.match(
      stopped.output,
      /webhooks > parcelDelivered > post > summary belongs to nothing in the description/,
    );
    // The command rewrites the translation files and their review records; the later tests need them as they were.
    for (const file of fs.readdirSync(path.join(faults.dir, 'openapi/translations/de')))
      faults.keep(path.join('openapi/translations/de', file));
    const removed = faults.npm('openapi-translations:remove-orphans');
    assert.equal(removed.status, 0, removed.output);

    const result = faults.npm('gen-api-docs');
    assert.equal(result.status, 0, result.output);
    const bundle = yaml.load(
      fs.readFileSync(path.join(faults.dir, 'openapi/generated/openapi.en.yaml'), 'utf8'),
    ) as {openapi: string; paths: Record<string, Record<string, unknown>>};
    assert.equal(bundle.openapi, '3.0.3', 'the generation read the 3.0 description');
    const operations = Object.values(bundle.paths).flatMap((item) =>
      Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key)),
    );
    assert.ok(operations.length >= 5, `${operations.length} operations`);
    assert.match(
      result.output,
      new RegExp(`Generated the pages of ${operations.length} operations in de and en`),
    );
    for (const locale of ['de', 'en'] as const) {
      const pages = fs.readdirSync(pagesDir(locale)).filter((file) => file.endsWith('.api.mdx'));
      assert.equal(pages.length, operations.length, `${locale}: ${pages.join(', ')}`);
      assert.ok(!pages.some((page) => page.includes('webhook')), 'no webhook pages');
      // The 3.1 `examples` list of the status filter became 3.0's `example`: the samples send it.
      const pagesDescription = fs.readFileSync(
        path.join(faults.dir, `openapi/generated/openapi.${locale}.pages.yaml`),
        'utf8',
      );
      assert.match(
        pagesDescription,
        /curl -L 'https:\/\/sandbox\.parcels\.example\/v2\/parcels\?status=IN_TRANSIT&limit=10'/,
      );
      assert.match(pagesDescription, /curl -L "\$CALLBACK_URL"/, 'the callback has its sample');
      const unnamed = fs.readFileSync(
        path.join(pagesDir(locale), 'post-parcels-parcel-id-documents.api.mdx'),
        'utf8',
      );
      assert.match(unnamed, /children=\{"POST \/parcels\/\{parcelId\}\/documents"\}/);
    }
    assert.match(
      result.output,
      /POST \/parcels\/\{parcelId\}\/documents has no operationId: its page is \/api\/post-parcels-parcel-id-documents/,
    );
  });

  test('a folder where a page belongs, which the plugin takes for the page and skips, stops the generation naming the page', () => {
    faults.makeDirectory('openapi/reference/get-parcel.api.mdx');
    const result = faults.npm('gen-api-docs');
    assert.notEqual(result.status, 0, result.output);
    assert.match(
      result.output,
      /The generation left pages out:\s+- .*openapi\/reference\/get-parcel\.api\.mdx/,
    );
    assert.doesNotMatch(result.output, /\[SUCCESS\]/);
  });
});

const sourcesFile = 'openapi/translations/de/translation-sources.json';
/** Records the German of getParcel's description as reviewed against the English it had before. */
const makeStale = (): number =>
  faults.replace(
    sourcesFile,
    '"operations > getParcel > description": "Returns a parcel with the parcels it was sent with."',
    '"operations > getParcel > description": "Returns a parcel."',
  );

describe('the German texts of the fixture', () => {
  test('a stale entry is named with the English it was written for and the English it should say', () => {
    makeStale();
    const result = faults.npm('check:openapi-translations');
    assert.notEqual(result.status, 0, result.output);
    assert.match(
      result.output,
      /openapi\/translations\/de\/operations\.yaml: operations > getParcel > description is stale: the English changed since the German was reviewed\s+English was: "Returns a parcel\."\s+English is: {2}"Returns a parcel with the parcels it was sent with\."\s+German: {6}"Liefert ein Paket\."/,
    );
    assert.match(result.output, /1 problem\(s\)/, 'the stale entry is the only problem');
    assert.match(
      result.output,
      /npm run openapi-translations:reviewed -- "operations > getParcel > description"/,
    );
  });

  test('a new English text is missing in German, and --missing writes it into a file to translate', () => {
    faults.replace(
      'openapi/components/schemas/Depot.yaml',
      '  example:\n',
      '  opens:\n    type: string\n    description: When the depot opens.\n  example:\n',
    );
    // An untagged webhook of a new name: the sidebar group it makes needs a German name.
    faults.replace(root, '  courierArrived:', '  palletLoaded: {post: {responses: {}}}\n  courierArrived:');
    const checked = faults.npm('check:openapi-translations');
    assert.notEqual(checked.status, 0, checked.output);
    assert.match(
      checked.output,
      /missing German text for schemas > Depot > properties > opens > description \("When the depot opens\."\)/,
    );
    assert.match(checked.output, /missing German text for tags > pallet > x-displayName \("pallet"\)/);
    faults.keep('openapi/translations/de/missing.yaml');
    const written = faults.npm('openapi-translations:missing');
    assert.equal(written.status, 0, written.output);
    const file = fs.readFileSync(path.join(faults.dir, 'openapi/translations/de/missing.yaml'), 'utf8');
    assert.match(
      file,
      /schemas:\n {2}Depot:\n {4}properties:\n {6}opens:\n {8}# When the depot opens\.\n {8}description: ''/,
    );
    assert.match(file, /tags:\n {2}pallet:\n {4}# pallet\n {4}x-displayName: ''/);
    const again = faults.npm('openapi-translations:missing');
    assert.equal(again.status, 0, again.output);
    assert.equal(
      fs.readFileSync(path.join(faults.dir, 'openapi/translations/de/missing.yaml'), 'utf8'),
      file,
      'a second run writes the same file',
    );
  });

  test('orphaned translations are reported and a command removes them, leaving the rest of the file as it was', () => {
    const file = 'openapi/translations/de/schemas.yaml';
    faults.replace(file, '  ParcelCreate:\n', '  Pallet:\n    description: Eine Palette.\n  ParcelCreate:\n');
    const checked = faults.npm('check:openapi-translations');
    assert.match(
      checked.output,
      /schemas\.yaml: schemas > Pallet > description belongs to nothing in the description/,
    );
    const removed = faults.npm('openapi-translations:remove-orphans');
    assert.equal(removed.status, 0, removed.output);
    assert.match(
      removed.output,
      /Removed schemas > Pallet > description from openapi\/translations\/de\/schemas\.yaml/,
    );
    const original = fs.readFileSync(path.join(faults.dir, file), 'utf8');
    faults.restore();
    assert.equal(original, fs.readFileSync(path.join(faults.dir, file), 'utf8'));
  });

  test('the generation stops at a stale text, naming it with its English then and now', () => {
    makeStale();
    const result = faults.npm('gen-api-docs');
    assert.notEqual(result.status, 0, result.output);
    assert.match(result.output, /\[ERROR\] 1 German OpenAPI texts are not reviewed against their English/);
    assert.match(
      result.output,
      /openapi\/translations\/de\/operations\.yaml: operations > getParcel > description is stale: the English changed since the German was reviewed\s+English was: "Returns a parcel\."/,
    );
    assert.doesNotMatch(result.output, /\[SUCCESS\]/);
  });

  test('a broken translation file stops every tool with one line naming its file and line, no stack trace', () => {
    const line = faults.replace(
      'openapi/translations/de/operations.yaml',
      'summary: Paket abrufen',
      'summary: Paket: abrufen',
    );
    for (const script of [
      'gen-api-docs',
      'check:openapi-translations',
      'openapi-translations:missing',
      'openapi-translations:remove-orphans',
      'openapi-translations:reviewed',
    ]) {
      const result = faults.npm(script);
      assert.notEqual(result.status, 0, `${script}: ${result.output}`);
      assert.match(
        result.output,
        new RegExp(`(?:\\[ERROR\\] )?openapi/translations/de/operations\\.yaml:${line}:\\d+: \\S[^\\n]*\\n`),
        `${script}: ${result.output}`,
      );
      assert.doesNotMatch(
        result.output,
        /YAMLException|YAMLParseError|\n\s+at /,
        `${script}: ${result.output}`,
      );
    }
  });
});
