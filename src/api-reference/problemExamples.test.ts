import assert from 'node:assert/strict';
import {test} from 'node:test';

import {addProblemExamples} from './problemExamples';
import type {JsonObject} from './walk';

// Test data of a known shape: read with plain property access.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const problem = {
  type: 'object',
  properties: {
    type: {type: 'string', example: 'https://example.com/problems/invalid-state'},
    title: {type: 'string', example: 'State change not allowed'},
    status: {type: 'integer', example: 409},
    instance: {type: 'string', example: '/v1/things/1'},
  },
};

function description(): JsonObject {
  return structuredClone({
    openapi: '3.1.0',
    paths: {
      '/things': {
        get: {
          responses: {
            '200': {description: 'OK', content: {'application/json': {schema: {type: 'object'}}}},
            '401': {$ref: '#/components/responses/Problem'},
            '403': {$ref: '#/components/responses/Problem'},
            '404': {
              description: 'Not found',
              content: {'application/problem+json': {schema: problem, example: {status: 404, title: 'Gone'}}},
            },
            default: {$ref: '#/components/responses/Problem'},
          },
        },
      },
    },
    components: {
      responses: {
        Problem: {description: 'Not allowed', content: {'application/problem+json': {schema: problem}}},
      },
    },
  });
}

test('a problem body without an example gets one with its own status, reason phrase and description', () => {
  const described = description();
  addProblemExamples(described);
  const responses = (described.paths as Loose)['/things'].get.responses;
  assert.deepEqual(responses['401'].content['application/problem+json'].example, {
    type: 'about:blank',
    title: 'Unauthorized',
    status: 401,
    detail: 'Not allowed',
    instance: '/v1/things/1',
  });
  assert.equal(responses['403'].content['application/problem+json'].example.status, 403);
});

test("a problem body's fields show no example of their own, which would fit one kind of problem only", () => {
  const described = description();
  addProblemExamples(described);
  const media = (described.paths as Loose)['/things'].get.responses['404'].content[
    'application/problem+json'
  ];
  const examples = Object.values(media.schema.properties as Record<string, {example?: unknown}>).map(
    (property) => property.example,
  );
  assert.deepEqual(examples, [undefined, undefined, undefined, undefined]);
});

test('examples the description gives, other media types and codes without a number stay as they are', () => {
  const described = description();
  addProblemExamples(described);
  const responses = (described.paths as Loose)['/things'].get.responses;
  assert.deepEqual(responses['404'].content['application/problem+json'].example, {
    status: 404,
    title: 'Gone',
  });
  assert.equal(responses['200'].content['application/json'].example, undefined);
  assert.deepEqual(responses.default, {$ref: '#/components/responses/Problem'});
  assert.equal(
    (described.components as Loose).responses.Problem.content['application/problem+json'].example,
    undefined,
  );
});
