import assert from 'node:assert/strict';
import {test} from 'node:test';

import {descriptionLimit, pageDescription} from './pageDescription';

const operation = {summary: 'Upload files', label: 'POST /v1/folders/{folderId}/files', hasRequestBody: true};

test('a hard-wrapped description becomes whole sentences without Markdown', () => {
  const description =
    'Uploads files into a folder\nof a file exchange. Each `part` is **one** file;\nsee [limits](/api/x).\n\n```json\n{}\n```\n';
  assert.equal(
    pageDescription({...operation, description}, 'en'),
    'Uploads files into a folder of a file exchange. Each part is one file; see limits.',
  );
});

test('sentences are added only while the whole stays within the limit', () => {
  const first = `${'Word '.repeat(20).trim()}.`;
  const description = `${first} ${'Other '.repeat(20).trim()}.`;
  assert.equal(pageDescription({...operation, description}, 'en'), first);
});

test('a sentence too long is cut to its first main clause, never mid-clause', () => {
  const description = `Requests the cancellation of an APPROVED subscription: it becomes CANCELLATION_REQUESTED, ${'and more '.repeat(15)}stays.`;
  assert.equal(
    pageDescription({...operation, description}, 'en'),
    'Requests the cancellation of an APPROVED subscription.',
  );
});

test('German abbreviations end no sentence', () => {
  assert.equal(
    pageDescription(
      {...operation, description: 'Liefert z. B. die Dateien eines Ordners. Mehr nicht.'},
      'de',
    ),
    'Liefert z. B. die Dateien eines Ordners. Mehr nicht.',
  );
});

test('without a usable description the page says what it holds, in its language and within the limit', () => {
  const long = `Renames ${'a folder, '.repeat(30)}or both.`;
  for (const [locale, expected] of [
    [
      'en',
      /^Reference of the operation "Upload files" \(POST \/v1\/folders\/\{folderId\}\/files\) with .*request body/,
    ],
    ['de', /^Referenz der Operation „Upload files“ .*Request-Body/],
  ] as const) {
    for (const description of [undefined, long]) {
      const result = pageDescription({...operation, description}, locale);
      assert.match(result, expected);
      assert.ok(result.length <= descriptionLimit);
    }
  }
  assert.doesNotMatch(pageDescription({...operation, hasRequestBody: false}, 'en'), /request body/);
});

test('a description of a few words gets a sentence on what the page shows', () => {
  assert.equal(
    pageDescription({...operation, description: 'Returns a product.', hasRequestBody: false}, 'en'),
    "Returns a product. This page shows the operation's parameters, responses and code samples.",
  );
});

test('a description of a few words takes the first clause of its next sentence before a sentence on the page', () => {
  const description = `Returns a product. Members of the provider see it in every status; ${'others see it '.repeat(12)}only when it is LIVE.`;
  assert.equal(
    pageDescription({...operation, description, hasRequestBody: false}, 'en'),
    'Returns a product. Members of the provider see it in every status.',
  );
});
