/**
 * The gates that keep the guides, the OpenAPI description and the vocabulary in step (`npm run lint:terms` and
 * `npm run check:consistency`, both part of `npm run check`, which shows them passing on the real content): each
 * fails on injected mistakes, each reported with a message that names its file and line.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, afterEach, before, describe, test} from 'node:test';
import semver from 'semver';

import {copyProject, removeCopy} from '../../scripts/lib/projectCopy';
import {publishedVersions} from '../../src/releases/store';
import {settings} from '../../src/settings';
import {englishTeamPage, Faults, germanTeamPage} from '../lib/faults';

const germanChangelog = 'src/pages/changelog.md';
const englishChangelog = 'i18n/en/docusaurus-plugin-content-pages/changelog.md';
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
    at.property = faults.replace(upload, '"altitudeMeters"', '"altitudeMetres"');
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
      new RegExp(`${escape(upload)}:${at.property}:\\d+ "Metres" is not our term: write "meter"`),
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

describe('check:consistency', () => {
  // One run of the gate over all the mistakes below, as a pull request may bring them: each test finds its own
  // in the report. A run reads all pages and the description (about 3 s of CPU), so one run instead of fifteen.
  const germanConsumerQuickStart = 'docs/quick-start-guide/consumer.mdx';
  const providerQuickStart = 'docs/quick-start-guide/provider.mdx';
  const scopeTablePage = 'docs/advanced-guides/intro.mdx';
  const productsGuide = 'docs/guides/products/index.md';
  const englishTechnicalUsersGuide =
    'i18n/en/docusaurus-plugin-content-docs/current/guides/technical_user.mdx';
  const at: Record<string, number> = {};
  /** The line of the fence that opens the block around `line`, as the gate reports a block's mistakes. */
  const fenceAbove = (file: string, line: number, opening: string): number =>
    fs
      .readFileSync(path.join(faults.dir, file), 'utf8')
      .split('\n')
      .slice(0, line)
      .map((text) => text.startsWith(opening))
      .lastIndexOf(true) + 1;
  let released = '';
  let next = '';
  let report: {status: number; output: string};

  before(() => {
    const header = 'Jede Antwort trägt den Header `X-Request-Id`.';
    const field = 'The team lists its members in `memberUserIds`.';
    const responsePath = 'Der Status steht in `subscriptions[].state`.';
    faults.insertParagraph(germanTeamPage, header);
    faults.insertParagraph(englishTeamPage, field);
    faults.insertParagraph(germanTeamPage, responsePath);
    faults.replace(
      englishConsumerQuickStart,
      'CANCELLATION_REQUESTED --> CANCELLED: Other side confirms',
      'CANCELLATION_REQUESTED --> CANCELED: Other side confirms',
    );

    // The newest heading, whether its release is published or in preparation, names another version (in the
    // English changelog: the German one gets a newer dated release below).
    const newest = /^## (\d+\.\d+\.\d+) – .*$/m.exec(
      fs.readFileSync(path.join(faults.dir, englishChangelog), 'utf8'),
    );
    assert.ok(newest?.[1], `${englishChangelog} has a release heading`);
    const unreleasedHeading = newest[0].replaceAll(newest[1], '9.0.0');
    faults.replace(englishChangelog, newest[0], unreleasedHeading);

    // The released version is the newest folder of openapi/releases/; the published site shows no newer one.
    released = publishedVersions(path.join(faults.dir, 'openapi/releases'))[0] ?? '';
    next = semver.inc(released, 'minor') ?? '';
    const sinceNext = `Since version ${next}, teams have a description.`;
    faults.insertParagraph(englishTeamPage, sinceNext);
    const announcement = settings.announcement.text.en;
    at.announcement = faults.replace('src/settings.ts', announcement, `New in ${next}: ${announcement}`);
    const dated = /^## (\d+\.\d+\.\d+) – \d{4}-\d{2}-\d{2}.*$/m.exec(
      fs.readFileSync(path.join(faults.dir, germanChangelog), 'utf8'),
    );
    assert.ok(dated?.[1] === released, `${germanChangelog}: the newest dated release is ${released}`);
    const nextHeading = `## ${next} – 2099-01-01 {#${next.replace(/\./g, '-')}}`;
    faults.replace(germanChangelog, dated[0], `${nextHeading}\n\n${dated[0]}`);

    const namedOperation = 'Call `GET /v1/teams` to list every team of the tenant.';
    const linkedOperation = 'Siehe [Alle Teams auflisten](/api/fetch-all-teams).';
    faults.insertParagraph(englishTeamPage, namedOperation);
    faults.insertParagraph(germanTeamPage, linkedOperation);
    faults.replace(germanTeamPage, 'Authorization: Bearer $ACCESS_TOKEN', 'Authorization: Bearer $TOKEN');
    at.scopeRow = faults.replace(
      scopeTablePage,
      '| `organizations:read files:read` |',
      '| `products:read files:read` |',
    );
    at.scopeText = faults.replace(
      englishTechnicalUsersGuide,
      'cancel and delete bundles',
      'and cancel bundles',
    );
    faults.replace(productsGuide, 'ohne laufende Abonnements (deleteProduct)', 'ohne laufende Abonnements');
    faults.replace(
      'sidebars.ts',
      "'guides/organizations',\n        'guides/team',",
      "'guides/team',\n        'guides/organizations',",
    );

    const germanLinkText = 'Siehe [Team holen](/api/get-team-details).';
    const englishLinkTexts =
      'See [`getTeam`](/api/get-team-details) and [Get the team](/api/get-team-details).';
    faults.insertParagraph(germanTeamPage, germanLinkText);
    faults.insertParagraph(englishTeamPage, englishLinkTexts);
    const colon = 'So sieht eine Organisation aus:';
    faults.insertParagraph(
      'docs/guides/organizations.mdx',
      `${colon}\n\n\`\`\`mermaid\nflowchart LR\n  org --> team\n\`\`\``,
    );
    const seed = faults.replace(
      providerQuickStart,
      '  "id": "162aa7ba-2c33-4a0e-be8b-c1af40f3af14",\n  "providerOrganizationId"',
      '  "id": "9b2e7c1a-4d3f-4e5a-8b6c-7d8e9f0a1b2c",\n  "providerOrganizationId"',
    );

    const unknownId = faults.replace(
      germanConsumerQuickStart,
      '"teamId": "7e7ed271-1d99-4801-b7d4-5142afd49753",\n  "requestMessage"',
      '"teamId": "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",\n  "requestMessage"',
    );
    faults.replace(
      germanConsumerQuickStart,
      '"scopes": ["products:read", "subscriptions:write", "organizations:read", "files:read"]',
      '"scopes": ["products:read", "subscriptions:write", "files:read"]',
    );

    // Where each mistake is once all are in: insertions into the same page move the ones before them down.
    at.header = faults.lineOf(germanTeamPage, header);
    at.field = faults.lineOf(englishTeamPage, field);
    at.responsePath = faults.lineOf(germanTeamPage, responsePath);
    at.lifecycleFence = fenceAbove(
      englishConsumerQuickStart,
      faults.lineOf(englishConsumerQuickStart, '--> CANCELED: Other side confirms'),
      '```mermaid',
    );
    at.unreleasedHeading = faults.lineOf(englishChangelog, unreleasedHeading);
    at.sinceNext = faults.lineOf(englishTeamPage, sinceNext);
    at.nextHeading = faults.lineOf(germanChangelog, nextHeading);
    at.namedOperation = faults.lineOf(englishTeamPage, namedOperation);
    at.linkedOperation = faults.lineOf(germanTeamPage, linkedOperation);
    at.token = faults.lineOf(germanTeamPage, 'Authorization: Bearer $TOKEN');
    at.germanLinkText = faults.lineOf(germanTeamPage, germanLinkText);
    at.englishLinkTexts = faults.lineOf(englishTeamPage, englishLinkTexts);
    at.colon = faults.lineOf('docs/guides/organizations.mdx', colon);
    at.seedFence = fenceAbove(providerQuickStart, seed, '```json response');
    at.unknownIdRequest =
      fs
        .readFileSync(path.join(faults.dir, germanConsumerQuickStart), 'utf8')
        .split('\n')
        .slice(0, unknownId)
        .lastIndexOf('POST /v1/subscriptions') + 1;

    report = faults.npm('check:consistency');
    faults.restore();
  });

  const reports = (expected: string): void => {
    assert.ok(report.output.includes(expected), `${expected}\n\n${report.output}`);
  };

  test('the run fails', () => {
    assert.notEqual(report.status, 0, report.output);
  });

  describe('guides and description agree', () => {
    test('a header the description does not declare fails check:consistency', () => {
      reports(
        `${germanTeamPage}:${at.header} the text names the header X-Request-Id, which no response or parameter`,
      );
    });

    test('a field name the description does not have fails check:consistency', () => {
      reports(`${englishTeamPage}:${at.field} \`memberUserIds\` names memberUserIds, which is no property`);
    });

    test('a path through the response with an unknown segment fails check:consistency', () => {
      reports(`${germanTeamPage}:${at.responsePath} \`subscriptions[].state\` names state`);
    });

    test('a lifecycle state that no status enum has fails check:consistency', () => {
      reports(
        `${englishConsumerQuickStart}:${at.lifecycleFence} the lifecycle diagram has the state CANCELED, which the status enum`,
      );
    });

    test('a changelog whose newest release is not info.version fails check:consistency', () => {
      reports(
        `${englishChangelog}:${at.unreleasedHeading} the newest release is 9.0.0, but the description's info.version`,
      );
    });

    test('a version number on the site that is not the released version fails check:consistency', () => {
      reports(
        `${englishTeamPage}:${at.sinceNext} names version ${next}, but the released version (openapi/releases/) is ${released}`,
      );
      reports(`src/settings.ts:${at.announcement} names version ${next}, but the released version`);
      reports(
        `${germanChangelog}:${at.nextHeading} the newest dated release is ${next}, but the released version (openapi/releases/) is ${released}`,
      );
    });

    test('an operation the description does not have fails check:consistency, named or linked', () => {
      reports(
        `${englishTeamPage}:${at.namedOperation} the text names GET /v1/teams, but the description has no`,
      );
      reports(
        `${germanTeamPage}:${at.linkedOperation} links /api/fetch-all-teams, but no operation has the page`,
      );
    });

    test("an example that sends another token than its operation's security fails check:consistency", () => {
      assert.match(
        report.output,
        new RegExp(
          `${germanTeamPage}:${at.token} \\w+ needs Authorization: Bearer \\$ACCESS_TOKEN, not Bearer \\$TOKEN`,
        ),
      );
    });

    test('a scope table row that grants fewer scopes than its operations need fails check:consistency', () => {
      assert.match(
        report.output,
        new RegExp(
          `${escape(scopeTablePage)}:${at.scopeRow} the row grants no organizations:read, which getTeamDetails needs`,
        ),
      );
    });

    test('a scope whose "Allows" differs from the description fails check:consistency', () => {
      assert.match(
        report.output,
        new RegExp(
          `${escape(englishTechnicalUsersGuide)}:${at.scopeText} subscriptions:write allows what the description says: "Request, review`,
        ),
      );
    });

    test('a lifecycle diagram without a transition its operation has per the description fails check:consistency', () => {
      assert.match(
        report.output,
        new RegExp(
          `${escape(productsGuide)}:\\d+ the diagram shows no transition of deleteProduct from or to RETIRED`,
        ),
      );
    });

    test('a sidebar in another order than the guides overview recommends fails check:consistency', () => {
      assert.match(
        report.output,
        /docs\/guides\/index\.md:\d+ recommends the order guides\/organizations, guides\/team, .* but sidebars\.ts lists the guides as guides\/team, guides\/organizations,/,
      );
      assert.match(
        report.output,
        /i18n\/en\/docusaurus-plugin-content-docs\/current\/guides\/index\.md:\d+ recommends/,
      );
    });
  });

  describe('links, diagrams and the sandbox', () => {
    test("wrong operation link texts, a diagram after a colon and a seed ID as the reader's own fail check:consistency", () => {
      for (const expected of [
        `${germanTeamPage}:${at.germanLinkText} links /api/get-team-details as "Team holen": its title is "Team abrufen"`,
        `${englishTeamPage}:${at.englishLinkTexts} links /api/get-team-details as \`getTeam\`: in code, name it getTeamDetails`,
        `${englishTeamPage}:${at.englishLinkTexts} links /api/get-team-details as "Get the team": its title is "Get a team"`,
        `docs/guides/organizations.mdx:${at.colon} introduces the diagram below with a colon`,
        `${providerQuickStart}:${at.seedFence} shows 9b2e7c1a-4d3f-4e5a-8b6c-7d8e9f0a1b2c, an ID of the sandbox's seed data`,
      ])
        reports(expected);
    });
  });

  describe('quick starts need no guessing', () => {
    test('an ID that no earlier step gives fails check:consistency', () => {
      reports(
        `${germanConsumerQuickStart}:${at.unknownIdRequest} sends 0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e, which no earlier step`,
      );
    });

    test('a later call that needs a scope the technical user does not get fails check:consistency', () => {
      assert.match(
        report.output,
        new RegExp(
          `${germanConsumerQuickStart}:\\d+ getTeamDetails needs the scope organizations:read, which the technical user`,
        ),
      );
    });
  });
});
