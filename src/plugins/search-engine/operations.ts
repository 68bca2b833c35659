/**
 * What the index learns about each operation page from the OpenAPI description it was generated from: the
 * operation as `docusaurus-plugin-openapi-docs` stores it in the page's `api` front matter (deflated JSON in
 * base64, its `$ref`s resolved). Every docs page with such front matter counts, so new pages (webhooks, a
 * second API) are indexed without a list here.
 */
import zlib from 'node:zlib';
import type {LoadedPlugin} from '@docusaurus/types';

import type {OperationFacts} from './engine/engine';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The operation of a page's `api` front matter: deflated JSON in base64, or the object itself. */
export function decodeApiFrontMatter(value: unknown, where: string): JsonObject {
  if (isObject(value)) return value;
  if (typeof value !== 'string')
    throw new Error(`${where}: front matter "api" is neither text nor an object`);
  try {
    const text = value.trimStart().startsWith('{')
      ? value
      : zlib.inflateSync(Buffer.from(value, 'base64')).toString('utf8');
    const parsed: unknown = JSON.parse(text);
    if (isObject(parsed)) return parsed;
  } catch (error) {
    throw new Error(`${where}: front matter "api" cannot be read (${String(error)})`);
  }
  throw new Error(`${where}: front matter "api" is not an operation object`);
}

/** Keywords that hold subschemas whose properties a reader sees as the schema's own. */
const nested = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames'] as const;
const combined = ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const;

/** Every property name in a schema, however deep, once each; circular schemas end where they repeat. */
export function propertyNames(
  schema: Json,
  found = new Set<string>(),
  seen = new Set<object>(),
): Set<string> {
  if (!isObject(schema) || seen.has(schema)) return found;
  seen.add(schema);
  const properties = schema.properties;
  if (isObject(properties)) {
    for (const [name, property] of Object.entries(properties)) {
      found.add(name);
      propertyNames(property, found, seen);
    }
  }
  for (const key of nested) propertyNames(schema[key] ?? null, found, seen);
  for (const key of combined) {
    const list = schema[key];
    if (Array.isArray(list)) for (const item of list) propertyNames(item, found, seen);
  }
  if (isObject(schema.patternProperties)) {
    for (const item of Object.values(schema.patternProperties)) propertyNames(item, found, seen);
  }
  return found;
}

/** Property names of the schemas of every media type of a request body or response. */
function namesInContent(body: Json | undefined, found: Set<string>): void {
  if (!isObject(body) || !isObject(body.content)) return;
  for (const media of Object.values(body.content)) {
    if (isObject(media)) propertyNames(media.schema ?? null, found);
  }
}

export function factsOf(url: string, api: JsonObject): OperationFacts | undefined {
  const text = (value: Json | undefined): string => (typeof value === 'string' ? value : '');
  const operationId = text(api.operationId);
  const method = text(api.method).toUpperCase();
  const path = text(api.path);
  if (operationId === '' && path === '') return undefined;
  const inputs = new Set<string>();
  if (Array.isArray(api.parameters)) {
    for (const parameter of api.parameters) {
      if (isObject(parameter) && typeof parameter.name === 'string') inputs.add(parameter.name);
    }
  }
  namesInContent(api.requestBody, inputs);
  // What a call returns: the bodies of its successful responses. Error bodies are the same problem details on
  // every operation and say nothing about this one.
  const outputs = new Set<string>();
  if (isObject(api.responses)) {
    for (const [status, response] of Object.entries(api.responses)) {
      if (/^[23]/.test(status) || status === 'default') namesInContent(response, outputs);
    }
  }
  return {url, operationId, method, path, inputs: [...inputs], outputs: [...outputs]};
}

interface DocLike {
  permalink?: unknown;
  frontMatter?: {api?: unknown};
}

/** The operation pages among the docs of every loaded docs plugin. */
export function operationFactsOf(plugins: readonly LoadedPlugin[]): OperationFacts[] {
  return plugins.flatMap((plugin) => {
    const content = plugin.content as {loadedVersions?: {docs?: DocLike[]}[]} | undefined;
    return (content?.loadedVersions ?? []).flatMap((version) =>
      (version.docs ?? []).flatMap((doc) => {
        if (doc.frontMatter?.api === undefined || typeof doc.permalink !== 'string') return [];
        const facts = factsOf(doc.permalink, decodeApiFrontMatter(doc.frontMatter.api, doc.permalink));
        return facts ? [facts] : [];
      }),
    );
  });
}
