import assert from 'node:assert/strict';
import {test} from 'node:test';

import {callbackField, SampleBuilder} from './codeSamples';
import {operationsOf} from './operations';
import type {JsonObject} from './walk';

/** A 3.0 description with a callback whose body and path item come through `$ref`s. */
function description(): JsonObject {
  return {
    openapi: '3.0.3',
    info: {title: 'Parcels', version: '1.0.0'},
    servers: [{url: 'https://api.parcels.example'}],
    paths: {
      '/parcels': {
        post: {
          operationId: 'createParcel',
          requestBody: {
            content: {
              'application/json': {schema: {type: 'object', properties: {callbackUrl: {type: 'string'}}}},
            },
          },
          responses: {'201': {description: 'Booked.'}},
          callbacks: {statusChanged: {$ref: '#/components/callbacks/StatusChanged'}},
        },
      },
    },
    components: {
      callbacks: {
        StatusChanged: {
          '{$request.body#/callbackUrl}': {
            post: {
              description: 'Posts each new status.',
              requestBody: {
                content: {
                  'application/json': {
                    schema: {$ref: '#/components/schemas/Event'},
                    example: {parcelId: 'p-1', status: 'DELIVERED'},
                  },
                },
              },
              responses: {'200': {description: 'Taken.'}},
            },
          },
        },
      },
      schemas: {Event: {type: 'object', properties: {parcelId: {type: 'string'}, status: {type: 'string'}}}},
    },
  };
}

function callbackDescription(locale: 'de' | 'en'): string {
  const pages = description();
  const [entry] = operationsOf(pages);
  assert.ok(entry);
  new SampleBuilder(pages, locale).addCallbackSamples(entry);
  const callbacks = (pages.components as JsonObject).callbacks as JsonObject;
  const item = (callbacks.StatusChanged as JsonObject)['{$request.body#/callbackUrl}'] as JsonObject;
  return String((item.post as JsonObject).description);
}

test("a callback's description gets the request the platform sends, with the example body, to the reader's address", () => {
  const text = callbackDescription('en');
  assert.match(text, /^Posts each new status\.\n\n```bash\n/);
  assert.match(
    text,
    /How the platform calls your endpoint \$CALLBACK_URL: the address you gave in callbackUrl\./,
  );
  // curl posts when it sends data (-d), as the webhook samples do.
  assert.match(text, /\ncurl -L "\$CALLBACK_URL" \\\n-H 'Content-Type: application\/json' \\\n-d '\{/);
  assert.match(text, /"status": "DELIVERED"/);
  assert.doesNotMatch(text, /Authorization|api\.parcels\.example/, 'no credentials, not the API server');
  assert.match(text, /```\n$/);
});

test('the German page says it in German', () => {
  assert.match(
    callbackDescription('de'),
    /So ruft die Plattform Ihren Endpunkt \$CALLBACK_URL auf: die Adresse, die Sie in callbackUrl angegeben haben\./,
  );
});

test('the field of a request-body or query expression is named, any other expression is not', () => {
  assert.equal(callbackField('{$request.body#/callbackUrl}'), 'callbackUrl');
  assert.equal(callbackField('{$request.body#/hooks/status}'), 'hooks.status');
  assert.equal(callbackField('{$request.query.queryUrl}'), 'queryUrl');
  assert.equal(callbackField('{$request.query.queryUrl}/data'), 'queryUrl');
  assert.equal(callbackField('{$request.header.X-Hook}'), undefined);
  assert.equal(callbackField('https://example.com/{$request.body#/id}'), undefined);
});
