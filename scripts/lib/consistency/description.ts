/**
 * What the consistency checks need to know about the OpenAPI description, read from its sources in `openapi/`
 * with every `$ref` resolved (no build, no `gen-api-docs`): operations with their security, the names of all
 * properties and parameters, the status enums, the declared headers and `info.version`.
 */
import SwaggerParser from '@apidevtools/swagger-parser';

import {operationsOf} from '../../../src/api-reference/operations';
import {sourceFile, translationsDir} from '../../../src/api-reference/paths';
import {plainSummary} from '../../../src/api-reference/summary';
import {loadTranslations} from '../../../src/api-reference/translations';
import type {JsonObject} from '../../../src/api-reference/walk';
import type {Locale} from '../../../config/site';

type Json = Record<string, unknown>;

export interface DescribedOperation {
  operationId: string;
  slug: string;
  method: string;
  path: string;
  /** The operation's title on its page, per locale (the summary, German from openapi/translations/de/). */
  titles: Record<Locale, string>;
  /** Security schemes that may call it; empty for a public operation. */
  schemes: Set<string>;
  /** Scopes a technical user's token needs (`clientCredentials`); empty when technical users cannot call it. */
  scopes: string[];
  /** The English description, CommonMark. */
  description: string;
}

export interface DescriptionFacts {
  version: string;
  operations: DescribedOperation[];
  /** Property names of every schema, at any depth. */
  properties: Set<string>;
  /** Names of every parameter (path, query and header). */
  parameters: Set<string>;
  /** Response headers and header parameters, by name in lower case. */
  headers: Set<string>;
  /** Every `enum` of strings, with where it is. */
  enums: Array<{where: string; values: Set<string>}>;
  /** What each OAuth scope allows, per locale, as the security schemes describe it (German from translations). */
  scopeTexts: Record<Locale, Map<string, string>>;
  operationFor(method: string, target: string): DescribedOperation | undefined;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pathPattern(template: string): RegExp {
  const escaped = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/?#]+');
  return new RegExp(`^${escaped}(?:[?#].*)?$`);
}

/** Walks the whole (dereferenced) description once; `seen` stops at shared objects and recursive schemas. */
function collect(node: unknown, where: string, facts: DescriptionFacts, seen: Set<unknown>): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => collect(item, `${where}[${index}]`, facts, seen));
    return;
  }
  if (!isObject(node) || seen.has(node)) return;
  seen.add(node);
  if (isObject(node.properties)) for (const name of Object.keys(node.properties)) facts.properties.add(name);
  if (Array.isArray(node.enum) && node.enum.every((value) => typeof value === 'string')) {
    facts.enums.push({where, values: new Set(node.enum as string[])});
  }
  if (typeof node.name === 'string' && typeof node.in === 'string') {
    facts.parameters.add(node.name);
    if (node.in === 'header') facts.headers.add(node.name.toLowerCase());
  }
  if (isObject(node.headers))
    for (const name of Object.keys(node.headers)) facts.headers.add(name.toLowerCase());
  for (const [key, value] of Object.entries(node)) {
    // Examples are data; their keys are not the description's names.
    if (key === 'example' || key === 'examples') continue;
    collect(value, `${where}/${key}`, facts, seen);
  }
}

export async function describeApi(
  file = sourceFile,
  germanDir = translationsDir('de'),
): Promise<DescriptionFacts> {
  let document: Json;
  try {
    document = (await SwaggerParser.dereference(file)) as unknown as Json;
  } catch (error) {
    throw new Error(`Cannot read the OpenAPI description ${file}: ${(error as Error).message}`);
  }
  const info = isObject(document.info) ? document.info : {};
  const facts: DescriptionFacts = {
    version: typeof info.version === 'string' ? info.version : '',
    operations: [],
    properties: new Set(),
    parameters: new Set(),
    headers: new Set(),
    enums: [],
    scopeTexts: {en: new Map(), de: new Map()},
    operationFor(method, target) {
      // Literal segments win over templates, as a router picks them (`/v1/bundles/open` before `{bundleId}`).
      const candidates = this.operations.filter(
        (operation) => operation.method === method.toUpperCase() && pathPattern(operation.path).test(target),
      );
      return candidates.sort((a, b) => a.path.split('{').length - b.path.split('{').length)[0];
    },
  };
  const german = loadTranslations(germanDir);
  const topSecurity = Array.isArray(document.security) ? document.security : [];
  // The operations under `paths` with their own operationId, named and slugged as their pages are.
  for (const entry of operationsOf(document as JsonObject)) {
    const {operation, operationId} = entry;
    if (entry.kind !== 'path' || !entry.ownOperationId) continue;
    const security = Array.isArray(operation.security) ? operation.security : topSecurity;
    const requirements = security.filter(isObject);
    const schemes = new Set(requirements.flatMap((requirement) => Object.keys(requirement)));
    const scopes = requirements.flatMap((requirement) =>
      Array.isArray(requirement.clientCredentials) ? (requirement.clientCredentials as string[]) : [],
    );
    const summary = typeof operation.summary === 'string' ? plainSummary(operation.summary) : '';
    const germanSummary = german.get(`operations > ${operationId} > summary`)?.text;
    facts.operations.push({
      operationId,
      titles: {en: summary, de: germanSummary === undefined ? summary : plainSummary(germanSummary)},
      slug: entry.slug,
      method: entry.method.toUpperCase(),
      path: entry.name,
      schemes,
      scopes,
      description: typeof operation.description === 'string' ? operation.description : '',
    });
  }
  const schemes = isObject(document.components) ? document.components.securitySchemes : undefined;
  for (const [schemeName, scheme] of Object.entries(isObject(schemes) ? schemes : {})) {
    const flows = isObject(scheme) && isObject(scheme.flows) ? scheme.flows : {};
    for (const [flowName, flow] of Object.entries(flows)) {
      const scopes = isObject(flow) && isObject(flow.scopes) ? flow.scopes : {};
      for (const [scope, text] of Object.entries(scopes)) {
        if (typeof text !== 'string') continue;
        facts.scopeTexts.en.set(scope, text);
        const key = `securitySchemes > ${schemeName} > flows > ${flowName} > scopes > ${scope}`;
        facts.scopeTexts.de.set(scope, german.get(key)?.text ?? text);
      }
    }
  }
  collect(document, '#', facts, new Set());
  return facts;
}
