/**
 * Turns the example blocks of the guides into what readers copy:
 * - ```http request``` (a plain HTTP request) becomes curl / JavaScript / Python tabs;
 * - ```json response status=201``` gets a title with the status.
 * Writers keep one machine-readable source per example, so the tests can send it to a mock of the API and
 * the three languages cannot drift apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Code, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';

import {ExampleSyntaxError, parseExampleRequest, parseMeta} from './parseExample';
import {renderCurl, renderJavaScript, renderPython} from './renderSnippets';

const descriptionFile = path.join(__dirname, '../../../openapi/openapi.yaml');

/** The examples run against the sandbox server of the description. */
function sandboxServerUrl(): string {
  const description = yaml.load(fs.readFileSync(descriptionFile, 'utf8')) as {
    servers: Array<{url: string; description?: string}>;
  };
  const sandbox =
    description.servers.find((server) => /sandbox/i.test(server.description ?? '')) ?? description.servers[0];
  if (sandbox === undefined) {
    throw new Error(`${descriptionFile} lists no servers`);
  }
  return sandbox.url;
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
        const tabs = jsx('Tabs', {groupId: 'code-language'}, [
          jsx('TabItem', {value: 'curl', label: 'curl'}, [code('bash', renderCurl(request, serverUrl))]),
          jsx('TabItem', {value: 'javascript', label: 'JavaScript'}, [
            code('javascript', renderJavaScript(request, serverUrl)),
          ]),
          jsx('TabItem', {value: 'python', label: 'Python'}, [
            code('python', renderPython(request, serverUrl)),
          ]),
        ]);
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
