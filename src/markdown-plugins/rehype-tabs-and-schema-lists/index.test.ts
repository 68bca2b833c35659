import assert from 'node:assert/strict';
import {test} from 'node:test';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

import rehypeTabsAndSchemaLists from '.';

/** HTML to Markdown as the export converts a page, with or without this plugin before the conversion. */
async function toMarkdown(html: string, withPlugin = true): Promise<string> {
  const processor = unified().use(rehypeParse, {fragment: true});
  if (withPlugin) processor.use(rehypeTabsAndSchemaLists);
  return String(await processor.use(rehypeRemark).use(remarkGfm).use(remarkStringify).process(html));
}

const tab = (panel: string, name: string, status = false): string =>
  `<li role=tab aria-controls=${panel} class="tabs__item${status ? ' openapi-tabs__response-code-item' : ''}">${name}`;

// Shaped like an operation page of the OpenAPI theme: responses by status, a schema and an example for each,
// code samples of which only the first is in the HTML.
const operationPage = `<h2>Responses</h2>
<ul role=tablist>${tab('r1', '201', true)}${tab('r2', '404', true)}</ul>
<div role=tabpanel id=r1><p>Created.</p>
  <ul role=tablist>${tab('s1', 'Schema')}${tab('s2', 'Example (auto)')}</ul>
  <div role=tabpanel id=s1><details open><summary><strong>Schema</strong></summary>
    <ul><li class=openapi-list-item>
      <div class=openapi-schema__list-item><strong>id</strong> string</div>
      <div class=openapi-schema__list-item><details><summary><strong>tags</strong> object[]</summary>
        <div><p>Labels of the product.</p><div>Array [</div>
          <div class=openapi-schema__list-item><strong>name</strong> string</div>
          <div class=openapi-schema__list-item><strong>colour</strong> string</div>
        <div>]</div></div></details></div>
    </li></ul></details></div>
  <div role=tabpanel id=s2 hidden><pre><code class=language-json>{"id": "1"}</code></pre></div>
</div>
<div role=tabpanel id=r2 hidden><p>Not found.</p></div>
<ul role=tablist>${tab('c1', 'cURL')}${tab('c2', 'Python')}</ul>
<div role=tabpanel id=c1><pre><code class=language-bash>curl https://api.example.com/v1/products</code></pre></div>`;

test('each response is under a heading with its status, other panels under their tab name, and no tab list remains', async () => {
  const markdown = await toMarkdown(operationPage);
  const headingsAndNames = markdown.split('\n').filter((line) => /^(###|\*\*[^*]+\*\*$)/.test(line));
  assert.deepEqual(headingsAndNames, ['### 201', '**Schema**', '**Example (auto)**', '### 404', '**cURL**']);
  assert.match(markdown, /### 404\n\nNot found\./);
  assert.match(markdown, /\*\*cURL\*\*\n\n```bash\ncurl https:\/\/api\.example\.com\/v1\/products\n```/);
  assert.doesNotMatch(markdown, /^[*-] (201|404|Schema|Example \(auto\)|cURL|Python)$/m);
});

test('each property is a list item of its own, and the properties of a nested object are nested under it', async () => {
  const markdown = await toMarkdown(operationPage);
  const items = markdown.split('\n').filter((line) => /^ *\* /.test(line));
  assert.deepEqual(items, [
    '* **id** string',
    '* **tags** object\\[]',
    '  * **name** string',
    '  * **colour** string',
  ]);
});

test('the items of a response that is an array are listed under its "Array ["', async () => {
  const arrayResponse = `<ul><li class=openapi-list-item><div>Array [</div>
    <div class=openapi-schema__list-item><strong>id</strong> string</div>
    <div class=openapi-schema__list-item><strong>name</strong> string</div><div>]</div></li></ul>`;
  const items = (await toMarkdown(arrayResponse)).split('\n').filter((line) => /^ *\* /.test(line));
  assert.deepEqual(items, ['* Array \\[', '  * **id** string', '  * **name** string']);
});

test('without the plugin, the conversion loses both (what the plugin is for)', async () => {
  const markdown = await toMarkdown(operationPage, false);
  assert.match(markdown, /^\* 201\n\* 404$/m);
  assert.match(markdown, /^ {2}\*\*tags\*\* object/m);
});

test('a page without tabs or schemas comes through unchanged', async () => {
  const guide =
    '<h2>Steps</h2><ul><li><p>Create a team.</p></li><li><p>Invite people.</p></li></ul><p>Done.</p>';
  assert.equal(await toMarkdown(guide), await toMarkdown(guide, false));
});
