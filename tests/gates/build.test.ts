/**
 * Link mistakes only the build can see, each in a real production build of one locale (English, so the
 * mistake goes into an English page) in a copy of the project with its own git history. The API pages are
 * generated once; each build then runs `docusaurus build` itself, as `npm run build` does after generating.
 */
import assert from 'node:assert/strict';
import {after, afterEach, before, describe, test} from 'node:test';

import {commitAll, copyProject, removeCopy} from '../../scripts/lib/projectCopy';
import {englishTeamPage, Faults} from '../lib/faults';

let faults: Faults;

function buildEnglish(): ReturnType<Faults['npm']> {
  return faults.npm('docusaurus', 'build', '--locale', 'en');
}

before(() => {
  faults = new Faults(copyProject());
  const generated = faults.npm('gen-api-docs');
  assert.equal(generated.status, 0, generated.output);
  commitAll(faults.dir);
});
afterEach(() => faults.restore());
after(() => removeCopy(faults.dir));

describe('links in a page', () => {
  test('a link to a page that does not exist fails the build and names the page it is on', () => {
    faults.insertParagraph(englishTeamPage, 'See [the roles guide](/docs/guides/roles).');
    const result = buildEnglish();
    assert.notEqual(result.status, 0, result.output);
    assert.match(result.output, /broken links/i);
    assert.match(
      result.output,
      /Broken link on source page path = \/en\/docs\/guides\/team:\s+-> linking to \/en\/docs\/guides\/roles/,
    );
  });

  test('a link to an anchor the target page lacks fails the build and names the page it is on', () => {
    faults.insertParagraph(englishTeamPage, 'See [the term](/docs/glossar/intro#no-such-term).');
    const result = buildEnglish();
    assert.notEqual(result.status, 0, result.output);
    assert.match(result.output, /broken anchors/i);
    assert.match(
      result.output,
      /Broken anchor on source page path = \/en\/docs\/guides\/team:\s+-> linking to \/en\/docs\/glossar\/intro#no-such-term/,
    );
  });

  test('a markdown link to a file that does not exist warns with the file, and the build goes on', () => {
    faults.insertParagraph(englishTeamPage, 'See [the roles guide](./roles.mdx).');
    const result = buildEnglish();
    assert.equal(result.status, 0, result.output);
    assert.match(result.output, /\[WARNING\]/);
    assert.ok(result.output.includes('./roles.mdx'), result.output);
    assert.ok(result.output.includes(englishTeamPage), result.output);
  });
});
