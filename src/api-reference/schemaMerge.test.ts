import assert from 'node:assert/strict';
import {test} from 'node:test';

import {AllOfChecker, describeConflict} from './schemaMerge';
import {TextWalker} from './textWalker';
import {jsonPointer, type Json, type JsonObject, type RefResolver} from './walk';

/** Local references (`#/components/schemas/X`) of one in-memory document. */
function resolverOf(root: JsonObject): RefResolver {
  return (ref, from) => {
    if (!ref.startsWith('#/')) return undefined;
    const pointer = ref.slice(2).split('/');
    let node: Json | undefined = root;
    for (const segment of pointer)
      node = typeof node === 'object' && node !== null && !Array.isArray(node) ? node[segment] : undefined;
    return node === undefined ? undefined : {node, at: {file: from.file, pointer}};
  };
}

function conflictsOf(root: JsonObject): string[] {
  const resolve = resolverOf(root);
  const checker = new AllOfChecker(resolve);
  new TextWalker(() => undefined, resolve, checker.visit).document(root, {file: '', pointer: []});
  return checker.conflicts.map(
    (conflict) =>
      `${jsonPointer(conflict.at.pointer)}: ${describeConflict(conflict)} at ` +
      conflict.declarations.map((at) => jsonPointer(at.pointer)).join(', '),
  );
}

const event = {
  type: 'object',
  properties: {at: {type: 'string'}, status: {type: 'string', enum: ['SENT', 'RETURNED']}},
};

function withBodies(...schemas: Json[]): JsonObject {
  return {
    openapi: '3.1.0',
    paths: Object.fromEntries(
      schemas.map((schema, index) => [
        `/p${index}`,
        {post: {requestBody: {content: {'application/json': {schema}}}}},
      ]),
    ),
    components: {schemas: {Event: event}},
  };
}

test('a property declared with two types is one conflict at the allOf, wherever the schema is used', () => {
  const returned: JsonObject = {
    allOf: [{$ref: '#/components/schemas/Event'}, {properties: {at: {type: 'integer'}}}],
  };
  const root = withBodies(
    {$ref: '#/components/schemas/Returned'},
    {
      type: 'array',
      items: {$ref: '#/components/schemas/Returned'},
    },
  );
  (root.components as JsonObject).schemas = {Event: event, Returned: returned};
  assert.deepEqual(conflictsOf(root), [
    '#/components/schemas/Returned/allOf: properties/at gets "string" and "integer" at ' +
      '#/components/schemas/Event/properties/at/type, #/components/schemas/Returned/allOf/1/properties/at/type',
  ]);
});

test('a conflict inside a nested allOf is reported at the nested allOf only', () => {
  const nested = {allOf: [{type: 'string'}, {type: 'integer'}]};
  const root = withBodies({allOf: [{properties: {code: nested}}, {required: ['code']}]});
  assert.deepEqual(conflictsOf(root), [
    '#/paths/~1p0/post/requestBody/content/application~1json/schema/allOf/0/properties/code/allOf: ' +
      'the schema gets "string" and "integer" at ' +
      '#/paths/~1p0/post/requestBody/content/application~1json/schema/allOf/0/properties/code/allOf/0/type, ' +
      '#/paths/~1p0/post/requestBody/content/application~1json/schema/allOf/0/properties/code/allOf/1/type',
  ]);
});

test('what merges is no conflict: a narrowed enum, strict members, a schema that refers to itself', () => {
  const root = withBodies(
    {allOf: [{$ref: '#/components/schemas/Event'}, {properties: {status: {enum: ['RETURNED']}}}]},
    {
      allOf: [
        {type: 'object', additionalProperties: false, properties: {a: {type: 'string'}}},
        {type: 'object', additionalProperties: false, properties: {b: {type: 'string'}}},
      ],
    },
    {$ref: '#/components/schemas/Tree'},
  );
  (root.components as JsonObject).schemas = {
    Event: event,
    Tree: {
      allOf: [
        {$ref: '#/components/schemas/Event'},
        {properties: {children: {type: 'array', items: {$ref: '#/components/schemas/Tree'}}}},
      ],
    },
  };
  assert.deepEqual(conflictsOf(root), []);
});
