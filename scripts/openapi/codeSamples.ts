/**
 * Code samples of every operation, rendered once at build time with Postman's code generators (the same
 * library the OpenAPI theme would otherwise ship to every reader's browser). The samples land in the
 * description as `x-codeSamples`, which the operation pages show as they are.
 */
import {createRequire} from 'node:module';

import {codeSampleLanguages, type CodeSampleLanguage} from '../../config/codeSampleLanguages';

const require = createRequire(import.meta.url);
// The generators build on their own copy of postman-collection; requests must come from that copy.
const codegen = require('postman-code-generators') as PostmanCodegen;
const {Request} = require(
  require.resolve('postman-collection', {paths: [require.resolve('postman-code-generators')]}),
) as {Request: new (definition: RequestDefinition) => unknown};

interface PostmanCodegen {
  convert(
    language: string,
    variant: string,
    request: unknown,
    options: Record<string, unknown>,
    callback: (error: unknown, snippet: string) => void,
  ): void;
}

interface RequestDefinition {
  method: string;
  url: string;
  header: Array<{key: string; value: string}>;
  body?: Record<string, unknown>;
}

/** Options as the theme passes them to the generators. */
const generatorOptions = {followRedirect: true, trimRequestBody: true, longFormat: false};

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

export interface CodeSample {
  lang: string;
  source: string;
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `$ref` (`#/components/...`) once; the bundle has no other kind. */
function resolve(description: JsonObject, value: Json | undefined): Json | undefined {
  if (!isObject(value) || typeof value.$ref !== 'string') return value;
  let node: Json | undefined = description;
  for (const segment of value.$ref.replace(/^#\//, '').split('/')) {
    node = isObject(node) ? node[segment] : undefined;
  }
  return node;
}

function firstExample(media: JsonObject | undefined, description: JsonObject): Json | undefined {
  if (media === undefined) return undefined;
  if (media.example !== undefined) return media.example;
  const examples = media.examples;
  if (isObject(examples)) {
    const first = resolve(description, Object.values(examples)[0]);
    if (isObject(first)) return first.value;
  }
  const schema = resolve(description, media.schema);
  return isObject(schema) ? schema.example : undefined;
}

function parameterValue(parameter: JsonObject): string | undefined {
  const schema = isObject(parameter.schema) ? parameter.schema : {};
  const value = parameter.example ?? schema.example ?? (parameter.required ? schema.default : undefined);
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function isBinary(schema: Json | undefined): boolean {
  return isObject(schema) && (schema.format === 'binary' || schema.contentMediaType !== undefined);
}

interface FormField {
  key: string;
  type: 'file' | 'text';
  src?: string;
  value?: string;
}

/** The multipart body as form fields: files as file parts, everything else as text. */
function formData(media: JsonObject, description: JsonObject): Record<string, unknown> {
  const schema = resolve(description, media.schema);
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  const example = firstExample(media, description);
  const fields = isObject(example) ? example : {};
  const formdata = Object.entries(fields).flatMap(([key, value]): FormField[] => {
    const property = resolve(description, properties[key]);
    const itemSchema = isObject(property) ? resolve(description, property.items) : undefined;
    if (isBinary(property)) return [{key, type: 'file', src: `/path/to/${key}`}];
    if (Array.isArray(value) && isBinary(itemSchema)) {
      return value.map((_, index) => ({key, type: 'file', src: `/path/to/${key}-${index + 1}`}));
    }
    return [{key, type: 'text', value: typeof value === 'string' ? value : JSON.stringify(value)}];
  });
  return {mode: 'formdata', formdata};
}

function requestBody(
  operation: JsonObject,
  description: JsonObject,
): {contentType: string; body: Record<string, unknown>} | undefined {
  const body = resolve(description, operation.requestBody);
  if (!isObject(body) || !isObject(body.content)) return undefined;
  const [contentType, media] = Object.entries(body.content)[0] ?? [];
  if (contentType === undefined || !isObject(media)) return undefined;
  if (contentType === 'multipart/form-data') return {contentType, body: formData(media, description)};
  if (contentType.includes('json')) {
    const example = firstExample(media, description) ?? {};
    return {
      contentType,
      body: {mode: 'raw', raw: JSON.stringify(example, null, 2), options: {raw: {language: 'json'}}},
    };
  }
  return {contentType, body: {mode: 'file', file: {src: '/path/to/file'}}};
}

/** The `Accept` header: the media type of the first successful response that has content. */
function acceptedType(operation: JsonObject, description: JsonObject): string | undefined {
  const responses = isObject(operation.responses) ? operation.responses : {};
  for (const [status, response] of Object.entries(responses)) {
    const resolved = resolve(description, response);
    if (/^2/.test(status) && isObject(resolved) && isObject(resolved.content)) {
      return Object.keys(resolved.content)[0];
    }
  }
  return undefined;
}

function usesBearerToken(operation: JsonObject, description: JsonObject): boolean {
  const security = operation.security ?? description.security;
  return Array.isArray(security) && security.some((requirement) => isObject(requirement));
}

/** The example request of an operation: first server, example values, a token placeholder. */
export function exampleRequest(
  pathName: string,
  method: string,
  operation: JsonObject,
  pathParameters: Json[],
  description: JsonObject,
): RequestDefinition {
  const parameters = [...pathParameters, ...(Array.isArray(operation.parameters) ? operation.parameters : [])]
    .map((parameter) => resolve(description, parameter))
    .filter(isObject);
  let url = pathName;
  const query: string[] = [];
  const header: RequestDefinition['header'] = [];
  for (const parameter of parameters) {
    const name = String(parameter.name);
    const value = parameterValue(parameter);
    if (parameter.in === 'path') url = url.replace(`{${name}}`, encodeURIComponent(value ?? `:${name}`));
    if (value === undefined) continue;
    if (parameter.in === 'query') query.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    if (parameter.in === 'header') header.push({key: name, value});
  }
  const servers = Array.isArray(description.servers) ? description.servers : [];
  const server = isObject(servers[0]) ? String(servers[0].url) : '';
  const body = requestBody(operation, description);
  const accept = acceptedType(operation, description);
  if (body !== undefined && body.contentType !== 'multipart/form-data') {
    header.push({key: 'Content-Type', value: body.contentType});
  }
  if (accept !== undefined) header.push({key: 'Accept', value: accept});
  if (usesBearerToken(operation, description)) header.push({key: 'Authorization', value: 'Bearer <token>'});
  return {
    method: method.toUpperCase(),
    url: `${server}${url}${query.length > 0 ? `?${query.join('&')}` : ''}`,
    header,
    ...(body === undefined ? {} : {body: body.body}),
  };
}

function convert(language: CodeSampleLanguage, request: unknown): string {
  let result: string | undefined;
  let failure: unknown;
  // The generators call back synchronously; a missing result means a generator changed that.
  codegen.convert(language.key, language.variant, request, generatorOptions, (error, snippet) => {
    failure = error;
    result = snippet;
  });
  if (failure || result === undefined) {
    throw new Error(`No ${language.lang} sample: ${String(failure ?? 'the generator did not answer')}`);
  }
  return result;
}

export function codeSamplesOf(definition: RequestDefinition): CodeSample[] {
  const request = new Request(definition);
  return codeSampleLanguages.map((language) => ({lang: language.lang, source: convert(language, request)}));
}
