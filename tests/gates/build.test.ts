/**
 * Link mistakes only the build can see, each in a real production build of one locale (English, so the
 * mistake goes into an English page; Docusaurus names the page by its path within the locale) in a copy of the project with its own git history. The API pages are
 * generated once; each build then runs `docusaurus build` itself, as `npm run build` does after generating.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, afterEach, before, describe, test} from 'node:test';

import {commitAll, copyProject, removeCopy} from '../../scripts/lib/projectCopy';
import {englishTeamPage, Faults} from '../lib/faults';

let faults: Faults;

function buildEnglish(): ReturnType<Faults['buildPages']> {
  return faults.buildPages('en');
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

  // A broken Markdown link warns with file and line and the build goes on (config/markdownHooks.ts): the
  // page is published with the link as written, and the site-wide link check does not fail the build for it.
  test('a markdown link to a missing file warns with file and line, and the build succeeds', () => {
    const line = faults.insertParagraph(englishTeamPage, 'See [the roles guide](./roles.mdx).');
    const result = buildEnglish();
    assert.equal(result.status, 0, result.output);
    assert.match(
      result.output,
      new RegExp(
        `\\[WARNING\\] Markdown link with URL \`\\./roles\\.mdx\` in source file "${englishTeamPage}" \\(${line}:\\d+\\)`,
      ),
    );
    assert.doesNotMatch(result.output, /Docusaurus found broken links!/);
    const page = fs.readFileSync(path.join(faults.dir, 'build/en/docs/guides/team/index.html'), 'utf8');
    const link = /<a href="?([^\s">]+)"?[^>]*>the roles guide<\/a>/.exec(page);
    assert.equal(link?.[1], './roles.mdx', 'the link is published as written');
  });
});
