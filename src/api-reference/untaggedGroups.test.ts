import assert from 'node:assert/strict';
import {test} from 'node:test';

import {operationsOf} from './operations';
import {groupUntagged, untaggedGroupLimit} from './untaggedGroups';
import type {JsonObject} from './walk';

function description(webhooks: number): JsonObject {
  const hooks: JsonObject = {};
  for (let index = 0; index < webhooks; index++)
    hooks[index % 2 === 0 ? `parcel.event${index}` : `invoiceEvent${index}`] = {post: {responses: {}}};
  return {
    openapi: '3.1.0',
    tags: [{name: 'Parcels', description: 'Parcels'}],
    paths: {
      '/v1/parcels/{id}': {get: {tags: ['Parcels'], responses: {}}},
      '/v2/labels/{id}/pdf': {get: {responses: {}}},
    },
    webhooks: hooks,
  };
}

test('past the limit, untagged operations are grouped by path segment or webhook name and the tags declared', () => {
  const described = description(untaggedGroupLimit + 10);
  const operations = operationsOf(described);
  groupUntagged(described, operations);
  const tagsOf = (name: string) => operations.find((entry) => entry.name === name)?.operation.tags;
  assert.deepEqual(tagsOf('/v1/parcels/{id}'), ['Parcels']);
  assert.deepEqual(tagsOf('/v2/labels/{id}/pdf'), ['labels']);
  assert.deepEqual(tagsOf('parcel.event0'), ['parcel']);
  assert.deepEqual(tagsOf('invoiceEvent1'), ['invoice']);
  assert.deepEqual(
    (described.tags as JsonObject[]).map((tag) => tag.name),
    ['Parcels', 'labels', 'parcel', 'invoice'],
  );
});

test('a few untagged operations stay in the one group', () => {
  const described = description(3);
  const operations = operationsOf(described);
  groupUntagged(described, operations);
  assert.equal(operations.find((entry) => entry.name === 'parcel.event0')?.operation.tags, undefined);
  assert.equal((described.tags as JsonObject[]).length, 1);
});
