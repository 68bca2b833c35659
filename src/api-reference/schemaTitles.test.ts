import assert from 'node:assert/strict';
import {test} from 'node:test';

import {keyString, textCatalogue} from './catalogue';
import {translateDescription, type Translation} from './translations';
import type {JsonObject} from './walk';

const description: JsonObject = {
  openapi: '3.1.0',
  tags: [{name: 'Parcels', description: 'Parcels.'}],
  paths: {
    '/parcels': {get: {tags: ['Parcels'], responses: {'200': {description: 'OK'}}}},
    '/labels': {get: {tags: ['Labels'], responses: {'200': {description: 'OK'}}}},
  },
  components: {
    schemas: {
      Location: {
        oneOf: [{title: 'Street address', type: 'string'}, {$ref: '#/components/schemas/Locker'}],
      },
      Locker: {type: 'object'},
      Parcel: {
        type: 'object',
        properties: {related: {type: 'array', items: {$ref: '#/components/schemas/Parcel'}}},
      },
      Unshown: {type: 'object'},
    },
  },
};

test('variant titles, the names of variants and of schemas that contain themselves, and undeclared tags are texts', () => {
  const texts = Object.fromEntries(
    textCatalogue(description).map((entry) => [keyString(entry.key), entry.text]),
  );
  assert.equal(texts['schemas > Location > oneOf > 0 > title'], 'Street address');
  assert.equal(texts['schemas > Locker > title'], 'Locker');
  assert.equal(texts['schemas > Parcel > title'], 'Parcel');
  assert.equal(texts['schemas > Unshown > title'], undefined, 'a name no page shows');
  assert.equal(texts['tags > Labels > x-displayName'], 'Labels');
});

test('their translations go where the plugin reads them, the undeclared tag declared', () => {
  const german = new Map<string, Translation>(
    [
      ['schemas > Location > oneOf > 0 > title', 'Straßenanschrift'],
      ['schemas > Locker > title', 'Packstation'],
      ['tags > Labels > x-displayName', 'Etiketten'],
    ].map(([id = '', text = '']) => [id, {key: id.split(' > '), text, file: 'de.yaml'}]),
  );
  const translated = translateDescription(description, german);
  const schemas = (translated.components as JsonObject).schemas as Record<string, JsonObject>;
  assert.equal((schemas.Location?.oneOf as JsonObject[])[0]?.title, 'Straßenanschrift');
  assert.equal(schemas.Locker?.title, 'Packstation');
  assert.deepEqual((translated.tags as JsonObject[])[1], {name: 'Labels', 'x-displayName': 'Etiketten'});
  assert.equal(
    description.tags instanceof Array && description.tags.length,
    1,
    'the English stays as it was',
  );
});
