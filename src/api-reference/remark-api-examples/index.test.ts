/** The remark plugin for example blocks, run on the Markdown a writer writes. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Code, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {VFile} from 'vfile';
import {codeSampleLanguages} from '../../../config/codeSampleLanguages';
import remarkApiExamples from './index';

// Docusaurus hands the plugin absolute paths.
const germanPage = '/site/docs/guides/team.mdx';
const englishPage = '/site/i18n/en/docusaurus-plugin-content-docs/current/guides/team.mdx';

function transform(markdown: string, path = germanPage): Root {
  const tree = fromMarkdown(markdown);
  remarkApiExamples()(tree, new VFile({path, value: markdown}));
  return tree;
}

interface JsxNode {
  type: string;
  name: string;
  attributes: Array<{name: string; value: string}>;
  children: Array<JsxNode | Code>;
}

const fence = (info: string, body: string): string => `\`\`\`${info}\n${body}\n\`\`\``;
const request = fence('http request', 'POST /v1/teams\nAuthorization: Bearer $TOKEN\n\n{"name": "Data"}');

describe('```http request blocks', () => {
  test('become a tab per sample language that shares the code-language group', () => {
    const [tabs] = transform(`Text.\n\n${request}`).children.slice(1) as unknown as JsxNode[];
    assert.equal(tabs?.type, 'mdxJsxFlowElement');
    assert.equal(tabs?.name, 'Tabs');
    assert.deepEqual(
      tabs?.attributes.map(({name, value}) => [name, value]),
      [['groupId', 'code-language']],
    );
    const items = (tabs?.children ?? []) as JsxNode[];
    assert.deepEqual(
      items.map((item) => [
        item.name,
        item.attributes.map(({value}) => value).join('/'),
        (item.children[0] as Code).lang,
      ]),
      codeSampleLanguages.map((language) => [
        'TabItem',
        `${language.key}/${language.lang}`,
        language.highlight,
      ]),
    );
    // The sandbox server of openapi/openapi.yaml.
    const curl = (items[0]?.children[0] as Code).value;
    assert.match(curl, /^curl -L '?https:\/\/sandbox\.[^' ]+\/v1\/teams'?/m);
    // curl sends a request with `-d` as POST.
    assert.match(curl, /^-d '\{/m);
    assert.match(curl, /"name": "Data"/);
  });

  test('a malformed request fails the build at its line, with the reason', () => {
    assert.throws(
      () => transform(`# Title\n\n${fence('http request', 'post /v1/teams')}`),
      (error: Error & {line?: number}) => {
        assert.match(
          error.message,
          /Invalid example request: the first line must be "METHOD \/v1\/path", found "post \/v1\/teams"/,
        );
        assert.equal(error.line, 3);
        return true;
      },
    );
  });

  test('other code blocks stay as they are', () => {
    const tree = transform(`${fence('http', 'GET /v1/teams')}\n\n${fence('bash', 'echo hi')}`);
    assert.deepEqual(
      tree.children.map((node) => [node.type, (node as Code).lang]),
      [
        ['code', 'http'],
        ['code', 'bash'],
      ],
    );
  });
});

describe('```json response blocks', () => {
  const response = fence('json response status=201', '{"id": "t1"}');

  test('get a title with the status, in the language of the page', () => {
    assert.equal((transform(response).children[0] as Code).meta, 'title="Antwort 201"');
    assert.equal((transform(response, englishPage).children[0] as Code).meta, 'title="Response 201"');
  });

  test('without a status fail the build at their line', () => {
    assert.throws(
      () => transform(fence('json response', '{}')),
      /An example response needs a status, e\.g\. ```json response status=200/,
    );
  });
});
