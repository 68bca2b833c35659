/** The bundled OpenAPI descriptions the build generates its pages from (`npm run gen-api-docs`). */
import fs from 'node:fs';
import yaml from 'js-yaml';
import kebabCase from 'lodash/kebabCase';

import type {Locale} from '../../config/site';
import {descriptionFile} from '../../src/api-reference/paths';

export interface Operation {
  operationId: string;
  slug: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
}

export interface Parameter {
  name: string;
  in: string;
  description?: string;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
type Method = (typeof methods)[number];

export type SecurityRequirement = Record<string, string[]>;

interface OperationObject {
  operationId?: string;
  security?: SecurityRequirement[];
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  responses?: Record<string, unknown>;
}

export interface Description {
  info: {title: string; description?: string};
  security?: SecurityRequirement[];
  paths: Record<string, Partial<Record<Method, OperationObject>> & {parameters?: Parameter[]}>;
  components?: {parameters?: Record<string, Parameter>};
}

/** The English bundle: schemas and examples are the same in every locale, only the prose differs. */
export const bundledDescriptionFile = descriptionFile('en');

export function loadDescription(locale: Locale = 'en'): Description {
  return yaml.load(fs.readFileSync(descriptionFile(locale), 'utf8')) as Description;
}

export function operationsOf(locale: Locale = 'en'): Operation[] {
  const description = loadDescription(locale);
  return Object.entries(description.paths).flatMap(([pathName, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      if (operation?.operationId === undefined) return [];
      return [
        {
          operationId: operation.operationId,
          // The plugin names each page after the kebab-cased operationId, with lodash like this.
          slug: kebabCase(operation.operationId),
          method: method.toUpperCase(),
          path: pathName,
          summary: operation.summary ?? '',
          tag: operation.tags?.[0] ?? '',
        },
      ];
    }),
  );
}

/** The operation a page slug names; fails when the description has none. */
export function operationBySlug(locale: Locale, slug: string): Operation {
  const operation = operationsOf(locale).find((candidate) => candidate.slug === slug);
  if (operation === undefined) throw new Error(`${slug} is not in the ${locale} description`);
  return operation;
}

/** Parameters of an operation with their `$ref`s resolved, path-level ones first. */
export function parametersOf(description: Description, operation: Operation): Parameter[] {
  const item = description.paths[operation.path];
  const own = item?.[operation.method.toLowerCase() as Method]?.parameters ?? [];
  return [...(item?.parameters ?? []), ...own].map((parameter) => {
    const ref = (parameter as {$ref?: string}).$ref;
    if (ref === undefined) return parameter;
    const resolved = description.components?.parameters?.[ref.replace('#/components/parameters/', '')];
    if (resolved === undefined) throw new Error(`Unresolved parameter ${ref}`);
    return resolved;
  });
}

/** The status codes an operation answers with, as written in the description. */
export function responseCodesOf(description: Description, operation: Operation): string[] {
  const item = description.paths[operation.path];
  return Object.keys(item?.[operation.method.toLowerCase() as Method]?.responses ?? {});
}

/** The security requirements of an operation: its own, or the description's. */
export function securityOf(description: Description, operation: Operation): SecurityRequirement[] {
  const own = description.paths[operation.path]?.[operation.method.toLowerCase() as Method]?.security;
  return own ?? description.security ?? [];
}

/** The object a local `$ref` (`#/components/schemas/Plan`) points at in the description. */
function resolveRef(description: Description, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are bundled: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], description);
}

/**
 * The names a developer sees in an operation's requests and responses: its parameters and every property of its
 * request and response bodies, at any depth, through `$ref`s (each schema once, so cycles end).
 */
export function fieldNamesOf(description: Description, operation: Operation): Set<string> {
  const names = new Set(parametersOf(description, operation).map((parameter) => parameter.name));
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const object = node as Record<string, unknown>;
    if (typeof object.$ref === 'string') return walk(resolveRef(description, object.$ref));
    if (object.properties !== null && typeof object.properties === 'object') {
      for (const name of Object.keys(object.properties)) names.add(name);
    }
    // Examples are data, not schema: their keys are not names the operation declares.
    for (const [key, value] of Object.entries(object))
      if (key !== 'example' && key !== 'examples') walk(value);
  };
  const {requestBody, responses} = description.paths[operation.path]?.[
    operation.method.toLowerCase() as Method
  ] as OperationObject & {requestBody?: unknown};
  walk(requestBody);
  walk(responses);
  return names;
}
