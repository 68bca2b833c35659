/**
 * A page names another operation as a link to its page, with its title, not by a bare operationId: a reader cannot
 * follow `getTeamDetails`, and it says nothing in their language. Read in every page's Markdown copy (the text
 * the page shows), code blocks left out: samples and diagrams may speak the API's language.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';

import {locales} from '../../config/site';
import {fileForUrl} from '../lib/builtSite';
import {operationsOf} from '../lib/description';
import {llmsTxtOf, sitePath} from '../lib/llmsTxt';
import {useBuiltSite} from '../lib/useBuiltSite';

useBuiltSite();

/** Each operationId in the text outside code blocks, as `line N: id`. */
function bareOperationIds(markdown: string, operationIds: ReadonlySet<string>): string[] {
  let inBlock = false;
  return markdown.split('\n').flatMap((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inBlock = !inBlock;
      return [];
    }
    if (inBlock) return [];
    // A link's text may name the operation it leads to, as the changelog's lists of changes do.
    const unlinked = line.replace(/\[[^\]]*\]\([^)]*\)/g, '');
    return [...unlinked.matchAll(/[A-Za-z][A-Za-z0-9]*/g)]
      .filter((word) => operationIds.has(word[0]))
      .map((word) => `line ${index + 1}: ${word[0]}`);
  });
}

for (const locale of locales) {
  test(`${locale}: no page names an operation by its operationId outside code blocks`, () => {
    const ids = new Set(operationsOf(locale).map((operation) => operation.operationId));
    const problems = llmsTxtOf(locale).links.flatMap((link) => {
      const url = sitePath(link.href);
      const file = url?.endsWith('.md') ? fileForUrl(url) : undefined;
      if (url === undefined || file === undefined) return [];
      return bareOperationIds(fs.readFileSync(file, 'utf8'), ids).map((problem) => `${url}: ${problem}`);
    });
    assert.deepEqual(problems, []);
  });
}

test('the check finds an operationId in text and code spans, not in code blocks, links or other words', () => {
  const ids = new Set(['getTeamDetails']);
  const markdown =
    'Use `getTeamDetails` or getTeamDetails.\n\n```bash\ngetTeamDetails\n```\n\ngetTeamDetailsX [`getTeamDetails`](/api/x)';
  assert.deepEqual(bareOperationIds(markdown, ids), ['line 1: getTeamDetails', 'line 1: getTeamDetails']);
});
