/**
 * The writer-facing gates that need no build, each failing on one injected mistake with a message that names the
 * file (and the line where there is one). That they pass on the real content is `npm run check`'s part, which
 * runs each of them.
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
  test('a misspelled German word fails lint:spelling at its file and line', () => {
    const line = faults.insertParagraph(germanTeamPage, 'Jede Organisatoin hat mindestens ein Mitglied.');
    const result = faults.npm('lint:spelling');
    assert.notEqual(result.status, 0, result.output);
    assert.match(
      result.output,
      new RegExp(`${germanTeamPage}:${line}:\\d+\\s+- Unknown word \\(Organisatoin\\)`),
    );
  });

  test('a misspelled English word fails lint:spelling at its file and line', () => {
    const line = faults.insertParagraph(englishTeamPage, 'Every organizaton has at least one member.');
    const result = faults.npm('lint:spelling');
    assert.notEqual(result.status, 0, result.output);
    assert.match(
      result.output,
      new RegExp(`${englishTeamPage}:${line}:\\d+\\s+- Unknown word \\(organizaton\\)`),
    );
  });

  test('German pages are not checked against the English dictionary', () => {
    const line = faults.insertParagraph(germanTeamPage, 'We offer many products weekly.');
    const result = faults.npm('lint:spelling');
    assert.notEqual(result.status, 0, result.output);
    assert.match(result.output, new RegExp(`${germanTeamPage}:${line}:\\d+\\s+- Unknown word \\(offer\\)`));
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
  test('a German page without its English version fails check:translations naming both paths', () => {
    faults.remove(englishTeamPage);
    const result = faults.npm('check:translations');
    assert.notEqual(result.status, 0, result.output);
    assert.ok(
      result.output.includes(`${germanTeamPage}:1 has no English version: create ${englishTeamPage}`),
      result.output,
    );
  });

  test('an English page without a German page fails check:translations', () => {
    faults.remove(germanTeamPage);
    const result = faults.npm('check:translations');
    assert.notEqual(result.status, 0, result.output);
    assert.ok(
      result.output.includes(`${englishTeamPage}:1 has no German page ${germanTeamPage}`),
      result.output,
    );
  });

  test('a heading id only one language has fails check:translations at its line', () => {
    const line = faults.replace(englishTeamPage, '{#concepts}', '{#terms}');
    const result = faults.npm('check:translations');
    assert.notEqual(result.status, 0, result.output);
    assert.match(
      result.output,
      new RegExp(`${englishTeamPage}:${line} heading id #terms is missing in ${germanTeamPage}`),
    );
    assert.match(
      result.output,
      new RegExp(`${germanTeamPage}:\\d+ heading id #concepts is missing in ${englishTeamPage}`),
    );
  });

  test('an API link only one language has fails check:translations at its line', () => {
    const line = faults.insertParagraph(germanTeamPage, 'Siehe [Bundle anfragen](/api/create-bundle).');
    const result = faults.npm('check:translations');
    assert.notEqual(result.status, 0, result.output);
    assert.ok(
      result.output.includes(`${germanTeamPage}:${line} links /api/create-bundle, but ${englishTeamPage}`),
    );
  });

  test('a German UI string left in English fails check:translations at its line in code.json', () => {
    faults.replace('i18n/de/code.json', '"message": "Startseite"', '"message": "Home page"');
    const result = faults.npm('check:translations');
    assert.notEqual(result.status, 0, result.output);
    assert.match(
      result.output,
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
