import assert from 'node:assert/strict';
import {test} from 'node:test';

import type {DescribedOperation, DescriptionFacts} from './description';
import {parsePage} from '../../../src/handWrittenPages';
import {checkScopeTables, checkScopeTexts} from './scopeTables';

const operation = (operationId: string, slug: string, scopes: string[]): DescribedOperation => ({
  operationId,
  slug,
  method: 'get',
  path: `/v1/${slug}`,
  titles: {de: slug, en: slug},
  schemes: new Set(['clientCredentials']),
  scopes,
  description: '',
});

const api = {
  operations: [
    operation('getTeamDetails', 'get-team-details', ['organizations:read']),
    operation('downloadFile', 'download-file', ['files:read']),
  ],
} as unknown as DescriptionFacts;

const table = (scopes: string): string =>
  '| Integration | Operationen | Scopes |\n| --- | --- | --- |\n' +
  `| Download | <ApiOperationLink slug="get-team-details" />, [Datei](/api/download-file) | ${scopes} |\n`;

test('a row that grants fewer scopes than its operations need is found at its line', () => {
  const page = parsePage('de', 'docs/x.mdx', `# X\n\n${table('`products:read files:read`')}`);
  assert.deepEqual(checkScopeTables([page], api), [
    {
      file: 'docs/x.mdx',
      line: 5,
      message:
        'the row grants no organizations:read, which getTeamDetails needs (security of the description)',
    },
  ]);
});

test('a row that grants what its operations need passes', () => {
  const page = parsePage('de', 'docs/x.mdx', table('`organizations:read files:read`'));
  assert.deepEqual(checkScopeTables([page], api), []);
});

test('a scope whose "Allows" differs from the description is found at its line, in the page\'s language', () => {
  const facts = {
    scopeTexts: {
      en: new Map([['subscriptions:write', 'Request and delete bundles.']]),
      de: new Map([['subscriptions:write', 'Bundles beantragen und löschen.']]),
    },
  } as unknown as DescriptionFacts;
  const scopes = (allows: string): string =>
    `| Scope | Erlaubt |\n| --- | --- |\n| \`subscriptions:write\` | ${allows} |\n`;
  assert.deepEqual(
    checkScopeTexts([parsePage('de', 'docs/x.mdx', scopes('Bundles beantragen und löschen'))], facts),
    [],
  );
  assert.deepEqual(checkScopeTexts([parsePage('de', 'docs/x.mdx', scopes('Bundles beantragen'))], facts), [
    {
      file: 'docs/x.mdx',
      line: 3,
      message: 'subscriptions:write allows what the description says: "Bundles beantragen und löschen"',
    },
  ]);
});
