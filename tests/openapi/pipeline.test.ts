/**
 * The pieces of `npm run gen-api-docs` on small inputs: safe descriptions, page ids, example values, the
 * credentials a sample sends, the code of a sample in each language, and the plugin module our page
 * generator relies on.
 */
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {describe, test} from 'node:test';

import {renderSamples} from '../../src/api-reference/requestSamples';
import {chosenRequirement, SampleBuilder} from '../../src/api-reference/codeSamples';
import {ExampleSource} from '../../src/api-reference/exampleValues';
import {markdownProblems, mdxMarkdown, safeMarkdown} from '../../src/api-reference/markdown';
import {operationsOf, slugProblems} from '../../src/api-reference/operations';

const rules = {apiSlugs: new Set(['get-parcel', 'introduction'])};

describe('descriptions are made safe once', () => {
  test('HTML with a Markdown form becomes Markdown, comments disappear, plain Markdown stays as written', () => {
    assert.equal(safeMarkdown('All times are <b>UTC</b>.<!-- internal -->'), 'All times are **UTC**.');
    assert.equal(safeMarkdown('<ul><li>one</li><li>two</li></ul>'), '- one\n- two');
    assert.equal(safeMarkdown('Plain *Markdown*  with  spaces'), 'Plain *Markdown*  with  spaces');
  });

  test('HTML without a Markdown form and links the portal cannot follow are problems, each with what to do', () => {
    const [details] = markdownProblems('<details><summary>More</summary>Text</details>', rules);
    assert.match(details ?? '', /holds the HTML element <details>, which has no Markdown form/);
    assert.match(
      markdownProblems('See [planets](#tag/planets).', rules)[0] ?? '',
      /"#tag\/planets", an anchor this portal does not have/,
    );
    assert.match(
      markdownProblems('See [it](/api/no-such-page).', rules)[0] ?? '',
      /has no page \/api\/no-such-page/,
    );
    assert.match(markdownProblems('See [it](../pets).', rules)[0] ?? '', /a relative address/);
    assert.deepEqual(
      markdownProblems('See [it](/api/get-parcel), <b>bold</b>, [web](https://example.com).', rules),
      [],
    );
  });

  test('text for an MDX page has braces and angle brackets escaped, code left alone', () => {
    assert.equal(mdxMarkdown('Use {id} when a < b, `{id}` too.'), 'Use \\{id} when a \\< b, `{id}` too.');
  });
});

describe('page ids', () => {
  const description = {
    paths: {
      '/pets/{petId}': {
        get: {operationId: 'getPet'},
        delete: {operationId: 'GetPet'},
        put: {summary: 'Replace'},
      },
    },
    webhooks: {newPet: {post: {}, delete: {}}},
  };

  test('operations without operationId are named after where they are, and keep that name', () => {
    const slugs = operationsOf(description).map((entry) => entry.slug);
    assert.deepEqual(slugs, [
      'get-pet',
      'put-pets-pet-id',
      'get-pet',
      'webhook-new-pet-post',
      'webhook-new-pet-delete',
    ]);
  });

  test('two operations on one page id and an operation on a hand-written page are problems naming them', () => {
    const problems = slugProblems(operationsOf(description), ['introduction']).map(
      (problem) => problem.message,
    );
    assert.deepEqual(problems, [
      'GET /pets/{petId} (operationId getPet) and DELETE /pets/{petId} (operationId GetPet) would both get the page /api/get-pet: ' +
        'give one of them an operationId of its own (operationIds that differ only in case or punctuation give the same page)',
    ]);
    const reserved = slugProblems(operationsOf({paths: {'/x': {get: {operationId: 'introduction'}}}}), [
      'introduction',
    ]);
    assert.match(
      reserved[0]?.message ?? '',
      /would get the page \/api\/introduction, which is a hand-written page/,
    );
  });
});

describe('example values', () => {
  const source = new ExampleSource({
    components: {
      schemas: {
        Shipment: {
          oneOf: [{$ref: '#/components/schemas/Letter'}, {$ref: '#/components/schemas/Parcel'}],
          discriminator: {propertyName: 'kind', mapping: {letter: '#/components/schemas/Letter'}},
        },
        Letter: {
          type: 'object',
          properties: {
            kind: {type: 'string'},
            id: {type: 'string', readOnly: true},
            to: {type: 'string', examples: ['Berlin']},
          },
        },
        Parcel: {
          allOf: [
            {$ref: '#/components/schemas/Letter'},
            {properties: {grams: {type: 'integer', minimum: 1}}},
          ],
        },
        Node: {
          type: 'object',
          properties: {
            name: {type: 'string', example: 'root'},
            children: {type: 'array', items: {$ref: '#/components/schemas/Node'}},
          },
        },
      },
    },
  });

  test('the first oneOf variant, with the discriminator set to the value that selects it', () => {
    assert.deepEqual(source.fromSchema({$ref: '#/components/schemas/Shipment'}, 'request'), {
      kind: 'letter',
      to: 'Berlin',
    });
  });

  test('allOf merged; read-only properties only in responses', () => {
    assert.deepEqual(source.fromSchema({$ref: '#/components/schemas/Parcel'}, 'request'), {
      kind: 'string',
      to: 'Berlin',
      grams: 1,
    });
    assert.deepEqual(source.fromSchema({$ref: '#/components/schemas/Letter'}, 'response'), {
      kind: 'string',
      id: 'string',
      to: 'Berlin',
    });
  });

  test('a circular schema ends where it would repeat itself', () => {
    assert.deepEqual(source.fromSchema({$ref: '#/components/schemas/Node'}, 'response'), {
      name: 'root',
      children: [],
    });
  });

  test('a media type: its example, else its first named example, else its schema', () => {
    assert.equal(source.of({example: 1, examples: {a: {value: 2}}}, 'request'), 1);
    assert.equal(source.of({examples: {a: {value: 2}}, schema: {example: 3}}, 'request'), 2);
    assert.equal(source.of({schema: {type: 'string', examples: ['x', 'y']}}, 'request'), 'x');
  });
});

describe('the credentials a sample sends', () => {
  test('none for a public operation, the technical token where both schemes are allowed, else the first', () => {
    assert.equal(chosenRequirement([]), undefined);
    assert.equal(chosenRequirement([{}]), undefined);
    assert.equal(chosenRequirement([{}, {bearerAuth: []}]), undefined);
    assert.deepEqual(chosenRequirement([{bearerAuth: []}, {clientCredentials: ['a:read']}]), {
      clientCredentials: ['a:read'],
    });
    assert.deepEqual(chosenRequirement([{basicAuth: []}, {apiKey: []}]), {basicAuth: []});
  });
});

describe('the code of a sample', () => {
  const [curl, javascript, python, java, go, csharp] = renderSamples({
    method: 'post',
    url: 'https://sandbox.example/v1/things?key=$API_KEY',
    headers: [
      ['Authorization', 'Bearer $ACCESS_TOKEN'],
      ['Content-Type', 'application/json'],
    ],
    body: {kind: 'json', value: {name: "O'Neil", price: '$5'}},
    comment: '$ACCESS_TOKEN: a token with the scope things:write',
  }).map((sample) => sample.source);

  test('the shell expands the variables, and only them', () => {
    assert.match(curl ?? '', /^# \$ACCESS_TOKEN: a token with the scope things:write\ncurl /);
    assert.ok(curl?.includes('"https://sandbox.example/v1/things?key=$API_KEY"'), curl);
    assert.ok(curl?.includes('-H "Authorization: Bearer $ACCESS_TOKEN"'), curl);
    assert.ok(curl?.includes(`"price": "$5"`) && curl.includes(`'{`), 'the body stays in single quotes');
  });

  test('the other languages read the variables from the environment', () => {
    assert.ok(javascript?.includes('`Bearer ${process.env.ACCESS_TOKEN}`'), javascript);
    assert.ok(python?.startsWith('# $ACCESS_TOKEN') && python.includes('\nimport os\n'), python);
    assert.ok(python?.includes(`f"Bearer {os.environ['ACCESS_TOKEN']}"`), python);
    assert.ok(java?.includes('"Bearer " + System.getenv("ACCESS_TOKEN")'), java);
    assert.ok(go?.includes('"Bearer " + os.Getenv("ACCESS_TOKEN")') && go.includes('\n  "os"\n'), go);
    assert.ok(csharp?.includes('"Bearer " + Environment.GetEnvironmentVariable("ACCESS_TOKEN")'), csharp);
    assert.ok(go?.includes('"https://sandbox.example/v1/things?key=" + os.Getenv("API_KEY")'), go);
  });
});

describe('a multipart request example', () => {
  test('is shown as the parts a client sends, file parts named as the samples name them', () => {
    const example = {
      summary: 'Two files',
      value: {files: ['a;b\n1;2\n', '[{"x": 1}]'], note: 'Two deliveries'},
    };
    const operation = {
      operationId: 'upload',
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                files: {type: 'array', items: {type: 'string', format: 'binary'}},
                note: {type: 'string'},
              },
            },
            encoding: {files: {contentType: '*/*'}, note: {contentType: 'text/plain'}},
            examples: {twoFiles: example},
          },
        },
      },
    };
    const description = {openapi: '3.1.0', paths: {'/files': {post: operation}}};
    const [entry] = operationsOf(description);
    assert.ok(entry);
    new SampleBuilder(description, 'en').multipartBodies(entry);
    assert.equal(
      (example as Record<string, unknown>)['x-multipart-body'],
      [
        'Content-Type: multipart/form-data; boundary=example-boundary',
        '',
        '--example-boundary',
        'Content-Disposition: form-data; name="files"; filename="files-1"',
        '',
        'a;b\n1;2',
        '--example-boundary',
        'Content-Disposition: form-data; name="files"; filename="files-2"',
        '',
        '[{"x": 1}]',
        '--example-boundary',
        'Content-Disposition: form-data; name="note"',
        'Content-Type: text/plain',
        '',
        'Two deliveries',
        '--example-boundary--',
      ].join('\n'),
    );
  });

  test("carries the file names and media types of the example's x-file-parts, in the body and every code sample", () => {
    const example = {
      value: {files: ['a;b\n', '[]']},
      'x-file-parts': {
        files: [
          {filename: 'a.csv', contentType: 'text/csv'},
          {filename: 'b.json', contentType: 'application/json'},
        ],
      },
    };
    const media = {
      schema: {
        type: 'object',
        properties: {files: {type: 'array', items: {type: 'string', format: 'binary'}}},
      },
      encoding: {files: {contentType: '*/*'}},
      examples: {twoFiles: example},
    };
    const operation = {operationId: 'upload', requestBody: {content: {'multipart/form-data': media}}};
    const description = {openapi: '3.1.0', paths: {'/files': {post: operation}}};
    const [entry] = operationsOf(description);
    assert.ok(entry);
    const builder = new SampleBuilder(description, 'en');
    builder.multipartBodies(entry);
    const body = String((example as Record<string, unknown>)['x-multipart-body']);
    assert.match(body, /name="files"; filename="a\.csv"\nContent-Type: text\/csv\n\na;b\n/);
    assert.match(body, /name="files"; filename="b\.json"\nContent-Type: application\/json\n\n\[\]\n/);
    const samples = builder.samples(entry);
    const curl = samples.find((sample) => sample.lang === 'cURL')?.source ?? '';
    assert.match(curl, /-F 'files=@"a\.csv";type=text\/csv'/);
    assert.match(curl, /-F 'files=@"b\.json";type=application\/json'/);
    for (const sample of samples) {
      assert.match(sample.source, /["']text\/csv["']|=text\/csv/, `${sample.lang} sends a.csv as text/csv`);
      assert.match(
        sample.source,
        /["']application\/json["']|=application\/json/,
        `${sample.lang} sends b.json as JSON`,
      );
      assert.doesNotMatch(sample.source, /octet-stream/, `${sample.lang} sends no other type`);
    }
  });
});

describe('the plugin module the page generator writes with', () => {
  test('its create() moves large props into a JSON file while the plugin generates a page', () => {
    const require = createRequire(__filename);
    const utils = require('docusaurus-plugin-openapi-docs/lib/markdown/utils') as {
      create: (tag: string, props: Record<string, unknown>) => string;
      runWithExternalization: (
        id: string,
        run: () => string,
      ) => {result: string; files: Array<{filename: string}>};
    };
    const {result, files} = utils.runWithExternalization('some-page', () =>
      utils.create('StatusCodes', {responses: {'200': {description: 'OK'}}}),
    );
    assert.match(result, /\{\.\.\.require\("\.\/some-page\.StatusCodes\.json"\)\}/);
    assert.deepEqual(
      files.map((file) => file.filename),
      ['some-page.StatusCodes.json'],
    );
  });
});
