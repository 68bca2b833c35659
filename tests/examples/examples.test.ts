/**
 * Every example of the guides, in both locales, against the bundled description: requests must be accepted,
 * responses must match their operation's schema, and the quick starts run in order as scenarios.
 */
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';

import {locales} from '../../config/site';
import {loadDescription, SchemaValidator} from '../lib/examples/apiDescription';
import {checkPage, checkRequest, where, type Checker} from '../lib/examples/check';
import {extractExamples} from '../lib/examples/extract';
import {quickStartFiles, sourcesOf, type Source} from '../lib/examples/sources';

let checker: Checker | undefined;

before(async () => {
  checker = {api: await loadDescription(), validator: new SchemaValidator()};
});

function ready(): Checker {
  assert.ok(checker, 'the description was not read');
  return checker;
}

const hasCode = (source: Source) => source.text.includes('```');
const englishFile = (file: string) =>
  file.startsWith('docs/')
    ? file.replace(/^docs\//, 'i18n/en/docusaurus-plugin-content-docs/current/')
    : file.replace(/^openapi\/reference\//, 'i18n/en/docusaurus-plugin-content-docs-api/current/');

for (const locale of locales) {
  describe(`examples of the ${locale} pages`, () => {
    const totals = {requests: 0, responses: 0};
    for (const source of sourcesOf(locale).filter(hasCode)) {
      test(source.file, async (t) => {
        const report = checkPage(source, ready());
        totals.requests += report.requests.length;
        totals.responses += report.responses.length;
        t.diagnostic(`${report.requests.length} requests, ${report.responses.length} responses`);
        assert.deepEqual(report.problems, [], `\n${report.problems.join('\n')}\n`);
      });
    }
    test('figures', (t) => {
      t.diagnostic(`${locale}: ${totals.requests} requests accepted, ${totals.responses} responses valid`);
      assert.ok(totals.requests > 0 && totals.responses > 0, 'no examples found at all');
    });
  });
}

test('both languages show the same requests and responses on each page', () => {
  const {origins} = ready().api;
  const differences = sourcesOf('de').flatMap((german) => {
    const english = sourcesOf('en').find((source) => source.file === englishFile(german.file));
    if (english === undefined) return [`${german.file} has no English page`];
    const outline = (source: Source) => {
      const {requests, responses} = extractExamples(source, origins);
      return [...requests, ...responses]
        .sort((a, b) => a.at.line - b.at.line)
        .map((example) =>
          example.kind === 'request' ? `${example.method} ${example.target}` : `response ${example.status}`,
        );
    };
    const [de, en] = [outline(german), outline(english)];
    const index = de.findIndex((entry, position) => entry !== en[position]);
    return index < 0 && de.length === en.length
      ? []
      : [
          `${german.file} and ${english.file} differ at example ${index + 1}: "${de[index]}" / "${en[index]}"`,
        ];
  });
  assert.deepEqual(differences, []);
});

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

for (const locale of locales) {
  for (const file of quickStartFiles[locale]) {
    test(`quick start scenario ${file}`, async (t) => {
      const source = sourcesOf(locale).find((candidate) => candidate.file === file);
      assert.ok(source, `${file} is missing`);
      const {requests} = extractExamples(source, ready().api.origins);
      assert.ok(requests.length >= 5, `${file} has only ${requests.length} requests`);
      const lines = source.text.split('\n');
      for (const [index, request] of requests.entries()) {
        await t.test(`step ${index + 1}: ${request.method} ${request.target}`, () => {
          // The quick start promises that each step uses ids the reader already has.
          const before = lines.slice(0, request.at.line - 1).join('\n');
          const unknownIds = (request.target.match(uuid) ?? []).filter((id) => !before.includes(id));
          assert.deepEqual(
            unknownIds,
            [],
            `${where(request.at)} uses ids that no earlier step or text gives`,
          );
          const problems = checkRequest(request, ready());
          assert.deepEqual(problems, [], problems.join('\n'));
        });
      }
    });
  }
}
