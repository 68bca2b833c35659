/**
 * What the index learns about each operation page from the OpenAPI description it was generated from: the
 * operation as `docusaurus-plugin-openapi-docs` stores it in the page's `api` front matter (an object, its
 * `$ref`s resolved). Every docs page with such front matter counts, so new pages (webhooks, a second API) are
 * indexed without a list here.
 */
import type {LoadedPlugin} from '@docusaurus/types';

import type {OperationFacts} from './engine/engine';

type JsonObject = {[key: string]: unknown};

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The operation of a page's `api` front matter, an object (`disableCompression` in docusaurus.config.ts). */
function operationOf(value: unknown, where: string): JsonObject {
  if (isObject(value)) return value;
  throw new Error(`${where}: front matter "api" is not an operation object; see disableCompression`);
}

/**
 * Every property name in a schema, however deep (in items, allOf, …), once each; circular schemas end where they
 * repeat.
 */
function propertyNames(schema: unknown, found: Set<string>, seen = new Set<object>()): void {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
  seen.add(schema);
  const {properties, ...keywords} = schema as JsonObject;
  if (isObject(properties)) {
    for (const [name, property] of Object.entries(properties)) {
      found.add(name);
      propertyNames(property, found, seen);
    }
  }
  for (const value of Object.values(keywords)) propertyNames(value, found, seen);
}

/** Property names of the schemas of every media type of a request body or response. */
function namesInContent(body: unknown, found: Set<string>): void {
  if (isObject(body) && isObject(body.content)) {
    for (const media of Object.values(body.content)) if (isObject(media)) propertyNames(media.schema, found);
  }
}

function factsOf(url: string, api: JsonObject): OperationFacts | undefined {
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  const [operationId, method, path] = [text(api.operationId), text(api.method).toUpperCase(), text(api.path)];
  if (operationId === '' && path === '') return undefined;
  const inputs = new Set<string>();
  for (const parameter of Array.isArray(api.parameters) ? (api.parameters as unknown[]) : []) {
    if (isObject(parameter) && typeof parameter.name === 'string') inputs.add(parameter.name);
  }
  namesInContent(api.requestBody, inputs);
  // What a call returns: the bodies of its successful responses. Error bodies are the same problem details on
  // every operation and say nothing about this one.
  const outputs = new Set<string>();
  for (const [status, response] of Object.entries(isObject(api.responses) ? api.responses : {})) {
    if (/^[23]/.test(status) || status === 'default') namesInContent(response, outputs);
  }
  return {url, operationId, method, path, inputs: [...inputs], outputs: [...outputs]};
}

/** The operation pages among the docs of every loaded docs plugin. */
export function operationFactsOf(plugins: readonly LoadedPlugin[]): OperationFacts[] {
  return plugins.flatMap((plugin) => {
    const content = plugin.content as
      {loadedVersions?: {docs?: {permalink?: unknown; frontMatter?: {api?: unknown}}[]}[]} | undefined;
    return (content?.loadedVersions ?? []).flatMap((version) =>
      (version.docs ?? []).flatMap(({permalink, frontMatter}) => {
        if (frontMatter?.api === undefined || typeof permalink !== 'string') return [];
        const facts = factsOf(permalink, operationOf(frontMatter.api, permalink));
        return facts ? [facts] : [];
      }),
    );
  });
}
