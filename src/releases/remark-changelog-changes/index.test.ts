/**
 * The generated changes on the changelog pages, from two small descriptions: each release's changes at the end
 * of its section, in the page's language, linked to the operation page's heading, breaking ones marked; changes
 * no release lists yet under the release in preparation, or under a "next version" heading the plugin adds.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {VFile} from 'vfile';

import {describeChanges} from '../changes';
import type {History} from '../history';
import type {JsonObject} from '../../api-reference/walk';
import remarkChangelogChanges from '.';

function description(version: string, productProperties: JsonObject, statuses: string[]): JsonObject {
  return {
    openapi: '3.1.0',
    info: {title: 'Shop', version},
    paths: {
      '/v1/products/{productId}': {
        get: {
          operationId: 'getProductDetails',
          parameters: [{name: 'productId', in: 'path', required: true, schema: {type: 'string'}}],
          security: [{clientCredentials: ['products:read']}],
          responses: {
            '200': {
              description: 'The product.',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {...productProperties, status: {type: 'string', enum: statuses}},
                  },
                },
              },
            },
          },
        },
      },
    },
  };
}

const released = description('1.1.0', {name: {type: 'string'}, legacyCode: {type: 'string'}}, [
  'DRAFT',
  'LIVE',
]);
const working = description('1.2.0', {name: {type: 'string'}, licenseName: {type: 'string'}}, [
  'DRAFT',
  'LIVE',
  'RETIRED',
]);

const history: History = {
  releases: [{version: '1.1.0', changes: []}],
  titles: {de: {'get-product-details': 'Produkt abrufen'}, en: {'get-product-details': 'Get a product'}},
  upcoming: {
    version: '1.2.0',
    previous: '1.1.0',
    changes: describeChanges(released, working).map((change) => ({
      ...change,
      href: `/api/${change.operation.slug}${change.part.in === 'response' ? '#responses' : ''}`,
    })),
  },
};

function render(markdown: string, path: string, preview = true): string {
  const file = new VFile({path, value: markdown});
  return String(
    unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkGfm)
      .use(remarkChangelogChanges, {history, preview})
      .use(remarkStringify)
      .processSync(file),
  );
}

describe('the changes of the description on the changelog pages', () => {
  test('the release in preparation shows the unreleased changes in German, linked and marked', () => {
    const page = render(
      '# Changelog\n\n## 1.2.0 – in Vorbereitung\n\nNeu: Lizenzen.\n\n## 1.1.0 – 2026-12-01\n\nText.\n',
      '/site/src/pages/changelog.md',
    );
    const upcoming = page.slice(page.indexOf('## 1.2.0'), page.indexOf('## 1.1.0'));
    assert.match(upcoming, /Neu: Lizenzen\./, 'the writers’ text stays');
    assert.match(
      upcoming,
      /Änderungen der API-Beschreibung: 3 Änderungen an 1 Operation, 1 inkompatibel \(gegenüber 1\.1\.0\)/,
    );
    assert.match(
      upcoming,
      /\[Produkt abrufen\]\(\/api\/get-product-details\) – `GET \/v1\/products\/\{productId\}`\n/,
      "the operation's German title links its page; method and path follow in code",
    );
    assert.match(
      upcoming,
      /\*\*inkompatibel\*\*: \[Antwort 200 – Felder entfernt: `legacyCode`\]\(\/api\/get-product-details#responses\)/,
    );
    assert.match(
      upcoming,
      /\[Antwort 200 – Felder hinzugefügt: `licenseName`\]\(\/api\/get-product-details#responses\)/,
    );
    // A new value of a response enum is compatible: clients must tolerate unknown values.
    assert.match(upcoming, /\n\s*\* \[Antwort 200 – Werte hinzugefügt: `status` `RETIRED`\]/);
    assert.doesNotMatch(upcoming, /herunterladen/, 'nothing to download before it is published');
    const release = page.slice(page.indexOf('## 1.1.0'));
    assert.match(
      release,
      /Keine Änderung an Operationen, Parametern, Feldern, Statuscodes oder Scopes der API-Beschreibung\.\n/,
    );
    assert.match(release, /\[`openapi-1\.1\.0\.yaml`\]\(pathname:\/\/\/openapi-1\.1\.0\.yaml\)/);
  });

  test('without a release in preparation, the English page gets a "Next version" heading above the releases', () => {
    const page = render(
      '# Changelog\n\nIntro.\n\n## 1.1.0 – 2026-12-01\n\nText.\n',
      '/site/i18n/en/docusaurus-plugin-content-pages/changelog.md',
    );
    const next = page.indexOf('## Next version – in preparation');
    assert.ok(next > page.indexOf('Intro.') && next < page.indexOf('## 1.1.0'), page);
    assert.match(
      page,
      /Changes to the API description: 3 changes to 1 operation, 1 breaking \(compared with 1\.1\.0\)/,
    );
    assert.match(page, /\*\*breaking\*\*: \[Response 200 – Fields removed: `legacyCode`\]/);
    assert.match(page, /\[Get a product\]\(\/api\/get-product-details\) – `GET /, 'the English title');
  });

  test('the published site stops on a release in preparation and shows no "Next version"', () => {
    assert.throws(
      () =>
        render(
          '# Changelog\n\n## 1.2.0 – in Vorbereitung\n\nNeu: Lizenzen.\n\n## 1.1.0 – 2026-12-01\n\nText.\n',
          '/site/src/pages/changelog.md',
          false,
        ),
      /changelog\.md lists 1\.2\.0, which is not published: .* `npm run release:publish`/,
    );
    const page = render(
      '# Changelog\n\nIntro.\n\n## 1.1.0 – 2026-12-01\n\nText.\n',
      '/site/src/pages/changelog.md',
      false,
    );
    assert.doesNotMatch(page, /1\.2\.0|Nächste Version/);
    assert.match(page, /Intro\.\n\n## 1\.1\.0 – 2026-12-01\n\nText\./);
    assert.match(page, /openapi-1\.1\.0\.yaml/);
  });

  test("an operation's own description of a path item's parameter is a changed description, not a new parameter", () => {
    const productId = {name: 'productId', in: 'path', required: true, schema: {type: 'string'}};
    const withShared = (own: JsonObject[]): JsonObject => ({
      openapi: '3.1.0',
      info: {title: 'Shop', version: '1.0.0'},
      components: {parameters: {productId}},
      paths: {
        '/v1/products/{productId}': {
          parameters: [{$ref: '#/components/parameters/productId'}],
          get: {
            operationId: 'getProductDetails',
            parameters: own,
            responses: {'200': {description: 'The product.'}},
          },
        },
      },
    });
    const changes = describeChanges(
      withShared([]),
      withShared([{...productId, description: 'The product you subscribed to.'}]),
    );
    assert.deepEqual(
      changes.map(({kind, action, subject}) => ({kind, action, subject})),
      [{kind: 'description', action: 'changed', subject: 'productId'}],
    );
  });

  test('other pages are left alone', () => {
    const markdown = '# Guide\n\n## 1.1.0 – 2026-12-01\n\nText.\n';
    assert.equal(render(markdown, '/site/docs/guide.md'), markdown);
  });
});
