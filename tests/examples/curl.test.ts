/** The curl reader understands the shell the guides write, and refuses what it does not understand. */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {CurlSyntaxError, curlCallsOf} from '../lib/examples/curl';

test('a loop of uploads: variables, continuations, command substitution and file parts', () => {
  const script = [
    'BASE="https://sandbox.api.data-marketplace.example/v1/file-exchanges/e1"',
    "FOLDER='f1'",
    '',
    'for file in a.part-*; do',
    '  curl --fail --request POST "$BASE/folders/${FOLDER}/files" \\',
    '    --header "Authorization: Bearer $ACCESS_TOKEN" \\',
    `    --header "Idempotency-Key: $(sha256sum "$file" | cut -d ' ' -f 1)" \\`,
    '    --form "files=@$file;type=application/octet-stream"',
    'done',
  ].join('\n');
  assert.deepEqual(curlCallsOf(script), [
    {
      lineOffset: 4,
      method: 'POST',
      url: 'https://sandbox.api.data-marketplace.example/v1/file-exchanges/e1/folders/f1/files',
      headers: [
        ['Authorization', 'Bearer test-token'],
        ['Idempotency-Key', 'command-output'],
      ],
      form: [{name: 'files', file: '$file', type: 'application/octet-stream'}],
    },
  ]);
});

test('a download with the URL last, and the token request of a pipeline', () => {
  const script = [
    'curl -o out.pdf \\',
    '  -H "Authorization: Bearer $ACCESS_TOKEN" \\',
    '  "https://sandbox.api.data-marketplace.example/v1/x/content"',
    'ACCESS_TOKEN=$(curl -s -X POST https://auth.example/oauth2/token --data-urlencode "a=b" | jq -r .access_token)',
    "curl -X PUT -H 'Content-Type: application/octet-stream' --data-binary @new.csv https://h.example/v1/y",
  ].join('\n');
  const calls = curlCallsOf(script);
  assert.deepEqual(
    calls.map(({lineOffset, method, url, data}) => ({lineOffset, method, url, data})),
    [
      {
        lineOffset: 0,
        method: 'GET',
        url: 'https://sandbox.api.data-marketplace.example/v1/x/content',
        data: undefined,
      },
      {lineOffset: 3, method: 'POST', url: 'https://auth.example/oauth2/token', data: {text: 'a=b'}},
      {lineOffset: 4, method: 'PUT', url: 'https://h.example/v1/y', data: {file: 'new.csv'}},
    ],
  );
});

test('an option the reader does not know is an error, not a silently dropped part of the example', () => {
  assert.throws(() => curlCallsOf('curl --user a:b https://h.example/v1/x'), CurlSyntaxError);
  assert.throws(() => curlCallsOf('curl -sZ https://h.example/v1/x'), CurlSyntaxError);
  assert.throws(
    () => curlCallsOf('curl -H "Authorization: Bearer x https://h.example/v1/x'),
    CurlSyntaxError,
  );
});
