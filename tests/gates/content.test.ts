/**
 * The writer-facing gates that need no build, each failing on injected mistakes with a message that names the
 * file (and the line where there is one). Mistakes one gate reports independently are injected together and the
 * gate runs once. That they pass on the real content is `npm run check`'s part, which runs each of them.
 */
import assert from 'node:assert/strict';
import {after, afterEach, before, describe, test} from 'node:test';

import {copyProject, removeCopy} from '../../scripts/lib/projectCopy';
import {englishTeamPage, Faults, germanTeamPage} from '../lib/faults';

let faults: Faults;

before(() => {
  faults = new Faults(copyProject());
});
afterEach(() => faults.restore());
after(() => removeCopy(faults.dir));

describe('spelling', () => {
  // One run over the three mistakes (a run reads every page of both languages).
  const germanTypo = 'Jede Organisatoin hat mindestens ein Mitglied.';
  const englishTypo = 'Every organizaton has at least one member.';
  const englishInGerman = 'We offer many products weekly.';
  const at: Record<string, number> = {};
  let report: {status: number; output: string};
  before(() => {
    faults.insertParagraph(germanTeamPage, germanTypo);
    at.englishTypo = faults.insertParagraph(englishTeamPage, englishTypo);
    faults.insertParagraph(germanTeamPage, englishInGerman);
    at.germanTypo = faults.lineOf(germanTeamPage, germanTypo);
    at.englishInGerman = faults.lineOf(germanTeamPage, englishInGerman);
    report = faults.npm('lint:spelling');
    faults.restore();
  });

  test('the run fails', () => {
    assert.notEqual(report.status, 0, report.output);
  });

  test('a misspelled German word fails lint:spelling at its file and line', () => {
    assert.match(
      report.output,
      new RegExp(`${germanTeamPage}:${at.germanTypo}:\\d+\\s+- Unknown word \\(Organisatoin\\)`),
    );
  });

  test('a misspelled English word fails lint:spelling at its file and line', () => {
    assert.match(
      report.output,
      new RegExp(`${englishTeamPage}:${at.englishTypo}:\\d+\\s+- Unknown word \\(organizaton\\)`),
    );
  });

  test('German pages are not checked against the English dictionary', () => {
    assert.match(
      report.output,
      new RegExp(`${germanTeamPage}:${at.englishInGerman}:\\d+\\s+- Unknown word \\(offer\\)`),
    );
  });
});

describe('markdown style', () => {
  test('a heading that skips a level fails lint:md at its file and line', () => {
    const line = faults.insertParagraph(germanTeamPage, '#### Zu tief {#too-deep}');
    const result = faults.npm('lint:md');
    assert.notEqual(result.status, 0, result.output);
    assert.match(
      result.output,
      new RegExp(`${germanTeamPage}:${line}(:\\d+)? error MD001/heading-increment`),
    );
  });
});

describe('translations', () => {
  // One run over the five mistakes, each in a page of its own or in code.json (a run reads every page).
  const germanOnly = {
    german: 'docs/guides/marketplace.mdx',
    english: 'i18n/en/docusaurus-plugin-content-docs/current/guides/marketplace.mdx',
  };
  const englishOnly = {
    german: 'docs/guides/filesharing.mdx',
    english: 'i18n/en/docusaurus-plugin-content-docs/current/guides/filesharing.mdx',
  };
  const apiLink = 'Siehe [Bundle anfragen](/api/create-bundle).';
  let report: {status: number; output: string};
  let headingId = 0;
  let apiLinkLine = 0;
  before(() => {
    faults.remove(germanOnly.english);
    faults.remove(englishOnly.german);
    headingId = faults.replace(englishTeamPage, '{#concepts}', '{#terms}');
    apiLinkLine = faults.insertParagraph(germanTeamPage, apiLink);
    faults.replace('i18n/de/code.json', '"message": "Startseite"', '"message": "Home page"');
    report = faults.npm('check:translations');
    faults.restore();
  });

  test('the run fails', () => {
    assert.notEqual(report.status, 0, report.output);
  });

  test('a German page without its English version fails check:translations naming both paths', () => {
    assert.ok(
      report.output.includes(`${germanOnly.german}:1 has no English version: create ${germanOnly.english}`),
      report.output,
    );
  });

  test('an English page without a German page fails check:translations', () => {
    assert.ok(
      report.output.includes(`${englishOnly.english}:1 has no German page ${englishOnly.german}`),
      report.output,
    );
  });

  test('a heading id only one language has fails check:translations at its line', () => {
    assert.match(
      report.output,
      new RegExp(`${englishTeamPage}:${headingId} heading id #terms is missing in ${germanTeamPage}`),
    );
    assert.match(
      report.output,
      new RegExp(`${germanTeamPage}:\\d+ heading id #concepts is missing in ${englishTeamPage}`),
    );
  });

  test('an API link only one language has fails check:translations at its line', () => {
    assert.ok(
      report.output.includes(
        `${germanTeamPage}:${apiLinkLine} links /api/create-bundle, but ${englishTeamPage}`,
      ),
      report.output,
    );
  });

  test('a German UI string left in English fails check:translations at its line in code.json', () => {
    assert.match(
      report.output,
      /i18n\/en\/code\.json:\d+ "theme\.docs\.breadcrumbs\.home" is "Home page" in German and English/,
    );
  });
});

describe('stale translations', () => {
  test('a changed German page makes its English page stale until the review is recorded', () => {
    faults.insertParagraph(germanTeamPage, 'Ein neuer Absatz, den die englische Seite noch nicht kennt.');
    const stale = faults.npm('check:stale-translations');
    assert.notEqual(stale.status, 0, stale.output);
    assert.ok(
      stale.output.includes(`${englishTeamPage}:1 is stale: ${germanTeamPage} changed`),
      stale.output,
    );
    const command = `npm run translations:reviewed -- ${germanTeamPage}`;
    assert.ok(stale.output.includes(command), `the output names the command "${command}":\n${stale.output}`);

    faults.keep('i18n/en/translation-sources.json');
    const reviewed = faults.npm('translations:reviewed', germanTeamPage);
    assert.equal(reviewed.status, 0, reviewed.output);
    const after = faults.npm('check:stale-translations');
    assert.equal(after.status, 0, after.output);
  });
});

describe('UI strings in components', () => {
  test('untranslated text in a component fails ESLint at its file and line', () => {
    const file = 'src/components/HomepageHero/index.tsx';
    faults.replace(file, '</Heading>', '</Heading>\n        <p>Jetzt loslegen</p>');
    const result = faults.tool('eslint', file);
    assert.notEqual(result.status, 0, result.output);
    assert.match(result.output, /src\/components\/HomepageHero\/index\.tsx/);
    assert.match(result.output, /\d+:\d+\s+error\s+.*@docusaurus\/no-untranslated-text/);
  });
});
