/**
 * The replacement highlighter (./prism.ts) against the one it replaces: prism-react-renderer's `Highlight` on its
 * own Prism, with the grammars the classic theme added to it (`prism.additionalLanguages`). For every grammar
 * the site uses, every code block of the guides in that language and a sample of each language the API pages'
 * code samples use must give the same lines and tokens, and the same markup with the site's code theme.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {Code} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {
  Highlight as ReferenceHighlight,
  Prism as referencePrism,
  type RenderProps,
} from 'prism-react-renderer';
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {visit} from 'unist-util-visit';

import {codeSampleLanguages} from '../../../config/codeSampleLanguages';
import {lightCodeTheme} from '../../../config/codeThemes';
import {renderSamples} from '../../api-reference/requestSamples';
import {siteDir} from '../../../config/site';
import {parseExampleRequest} from '../../api-reference/remark-api-examples/parseExample';
import {Highlight, highlightedLanguages} from './prism';

/** The grammars the classic theme added to prism-react-renderer's Prism, run against that Prism. */
for (const language of ['bash', 'java', 'csharp', 'http']) {
  const source = fs.readFileSync(require.resolve(`prismjs/components/prism-${language}.js`), 'utf8');
  new Function('Prism', source)(referencePrism);
}

/** Fenced code of the guides and hand-written API pages in both languages, by language. */
function guideBlocks(): Map<string, string[]> {
  const blocks = new Map<string, string[]>();
  const add = (language: string, code: string): void =>
    void blocks.set(language, [...(blocks.get(language) ?? []), code]);
  const roots = [
    'docs',
    'i18n/en/docusaurus-plugin-content-docs/current',
    'openapi/reference',
    'i18n/en/docusaurus-plugin-content-docs-api/current',
  ];
  for (const root of roots) {
    const dir = path.join(siteDir, root);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
      if (!/\.mdx?$/.test(file) || /\.(api|tag|info)\.mdx$/.test(file)) continue;
      visit(fromMarkdown(fs.readFileSync(path.join(dir, file), 'utf8')), 'code', (node: Code) => {
        if (node.lang === 'http' && /^request\b/.test(node.meta ?? '')) {
          // What the remark plugin turns the block into.
          const request = parseExampleRequest(node.value);
          const rendered = renderSamples({
            method: request.method,
            url: `https://sandbox.example${request.target}`,
            headers: request.headers,
            body: request.body === undefined ? undefined : {kind: 'json', value: request.body},
          });
          codeSampleLanguages.forEach((language, index) =>
            add(language.highlight, rendered[index]?.source ?? ''),
          );
        } else if (node.lang) add(node.lang, node.value);
      });
    }
  }
  return blocks;
}

/** What the API pages' code samples (postman-code-generators) look like in the languages the guides lack. */
const samples: Record<string, string> = {
  csharp: `var client = new HttpClient();\nvar request = new HttpRequestMessage(HttpMethod.Post, "https://sandbox.example/v1/teams");\nrequest.Headers.Add("Authorization", "Bearer <token>");\nvar content = new StringContent("{\\n  \\"name\\": \\"Data\\"\\n}", null, "application/json");\nrequest.Content = content;\nvar response = await client.SendAsync(request);\nresponse.EnsureSuccessStatusCode(); // 2xx only\nConsole.WriteLine(await response.Content.ReadAsStringAsync());`,
  go: `package main\n\nimport (\n  "fmt"\n  "strings"\n  "net/http"\n)\n\nfunc main() {\n  url := "https://sandbox.example/v1/teams"\n  payload := strings.NewReader(\`{"name": "Data"}\`)\n  req, err := http.NewRequest("POST", url, payload)\n  if err != nil {\n    fmt.Println(err)\n    return\n  }\n  req.Header.Add("Authorization", "Bearer <token>")\n  res, _ := http.DefaultClient.Do(req)\n  defer res.Body.Close()\n}`,
  java: `OkHttpClient client = new OkHttpClient().newBuilder().build();\nMediaType mediaType = MediaType.parse("application/json");\nRequestBody body = RequestBody.create(mediaType, "{\\"name\\": \\"Data\\"}");\n@SuppressWarnings("unused")\nRequest request = new Request.Builder()\n  .url("https://sandbox.example/v1/teams?page=0&size=20")\n  .method("POST", body)\n  .addHeader("Authorization", "Bearer <token>")\n  .build();\nResponse response = client.newCall(request).execute(); /* 201 */`,
  http: `POST /v1/teams HTTP/1.1\nHost: sandbox.example\nAuthorization: Bearer <token>\nContent-Type: application/json\n\n{"name": "Data"}`,
  json: `{\n  "id": "t1",\n  "name": "Data",\n  "members": [1, 2.5, -3e2],\n  "active": true,\n  "parent": null\n}`,
  markup: `<?xml version="1.0"?>\n<!-- a comment -->\n<team id="t1" active='true'><name>Data &amp; more</name><br/></team>`,
  python: `import requests\n\nurl = "https://sandbox.example/v1/teams"\npayload = {"name": "Data", "size": 2, "ok": True}\n# a comment\nresponse = requests.request("POST", url, json=payload, headers={"Authorization": f"Bearer {token}"})\nprint(response.text)`,
  javascript: `const response = await fetch(\`https://sandbox.example/v1/teams?page=\${page}\`, {method: 'POST'});\n// a comment\nif (!response.ok) throw new Error(/x+/g.source);`,
  bash: `for file in a.part-*; do\n  curl -X POST "$BASE/files" -H "Idempotency-Key: $(sha256sum "$file" | cut -d ' ' -f 1)" # upload\ndone`,
};

function markup(props: RenderProps): ReactElement {
  return createElement(
    'pre',
    {className: props.className, style: props.style},
    props.tokens.map((line, lineIndex) =>
      createElement(
        'div',
        {...props.getLineProps({line}), key: lineIndex},
        line.map((token, tokenIndex) =>
          createElement('span', {...props.getTokenProps({token}), key: tokenIndex}),
        ),
      ),
    ),
  );
}

function highlighted(
  component: typeof Highlight,
  code: string,
  language: string,
): {tokens: RenderProps['tokens']; html: string} {
  let tokens: RenderProps['tokens'] = [];
  const html = renderToStaticMarkup(
    // `Highlight` takes a render function as its `children` prop.
    createElement(component, {
      code,
      language,
      theme: lightCodeTheme,
      children: (props: RenderProps) => ((tokens = props.tokens), markup(props)),
    }),
  );
  return {tokens, html};
}

const blocks = guideBlocks();

describe('the replacement highlighter renders what prism-react-renderer renders', () => {
  for (const language of highlightedLanguages) {
    const codes = [
      ...new Set([...(blocks.get(language) ?? []), ...(samples[language] ? [samples[language]] : [])]),
    ];
    test(`${language}: ${codes.length} code blocks, token for token`, () => {
      assert.ok(codes.length > 0, `a sample of ${language}`);
      for (const code of codes) {
        const ours = highlighted(Highlight, code, language);
        const reference = highlighted(ReferenceHighlight, code, language);
        assert.deepEqual(ours.tokens, reference.tokens, code.slice(0, 200));
        assert.equal(ours.html, reference.html);
        assert.ok(
          ours.tokens.flat().some((token) => !token.types.includes('plain')),
          `${language} is highlighted`,
        );
      }
    });
  }

  test('a language without a grammar is plain text in both', () => {
    const code = 'SELECT 1;\nplain';
    assert.deepEqual(
      highlighted(Highlight, code, 'text').tokens,
      highlighted(ReferenceHighlight, code, 'text').tokens,
    );
  });
});
