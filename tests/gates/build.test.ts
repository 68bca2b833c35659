/**
 * Link mistakes only the build can see. The project's own hook for a broken Markdown link runs in a real
 * production build of one locale (English, so the mistake goes into an English page) in a copy of the project
 * with its own git history; the API pages are generated first, then `docusaurus build` runs itself, as
 * `npm run build` does after generating. That a broken page link or anchor fails the build is Docusaurus' own
 * `onBrokenLinks`/`onBrokenAnchors` at work: the test here only holds the configuration that turns them on.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, afterEach, before, describe, test} from 'node:test';

import type {Config} from '@docusaurus/types';

import {warnOnBrokenMarkdownLink} from '../../config/markdownHooks';
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
  test('a link to a missing page or anchor fails the build, a missing image too; a Markdown link warns', async () => {
    const loaded = (await import('../../docusaurus.config')).default as unknown;
    const config = (await (typeof loaded === 'function' ? loaded() : loaded)) as Config;
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenAnchors, 'throw');
    assert.equal(config.markdown?.hooks?.onBrokenMarkdownImages, 'throw');
    assert.equal(config.markdown?.hooks?.onBrokenMarkdownLinks, warnOnBrokenMarkdownLink);
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
