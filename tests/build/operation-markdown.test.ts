/**
 * The Markdown copies of the operation pages read as text: words the HTML sets apart with CSS are apart, and
 * nothing is left as an HTML entity (`**Beispiel:&#x20;**`, `### Anfragekörper**erforderlich**`). What the page
 * shows with tabs and indentation keeps its structure: each response under a heading with its status, each
 * property of a parameter or body in a list item of its own.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import escapeRegExp from 'lodash/escapeRegExp';

import {codeSampleLanguages} from '../../config/codeSampleLanguages';
import {buildDir, locales, type Locale} from '../../config/site';
import {fieldNamesOf, loadDescription, operationsOf, responseCodesOf, type Operation} from '../lib/description';
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

function markdownOf(locale: Locale, operation: Operation): {file: string; markdown: string} {
  const file = `${localizedUrl(locale, `/api/${operation.slug}`).replace(/^\//, '')}.md`;
  return {file, markdown: fs.readFileSync(path.join(buildDir, file), 'utf8')};
}

const responsesHeading: Record<Locale, string> = {de: '## Antworten', en: '## Responses'};

/** The level-3 headings between the responses heading and the next level-2 heading. */
function responseHeadings(locale: Locale, markdown: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(responsesHeading[locale]);
  if (start === -1) return [];
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .flatMap((line) => (line.startsWith('### ') ? [line.slice(4)] : []));
}

/** Lists made only of status codes or of the code samples' languages: tab names without their panels. */
function tabNameLists(markdown: string): string[] {
  const languages = codeSampleLanguages.map(({lang}) => escapeRegExp(lang));
  const tabName = `(?:\\d{3}|default|${languages.join('|')})`;
  return [...markdown.matchAll(new RegExp(`^(?:[*-] ${tabName}\\n){2,}`, 'gm'))].map((match) => match[0]);
}

const exampleFromSchema: Record<Locale, string> = {de: '**Beispiel (automatisch)**', en: '**Example (auto)**'};

/**
 * What each response section shows wrongly: a JSON example whose `status` is not the section's status code, or the
 * example built from the schema beside an example of the description's own.
 */
function untrueExamples(locale: Locale, markdown: string): string[] {
  const sections = markdown.split(/^### /m).slice(1);
  return sections.flatMap((section) => {
    const code = /^(\d{3})\n/.exec(section)?.[1];
    if (code === undefined) return [];
    const statuses = [...section.matchAll(/^```json\n([\s\S]*?)^```$/gm)].flatMap((block) => {
      try {
        const value: unknown = JSON.parse(block[1] ?? '');
        const status = typeof value === 'object' && value !== null ? (value as {status?: unknown}).status : undefined;
        return typeof status === 'number' ? [status] : [];
      } catch {
        return [];
      }
    });
    // The example the field list gives a `status` field, up to the next item of the same list.
    const fieldExamples = [
      ...section.matchAll(/^( *)\* \*\*status\*\*[^\n]*\n((?:(?!\1\* )[^\n]*\n)*?) *\*\*(?:Beispiel|Example):\*\* `(\d+)`/gm),
    ].map((match) => Number(match[3]));
    const wrong = [...statuses, ...fieldExamples]
      .filter((status) => String(status) !== code)
      .map((status) => `${code}: status ${status}`);
    const labels = [...section.matchAll(/^\*\*[^*\n]+\*\*$/gm)].map((match) => match[0]);
    const blocks = section.match(/^```\w*$/gm)?.length ?? 0;
    // Each code block has an opening and a closing fence.
    const built = labels.includes(exampleFromSchema[locale]) && blocks > 2;
    return built ? [...wrong, `${code}: the example built from the schema beside the description's`] : wrong;
  });
}

/** The keys of the description's named examples (`withMessage`) that have a summary to name their tab by. */
function exampleKeys(description: unknown): Set<string> {
  const keys = new Set<string>();
  JSON.stringify(description, (key, value: unknown) => {
    if (key === 'examples' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [name, example] of Object.entries(value))
        if (typeof (example as {summary?: unknown}).summary === 'string') keys.add(name);
    }
    return value;
  });
  return keys;
}

/** Tab labels (a line of bold text alone) that are an example's key instead of its summary. */
function examplesByKey(markdown: string, keys: ReadonlySet<string>): string[] {
  return [...prose(markdown).matchAll(/^\*\*([^*\n]+)\*\*$/gm)].flatMap((match) =>
    keys.has(match[1] ?? '') ? [match[0]] : [],
  );
}

/** Lines where a property's name in bold starts a line without a list marker of its own. */
function propertiesWithoutItem(markdown: string, names: Set<string>): string[] {
  return [...prose(markdown).matchAll(/^ *\*\*([^*\n]+)\*\* /gm)]
    .filter((match) => names.has(match[1] ?? ''))
    .map((match) => match[0].trim());
}

for (const locale of locales) {
  test(`${locale}: the Markdown copies of the operation pages have spaces between words and no entities`, () => {
    const problems = operationsOf(locale).flatMap((operation) => {
      const {file, markdown} = markdownOf(locale, operation);
      return gluedOrEncoded(markdown).map((problem) => `${file}: ${problem}`);
    });
    assert.deepEqual(problems, []);
  });

  test(`${locale}: in each operation's Markdown copy, every response is under a heading with its status`, () => {
    const description = loadDescription(locale);
    for (const operation of operationsOf(locale)) {
      const {file, markdown} = markdownOf(locale, operation);
      assert.deepEqual(responseHeadings(locale, markdown), responseCodesOf(description, operation), file);
      assert.deepEqual(tabNameLists(markdown), [], `${file}: tab names left as a list`);
    }
  });

  test(`${locale}: each response's examples on the operation pages are the description's, with its status`, () => {
    const problems = operationsOf(locale).flatMap((operation) => {
      const {file, markdown} = markdownOf(locale, operation);
      return untrueExamples(locale, markdown).map((problem) => `${file}: ${problem}`);
    });
    assert.deepEqual(problems, []);
  });

  test(`${locale}: the example tabs of the operation pages are named by the examples' summaries`, () => {
    const keys = exampleKeys(loadDescription(locale));
    assert.ok(keys.size > 0, 'the description has named examples');
    const problems = operationsOf(locale).flatMap((operation) => {
      const {file, markdown} = markdownOf(locale, operation);
      return examplesByKey(markdown, keys).map((label) => `${file}: ${label}`);
    });
    assert.deepEqual(problems, []);
  });

  test(`${locale}: in each operation's Markdown copy, every property has a list item of its own`, () => {
    const description = loadDescription(locale);
    const problems = operationsOf(locale).flatMap((operation) => {
      const {file, markdown} = markdownOf(locale, operation);
      const names = fieldNamesOf(description, operation);
      return propertiesWithoutItem(markdown, names).map((line) => `${file}: ${line}`);
    });
    assert.deepEqual(problems, []);
  });
}

test('the checks find tab names as a list, a response without its heading and a property in another item', () => {
  const folded = '## Responses\n\n* 201\n* 400\n\nCreated.\n\n* **id** string\n\n  **name** string\n';
  assert.deepEqual(tabNameLists(folded), ['* 201\n* 400\n']);
  assert.deepEqual(tabNameLists('* cURL\n* C#\n'), ['* cURL\n* C#\n']);
  assert.deepEqual(responseHeadings('en', folded), []);
  assert.deepEqual(propertiesWithoutItem(folded, new Set(['id', 'name'])), ['**name**']);
  const fixed = '## Responses\n\n### 201\n\nCreated.\n\n* **id** string\n\n* **name** string\n';
  assert.deepEqual(
    [tabNameLists(fixed), responseHeadings('en', fixed), propertiesWithoutItem(fixed, new Set(['id', 'name']))],
    [[], ['201'], []],
  );
});

test('the check finds an example with another status and the built example beside a given one', () => {
  const example = (status: number): string => `\`\`\`json\n{\n  "status": ${status}\n}\n\`\`\`\n`;
  const page = `## Responses\n\n### 401\n\n**Example (auto)**\n\n${example(409)}\n**Example**\n\n${example(401)}`;
  assert.deepEqual(untrueExamples('en', page), [
    '401: status 409',
    "401: the example built from the schema beside the description's",
  ]);
  assert.deepEqual(untrueExamples('en', `### 404\n\n**Example**\n\n${example(404)}`), []);
  const field = '* **status** integer required\n\n  HTTP status code.\n\n  **Example:** `409`\n\n* **title** string\n';
  assert.deepEqual(untrueExamples('en', `### 401\n\n${field}`), ['401: status 409']);
});

test('the check finds glued words and entities', () => {
  assert.equal(gluedOrEncoded('### Anfragekörper**erforderlich**\n\n**Beispiel:&#x20;**`x`\n\n**name**string').length, 3);
  assert.deepEqual(gluedOrEncoded('**name** string erforderlich\n\n`a&amp;b`'), []);
});
