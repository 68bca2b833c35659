import assert from 'node:assert/strict';
import {test} from 'node:test';

import {keyString, textCatalogue} from './catalogue';
import {operationsOf, withUsedTagsDeclared} from './operations';
import {translateDescription, type Translation} from './translations';
import {untaggedGroupLimit} from './untaggedGroups';
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

const tagsOf = (described: JsonObject, name: string) =>
  operationsOf(described).find((entry) => entry.name === name)?.operation.tags;

test('past the limit, untagged operations are grouped by path segment or webhook name and the tags declared', () => {
  const english = description(untaggedGroupLimit + 10);
  const described = withUsedTagsDeclared(english);
  assert.deepEqual(tagsOf(described, '/v1/parcels/{id}'), ['Parcels']);
  assert.deepEqual(tagsOf(described, '/v2/labels/{id}/pdf'), ['labels']);
  assert.deepEqual(tagsOf(described, 'parcel.event0'), ['parcel']);
  assert.deepEqual(tagsOf(described, 'invoiceEvent1'), ['invoice']);
  assert.deepEqual(
    (described.tags as JsonObject[]).map((tag) => tag.name),
    ['Parcels', 'labels', 'parcel', 'invoice'],
  );
  assert.equal(tagsOf(english, 'parcel.event0'), undefined, 'the English stays as it was');
});

test('a few untagged operations stay in the one group', () => {
  const described = withUsedTagsDeclared(description(3));
  assert.equal(tagsOf(described, 'parcel.event0'), undefined);
  assert.equal((described.tags as JsonObject[]).length, 1);
});

test("a group's name is a text to translate, and its German name is the German category's", () => {
  const english = description(untaggedGroupLimit + 10);
  const names = textCatalogue(english)
    .filter((entry) => entry.key[0] === 'tags' && entry.key[2] === 'x-displayName')
    .map((entry) => [keyString(entry.key), entry.text]);
  assert.deepEqual(names, [
    ['tags > Parcels > x-displayName', 'Parcels'],
    ['tags > labels > x-displayName', 'labels'],
    ['tags > parcel > x-displayName', 'parcel'],
    ['tags > invoice > x-displayName', 'invoice'],
  ]);
  const id = 'tags > parcel > x-displayName';
  const german = new Map<string, Translation>([[id, {key: id.split(' > '), text: 'Paket', file: 'de.yaml'}]]);
  const translated = translateDescription(english, german);
  assert.deepEqual(tagsOf(translated, 'parcel.event0'), ['parcel']);
  assert.deepEqual(
    (translated.tags as JsonObject[]).find((tag) => tag.name === 'parcel'),
    {name: 'parcel', 'x-displayName': 'Paket'},
  );
});
