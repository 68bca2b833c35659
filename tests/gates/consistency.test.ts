/**
 * The gates that keep the guides, the OpenAPI description and the vocabulary in step (`npm run lint:terms` and
 * `npm run check:consistency`, both part of `npm run check`, which shows them passing on the real content): each
 * fails on one injected mistake with a message that names the file and line.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, afterEach, before, describe, test} from 'node:test';
import semver from 'semver';

import {copyProject, removeCopy} from '../../scripts/lib/projectCopy';
import {publishedVersions} from '../../src/releases/store';
import {englishTeamPage, Faults, germanTeamPage} from '../lib/faults';

const germanChangelog = 'src/pages/changelog.md';
const englishConsumerQuickStart =
  'i18n/en/docusaurus-plugin-content-docs/current/quick-start-guide/consumer.mdx';

let faults: Faults;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

before(() => {
  faults = new Faults(copyProject());
});
afterEach(() => faults.restore());
after(() => removeCopy(faults.dir));

describe('terminology', () => {
  // One run of the gate over mistakes in six files, as a pull request may bring them: each test finds its own
  // in the report. A run reads all prose of both languages (about 9 s of CPU), so one run instead of five.
  const englishOrganizationsPage = 'i18n/en/docusaurus-plugin-content-docs/current/guides/organizations.mdx';
  const germanTranslation = 'openapi/translations/de/operations/subscriptions.yaml';
  const names = 'openapi/paths/organizations_{organizationId}_technical-users.yaml';
  const upload = 'openapi/paths/file-exchanges_{fileExchangeId}_folders_{folderId}_files.yaml';
  const diagram = 'docs/quick-start-guide/provider.mdx';
  const at: Record<string, number> = {};
  let report: {status: number; output: string};

  before(() => {
    at.german = faults.insertParagraph(germanTeamPage, 'Danach muss der Anbieter das Abonnement freigeben.');
    at.british = faults.insertParagraph(englishTeamPage, 'Every organisation has its own catalogue.');
    at.id = faults.insertParagraph(englishOrganizationsPage, 'Keep the id of the team; the field is `id`.');
    at.translation = faults.replace(
      germanTranslation,
      'summary: Abonnement genehmigen',
      'summary: Abonnement freigeben',
    );
    at.example = faults.replace(names, 'name: Product catalog sync', 'name: Product catalogue sync');
    at.property = faults.replace(upload, '"riverKilometer"', '"riverKilometre"');
    at.diagram = faults.replace(
      diagram,
      'GO_LIVE_REQUESTED --> LIVE: Marktplatzbetreiber genehmigt',
      'GO_LIVE_REQUESTED --> LIVE: Mandantenbetreiber genehmigt',
    );
    report = faults.npm('lint:terms');
    faults.restore();
  });

  test('the run fails', () => {
    assert.notEqual(report.status, 0, report.output);
  });

  test('a rejected German variant fails lint:terms at its file, line and column, naming the preferred term', () => {
    assert.match(
      report.output,
      new RegExp(
        `${germanTeamPage}:${at.german}:41 "freigeben" is not our term: write "genehmigen"\\. .+approveSubscription`,
      ),
    );
  });

  test('a British spelling on an English page fails lint:terms with the US term', () => {
    assert.match(
      report.output,
      new RegExp(`${englishTeamPage}:${at.british}:7 "organisation" is not our term: write "organization"`),
    );
    assert.match(
      report.output,
      new RegExp(`${englishTeamPage}:${at.british}:32 "catalogue" is not our term: write "catalog"`),
    );
  });

  test('a lowercase "id" in English prose fails lint:terms, while `id` in code passes', () => {
    assert.match(
      report.output,
      new RegExp(`${englishOrganizationsPage}:${at.id}:10 "id" is not our term: write "ID"`),
    );
    assert.doesNotMatch(report.output, new RegExp(`${englishOrganizationsPage}:${at.id}:3[89] `));
  });

  test('a rejected variant in a German OpenAPI text fails lint:terms at its line in the translation file', () => {
    assert.match(
      report.output,
      new RegExp(`${germanTranslation}:${at.translation}:\\d+ "freigeben" is not our term`),
    );
  });

  test('a British spelling in the examples of the English description and a rejected term in a diagram fail lint:terms', () => {
    assert.match(
      report.output,
      new RegExp(`${escape(names)}:${at.example}:\\d+ "catalogue" is not our term: write "catalog"`),
    );
    assert.match(
      report.output,
      new RegExp(`${escape(upload)}:${at.property}:\\d+ "Kilometre" is not our term: write "kilometer"`),
    );
    assert.match(
      report.output,
      new RegExp(
        `${diagram}:${at.diagram}:\\d+ "Mandantenbetreiber" is not our term: write "Marktplatzbetreiber"`,
      ),
    );
  });
});

describe('the term list', () => {
  test('a term without a reason fails lint:terms at its line in the term list', () => {
    const line = faults.replace(
      'terms/de.yml',
      '- preferred: Dateiablage',
      '- preferred: Dateiablage\n  reason: ""',
    );
    const result = faults.npm('lint:terms');
    assert.notEqual(result.status, 0, result.output);
    assert.match(
      result.output,
      new RegExp(`terms/de\\.yml:${line}: "reason" must say why the variants are rejected`),
    );
  });
});

describe('guides and description agree', () => {
  test('a header the description does not declare fails check:consistency', () => {
    const line = faults.insertParagraph(germanTeamPage, 'Jede Antwort trägt den Header `X-Request-Id`.');
    const result = faults.npm('check:consistency');
    assert.notEqual(result.status, 0, result.output);
    assert.ok(
      result.output.includes(
        `${germanTeamPage}:${line} the text names the header X-Request-Id, which no response or parameter`,
      ),
      result.output,
    );
  });

  test('a field name the description does not have fails check:consistency', () => {
    const line = faults.insertParagraph(englishTeamPage, 'The team lists its members in `memberUserIds`.');
    const result = faults.npm('check:consistency');
    assert.notEqual(result.status, 0, result.output);
    assert.ok(
      result.output.includes(
        `${englishTeamPage}:${line} \`memberUserIds\` names memberUserIds, which is no property`,
      ),
      result.output,
    );
  });

  test('a path through the response with an unknown segment fails check:consistency', () => {
    const line = faults.insertParagraph(germanTeamPage, 'Der Status steht in `subscriptions[].state`.');
    const result = faults.npm('check:consistency');
    assert.notEqual(result.status, 0, result.output);
    assert.ok(
      result.output.includes(`${germanTeamPage}:${line} \`subscriptions[].state\` names state`),
      result.output,
    );
  });

  test('a lifecycle state that no status enum has fails check:consistency', () => {
    const line = faults.replace(
      englishConsumerQuickStart,
      'CANCELLATION_REQUESTED --> CANCELLED: Other side confirms',
      'CANCELLATION_REQUESTED --> CANCELED: Other side confirms',
    );
    const result = faults.npm('check:consistency');
    assert.notEqual(result.status, 0, result.output);
    const lines = fs.readFileSync(path.join(faults.dir, englishConsumerQuickStart), 'utf8').split('\n');
    const fence =
      lines
        .slice(0, line)
        .map((text) => text.startsWith('```mermaid'))
        .lastIndexOf(true) + 1;
    assert.match(
      result.output,
      new RegExp(
        `${englishConsumerQuickStart}:${fence} the lifecycle diagram has the state CANCELED, which the status enum`,
      ),
    );
  });

  test('a changelog whose newest release is not info.version fails check:consistency', () => {
    // The newest heading, whether its release is published or in preparation, names another version.
    const heading = /^## (\d+\.\d+\.\d+) – .*$/m.exec(
      fs.readFileSync(path.join(faults.dir, germanChangelog), 'utf8'),
    );
    assert.ok(heading?.[1], `${germanChangelog} has a release heading`);
    const line = faults.replace(germanChangelog, heading[0], heading[0].replaceAll(heading[1], '9.0.0'));
    const result = faults.npm('check:consistency');
    assert.notEqual(result.status, 0, result.output);
    assert.ok(
      result.output.includes(
        `${germanChangelog}:${line} the newest release is 9.0.0, but the description's info.version`,
      ),
      result.output,
    );
  });

  test('a version number on the site that is not the released version fails check:consistency', () => {
    // The released version is the newest folder of openapi/releases/; the published site shows no newer one.
    const released = publishedVersions(path.join(faults.dir, 'openapi/releases'))[0] ?? '';
    const next = semver.inc(released, 'minor') ?? '';
    const page = faults.insertParagraph(englishTeamPage, `Since version ${next}, teams have a description.`);
    const announcement = faults.replace(
      'src/settings.ts',
      `en: 'New in ${released}:`,
      `en: 'New in ${next}:`,
    );
    const changelog = fs.readFileSync(path.join(faults.dir, germanChangelog), 'utf8');
    const dated = /^## (\d+\.\d+\.\d+) – \d{4}-\d{2}-\d{2}.*$/m.exec(changelog);
    assert.ok(dated?.[1] === released, `${germanChangelog}: the newest dated release is ${released}`);
    const heading = faults.replace(
      germanChangelog,
      dated[0],
      `## ${next} – 2099-01-01 {#${next.replace(/\./g, '-')}}\n\n${dated[0]}`,
    );
    const result = faults.npm('check:consistency');
    assert.notEqual(result.status, 0, result.output);
    for (const expected of [
      `${englishTeamPage}:${page} names version ${next}, but the released version (openapi/releases/) is ${released}`,
      `src/settings.ts:${announcement} names version ${next}, but the released version`,
      `${germanChangelog}:${heading} the newest dated release is ${next}, but the released version (openapi/releases/) is ${released}`,
    ]) {
      assert.ok(result.output.includes(expected), `${expected}\n${result.output}`);
    }
  });

  test('an operation the description does not have fails check:consistency, named or linked', () => {
    const named = faults.insertParagraph(
      englishTeamPage,
      'Call `GET /v1/teams` to list every team of the tenant.',
    );
    const linked = faults.insertParagraph(
      germanTeamPage,
      'Siehe [Alle Teams auflisten](/api/fetch-all-teams).',
    );
    const result = faults.npm('check:consistency');
    assert.notEqual(result.status, 0, result.output);
    assert.ok(
      result.output.includes(
        `${englishTeamPage}:${named} the text names GET /v1/teams, but the description has no`,
      ),
      result.output,
    );
    assert.ok(
      result.output.includes(
        `${germanTeamPage}:${linked} links /api/fetch-all-teams, but no operation has the page`,
      ),
      result.output,
    );
  });

  test("an example that sends another token than its operation's security fails check:consistency", () => {
    const line = faults.replace(
      germanTeamPage,
      'Authorization: Bearer $ACCESS_TOKEN',
      'Authorization: Bearer $TOKEN',
    );
    const result = faults.npm('check:consistency');
    assert.notEqual(result.status, 0, result.output);
    assert.match(
      result.output,
      new RegExp(
        `${germanTeamPage}:${line} \\w+ needs Authorization: Bearer \\$ACCESS_TOKEN, not Bearer \\$TOKEN`,
      ),
    );
  });

  test('a scope table row that grants fewer scopes than its operations need fails check:consistency', () => {
    const file = 'docs/advanced-guides/intro.mdx';
    const line = faults.replace(
      file,
      '| `organizations:read files:read` |',
      '| `products:read files:read` |',
    );
    const result = faults.npm('check:consistency');
    assert.notEqual(result.status, 0, result.output);
    assert.match(
      result.output,
      new RegExp(`${escape(file)}:${line} the row grants no organizations:read, which getTeamDetails needs`),
    );
  });

  test('a scope whose "Allows" differs from the description fails check:consistency', () => {
    const file = 'i18n/en/docusaurus-plugin-content-docs/current/guides/technical_user.mdx';
    const line = faults.replace(file, 'cancel and delete bundles', 'and cancel bundles');
    const result = faults.npm('check:consistency');
    assert.notEqual(result.status, 0, result.output);
    assert.match(
      result.output,
      new RegExp(
        `${escape(file)}:${line} subscriptions:write allows what the description says: "Request, review`,
      ),
    );
  });

  test('a lifecycle diagram without a transition its operation has per the description fails check:consistency', () => {
    const file = 'docs/guides/products/index.md';
    faults.replace(file, 'ohne laufende Abonnements (deleteProduct)', 'ohne laufende Abonnements');
    const result = faults.npm('check:consistency');
    assert.notEqual(result.status, 0, result.output);
    assert.match(
      result.output,
      new RegExp(`${escape(file)}:\\d+ the diagram shows no transition of deleteProduct from or to RETIRED`),
    );
  });

  test('a sidebar in another order than the guides overview recommends fails check:consistency', () => {
    faults.replace(
      'sidebars.ts',
      "'guides/organizations',\n        'guides/team',",
      "'guides/team',\n        'guides/organizations',",
    );
    const result = faults.npm('check:consistency');
    assert.notEqual(result.status, 0, result.output);
    assert.match(
      result.output,
      /docs\/guides\/index\.md:\d+ recommends the order guides\/organizations, guides\/team, .* but sidebars\.ts lists the guides as guides\/team, guides\/organizations,/,
    );
    assert.match(
      result.output,
      /i18n\/en\/docusaurus-plugin-content-docs\/current\/guides\/index\.md:\d+ recommends/,
    );
  });
});

describe('links, diagrams and the sandbox', () => {
  test("wrong operation link texts, a diagram after a colon and a seed ID as the reader's own fail check:consistency", () => {
    const german = faults.insertParagraph(germanTeamPage, 'Siehe [Team holen](/api/get-team-details).');
    const english = faults.insertParagraph(
      englishTeamPage,
      'See [`getTeam`](/api/get-team-details) and [Get the team](/api/get-team-details).',
    );
    const colon = faults.insertParagraph(
      'docs/guides/organizations.mdx',
      'So sieht eine Organisation aus:\n\n```mermaid\nflowchart LR\n  org --> team\n```',
    );
    const provider = 'docs/quick-start-guide/provider.mdx';
    const seed = faults.replace(
      provider,
      '  "id": "162aa7ba-2c33-4a0e-be8b-c1af40f3af14",\n  "providerOrganizationId"',
      '  "id": "9b2e7c1a-4d3f-4e5a-8b6c-7d8e9f0a1b2c",\n  "providerOrganizationId"',
    );
    const result = faults.npm('check:consistency');
    assert.notEqual(result.status, 0, result.output);
    const expected = [
      `${germanTeamPage}:${german} links /api/get-team-details as "Team holen": its title is "Team abrufen"`,
      `${englishTeamPage}:${english} links /api/get-team-details as \`getTeam\`: in code, name it getTeamDetails`,
      `${englishTeamPage}:${english} links /api/get-team-details as "Get the team": its title is "Get a team"`,
      `docs/guides/organizations.mdx:${colon} introduces the diagram below with a colon`,
    ];
    for (const message of expected)
      assert.ok(result.output.includes(message), `${message}\n\n${result.output}`);
    const lines = fs.readFileSync(path.join(faults.dir, provider), 'utf8').split('\n');
    const fence =
      lines
        .slice(0, seed)
        .map((text) => text.startsWith('```json response'))
        .lastIndexOf(true) + 1;
    assert.ok(
      result.output.includes(
        `${provider}:${fence} shows 9b2e7c1a-4d3f-4e5a-8b6c-7d8e9f0a1b2c, an ID of the sandbox's seed data`,
      ),
      result.output,
    );
  });
});

describe('quick starts need no guessing', () => {
  const germanConsumerQuickStart = 'docs/quick-start-guide/consumer.mdx';

  test('an ID that no earlier step gives fails check:consistency', () => {
    const line = faults.replace(
      germanConsumerQuickStart,
      '"teamId": "7e7ed271-1d99-4801-b7d4-5142afd49753",\n  "requestMessage"',
      '"teamId": "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",\n  "requestMessage"',
    );
    const result = faults.npm('check:consistency');
    assert.notEqual(result.status, 0, result.output);
    const lines = fs.readFileSync(path.join(faults.dir, germanConsumerQuickStart), 'utf8').split('\n');
    const request = lines.slice(0, line).lastIndexOf('POST /v1/subscriptions') + 1;
    assert.ok(
      result.output.includes(
        `${germanConsumerQuickStart}:${request} sends 0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e, which no earlier step`,
      ),
      result.output,
    );
  });

  test('a later call that needs a scope the technical user does not get fails check:consistency', () => {
    faults.replace(
      germanConsumerQuickStart,
      '"scopes": ["products:read", "subscriptions:write", "organizations:read", "files:read"]',
      '"scopes": ["products:read", "subscriptions:write", "files:read"]',
    );
    const result = faults.npm('check:consistency');
    assert.notEqual(result.status, 0, result.output);
    assert.match(
      result.output,
      new RegExp(
        `${germanConsumerQuickStart}:\\d+ getTeamDetails needs the scope organizations:read, which the technical user`,
      ),
    );
  });
});
