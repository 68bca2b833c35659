/**
 * Link mistakes only the build can see, each in a real production build of one locale (English, so the
 * mistake goes into an English page; Docusaurus names the page by its path within the locale) in a copy of the project with its own git history. The API pages are
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
    assert.match(result.output, /Unable to build website for locale en/);
    assert.match(result.output, /Docusaurus found broken links!/);
    assert.match(
      result.output,
      /Broken link on source page path = \/en\/docs\/guides\/team:\s+-> linking to \/en\/docs\/guides\/roles\s/,
    );
  });

  test('a link to an anchor the target page lacks fails the build and names the page it is on', () => {
    faults.insertParagraph(englishTeamPage, 'See [the term](/docs/glossar/intro#no-such-term).');
    const result = buildEnglish();
    assert.notEqual(result.status, 0, result.output);
    assert.match(result.output, /Unable to build website for locale en/);
    assert.match(result.output, /Docusaurus found broken anchors!/);
    assert.match(
      result.output,
      /Broken anchor on source page path = \/en\/docs\/guides\/team:\s+-> linking to \/en\/docs\/glossar\/intro#no-such-term/,
    );
  });

  // onBrokenMarkdownLinks is 'warn': compiling goes on and names every such link with file and line. The
  // link stays in the page as written, so the link check at the end of the build then rejects it too.
  test('a markdown link to a missing file warns with file and line, the build goes on to the link check', () => {
    const line = faults.insertParagraph(englishTeamPage, 'See [the roles guide](./roles.mdx).');
    const result = buildEnglish();
    assert.match(
      result.output,
      new RegExp(
        `\\[WARNING\\] Markdown link with URL \`\\./roles\\.mdx\` in source file "${englishTeamPage}" \\(${line}:\\d+\\)`,
      ),
    );
    assert.match(result.output, /Docusaurus found broken links!/, 'the build went on to the link check');
    assert.match(result.output, /-> linking to \.\/roles\.mdx/);
    assert.notEqual(result.status, 0, result.output);
  });
});
