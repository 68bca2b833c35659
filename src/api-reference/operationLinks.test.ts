import assert from 'node:assert/strict';
import {test} from 'node:test';

import {linkOperations} from './operationLinks';

const operations = new Map([
  ['getTeamDetails', {slug: 'get-team-details', title: 'Team abrufen'}],
  ['getUserDetails1', {slug: 'get-user-details-1', title: 'Get a member [of an organization]'}],
]);

test('an operationId in a code span becomes a link with the title, in the locale of the page', () => {
  assert.equal(
    linkOperations('Listed by `getTeamDetails`, see `status`.', operations, 'de'),
    'Listed by [Team abrufen](/api/get-team-details), see `status`.',
  );
  assert.equal(
    linkOperations('Use `getUserDetails1`.', operations, 'en'),
    'Use [Get a member \\[of an organization\\]](/en/api/get-user-details-1).',
  );
});

test("links to the portal's pages get the locale's prefix; other links and code stay", () => {
  const text =
    'See [Large files](/docs/advanced-guides/intro#large), [site](https://example.com/docs) and ' +
    '[English](/en/docs/x).\n\n```\nget `getTeamDetails`\n```\n\n[`getTeamDetails`](/api/get-team-details)';
  assert.equal(
    linkOperations(text, operations, 'en'),
    text
      .replace('](/docs/advanced', '](/en/docs/advanced')
      .replace('](/api/get-team-details)', '](/en/api/get-team-details)'),
  );
  assert.equal(linkOperations(text, operations, 'de'), text);
});
