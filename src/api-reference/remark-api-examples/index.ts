/**
 * Turns the example blocks of the guides into what readers copy:
 * - ```http request``` (a plain HTTP request) becomes tabs with the request in the six languages of the
 *   operation pages, from the same generator (src/api-reference/requestSamples.ts) and against the same server
 *   (config/apiSamples.ts), so a request copied from a guide is the one copied from the reference;
 * - ```json response status=201``` gets a title with the status.
 * Writers keep one machine-readable source per example, so the tests can send it to a mock of the API and
 * the languages cannot drift apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Code, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';

import {sampleServer, serverUrl, type ServerObject} from '../../../config/apiSamples';
import {codeSampleLanguages} from '../../../config/codeSampleLanguages';
import {renderSamples} from '../requestSamples';
import {ExampleSyntaxError, parseExampleRequest, parseMeta, type ExampleRequest} from './parseExample';

const descriptionFile = path.join(__dirname, '../../../openapi/openapi.yaml');

/** The examples run against the server code samples call (the sandbox), as the operation pages' samples do. */
function sandboxServerUrl(): string {
  const description = yaml.load(fs.readFileSync(descriptionFile, 'utf8')) as {servers?: ServerObject[]};
  const url = serverUrl(sampleServer(description.servers ?? []));
  if (url === '') throw new Error(`${descriptionFile} lists no servers`);
  return url;
}

/** The request's code in the six languages, as tabs. */
function sampleTabs(request: ExampleRequest, server: string): RootContent {
  const samples = renderSamples({
    method: request.method,
    url: `${server}${request.target}`,
    headers: request.headers,
    body: request.body === undefined ? undefined : {kind: 'json', value: request.body},
  });
  return jsx(
    'Tabs',
    {groupId: 'code-language'},
    codeSampleLanguages.map((language, index) =>
      jsx('TabItem', {value: language.key, label: language.lang}, [
        code(language.highlight, samples[index]?.source ?? ''),
      ]),
    ),
  );
}

const responseTitle = {de: 'Antwort', en: 'Response'} as const;

function localeOf(file: VFile): keyof typeof responseTitle {
  return /[\\/]i18n[\\/]en[\\/]/.test(file.path ?? '') ? 'en' : 'de';
}

function jsx(name: string, attributes: Record<string, string>, children: RootContent[]): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({
      type: 'mdxJsxAttribute',
      name: key,
      value,
    })),
    children,
  } as RootContent;
}

function code(lang: string, value: string, meta?: string): Code {
  return {type: 'code', lang, meta: meta ?? null, value};
}

export default function remarkApiExamples() {
  const serverUrl = sandboxServerUrl();
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (parent === undefined || index === undefined) return;
      const meta = node.meta ?? '';
      if (node.lang === 'http' && /^request\b/.test(meta)) {
        let request;
        try {
          request = parseExampleRequest(node.value);
        } catch (error) {
          if (error instanceof ExampleSyntaxError) {
            file.fail(`Invalid example request: ${error.message}`, node);
          }
          throw error;
        }
        const tabs = sampleTabs(request, serverUrl);
        parent.children.splice(index, 1, tabs);
      } else if (node.lang === 'json' && /^response\b/.test(meta)) {
        const {status} = parseMeta(meta);
        if (status === undefined || !/^\d{3}$/.test(status)) {
          file.fail('An example response needs a status, e.g. ```json response status=200', node);
        }
        node.meta = `title="${responseTitle[localeOf(file)]} ${status}"`;
      }
    });
  };
}
