/**
 * The Markdown copies of the operation pages read as text: words the HTML sets apart with CSS are apart, and
 * nothing is left as an HTML entity (`**Beispiel:&#x20;**`, `### Anfragekörper**erforderlich**`).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {buildDir, locales} from '../../scripts/lib/site';
import {operationsOf} from '../lib/description';
import {localizedUrl} from '../lib/routes';
import {useBuiltSite} from '../lib/useBuiltSite';

useBuiltSite();

/** What of a Markdown text is prose: code blocks and code spans are taken as they are. */
const prose = (markdown: string): string => markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '``');

function gluedOrEncoded(markdown: string): string[] {
  const text = prose(markdown);
  const patterns: Array<[RegExp, string]> = [
    [/&#?[a-z0-9]+;/gi, 'an HTML entity'],
    [/\*\*(?=\S)[^*\n]*\S\*\*[\p{L}\p{N}]/gu, 'a word glued to bold text'],
    [/[\p{L}\p{N}]\*\*(?=\S)[^*\n]*\S\*\*/gu, 'bold text glued to a word'],
    [/\b(string|integer|number|boolean|object|array)(\\?<[^>]*>)?(erforderlich|required)\b/g, 'a type glued to "required"'],
  ];
  return patterns.flatMap(([pattern, what]) =>
    [...text.matchAll(pattern)].map((match) => `${what}: ${JSON.stringify(match[0])}`),
  );
}

for (const locale of locales) {
  test(`${locale}: the Markdown copies of the operation pages have spaces between words and no entities`, () => {
    const problems = operationsOf(locale).flatMap((operation) => {
      const url = localizedUrl(locale, `/api/${operation.slug}`);
      const markdown = fs.readFileSync(path.join(buildDir, `${url.replace(/^\//, '')}.md`), 'utf8');
      return gluedOrEncoded(markdown).map((problem) => `${url}.md: ${problem}`);
    });
    assert.deepEqual(problems, []);
  });
}

test('the check finds glued words and entities', () => {
  assert.equal(gluedOrEncoded('### Anfragekörper**erforderlich**\n\n**Beispiel:&#x20;**`x`\n\n**name**string').length, 3);
  assert.deepEqual(gluedOrEncoded('**name** string erforderlich\n\n`a&amp;b`'), []);
});
