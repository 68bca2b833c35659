/**
 * The bundled OpenAPI description as the example checks need it: operations found by method and path, with
 * their parameters and security requirements, request and response schemas with every `$ref` resolved,
 * validated with Ajv as JSON Schema 2020-12.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020, {type ErrorObject, type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

import {bundledDescriptionFile} from '../description';

type Schema = Record<string, unknown>;

interface MediaTypes {
  required?: boolean;
  content?: Record<string, {schema?: Schema}>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

/** Scheme names, all of which a request must satisfy; an empty one needs no credential. */
export type SecurityRequirement = Record<string, string[]>;

export interface SecurityScheme {
  type: 'http' | 'apiKey' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  /** The HTTP authentication scheme, `bearer` or `basic`. */
  scheme?: string;
  /** Where an API key goes. */
  in?: 'header' | 'query' | 'cookie';
  name?: string;
}

export interface DescribedOperation {
  operationId: string;
  method: string;
  path: string;
  /** The path's and the operation's own, the operation's winning. */
  parameters: Parameter[];
  /** The operation's, or else the description's. */
  security: SecurityRequirement[];
  requestBody?: MediaTypes;
  responses: Record<string, MediaTypes>;
}

interface Document {
  servers?: Array<{url: string}>;
  paths: Record<string, Record<string, unknown>>;
  security?: SecurityRequirement[];
  components?: {securitySchemes?: Record<string, SecurityScheme>};
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];

export interface ApiDescription {
  file: string;
  /** Server URLs from the description; curl calls to these are API examples. */
  origins: string[];
  operations: DescribedOperation[];
  byId: Map<string, DescribedOperation>;
  securitySchemes: Record<string, SecurityScheme>;
  /** The operation a request goes to, as a router would pick it: literal path segments before templates. */
  operationFor(method: string, target: string): DescribedOperation | undefined;
}

function pathPattern(template: string): RegExp {
  const escaped = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}$`);
}

export async function loadDescription(file = bundledDescriptionFile): Promise<ApiDescription> {
  let document: Document;
  try {
    document = (await SwaggerParser.dereference(file)) as unknown as Document;
  } catch (error) {
    throw new Error(
      `Cannot read the bundled description ${file} (run \`npm run gen-api-docs\` first): ${(error as Error).message}`,
    );
  }
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method] as Partial<DescribedOperation> | undefined;
      if (operation === undefined) return [];
      const own = operation.parameters ?? [];
      const shared = ((item.parameters ?? []) as Parameter[]).filter(
        (parameter) => !own.some((mine) => mine.name === parameter.name && mine.in === parameter.in),
      );
      return [
        {
          ...(operation as DescribedOperation),
          method: method.toUpperCase(),
          path,
          parameters: [...shared, ...own],
          security: operation.security ?? document.security ?? [],
        },
      ];
    }),
  );
  const routes = operations
    .map((operation) => ({
      operation,
      pattern: pathPattern(operation.path),
      templates: operation.path.split('{').length,
    }))
    .sort((a, b) => a.templates - b.templates);
  return {
    file,
    origins: (document.servers ?? []).map((server) => server.url.replace(/\/$/, '')),
    operations,
    byId: new Map(operations.map((operation) => [operation.operationId, operation])),
    securitySchemes: document.components?.securitySchemes ?? {},
    operationFor(method, target) {
      const pathname = target.split('?')[0] ?? '';
      return routes.find(({operation, pattern}) => operation.method === method && pattern.test(pathname))
        ?.operation;
    },
  };
}

export function jsonSchemaOf(media: MediaTypes | undefined): Schema | undefined {
  const [, type] =
    Object.entries(media?.content ?? {}).find(([mediaType]) =>
      /^application\/([\w.-]+\+)?json$/.test(mediaType),
    ) ?? [];
  return type?.schema;
}

export function mediaTypesOf(media: MediaTypes | undefined): string[] {
  return Object.keys(media?.content ?? {});
}

/** Copies of schemas, as an `allOf` branch (left open) and as a whole (closed). */
type Copies = Map<unknown, {branch?: Schema; whole?: Schema}>;

const composition = ['allOf', 'anyOf', 'oneOf'];
const subschemaMaps = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];
const subschemas = [
  'items',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'additionalProperties',
  'propertyNames',
];

/**
 * A copy of the schema in which every object accepts only the properties the description declares
 * (`unevaluatedProperties: false`), unless the description says otherwise. The description leaves objects
 * open, so without this an example with a renamed or misspelled field would still pass. Branches of an
 * `allOf` stay open: the object that combines them is closed and sees the properties of all branches.
 */
function closed(schema: unknown, inAllOf: boolean, copies: Copies): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const variant = inAllOf ? 'branch' : 'whole';
  const known = copies.get(schema) ?? {};
  const cached = known[variant];
  if (cached !== undefined) return cached;
  const copy: Schema = {...(schema as Schema)};
  // Registered before the walk, so a schema that contains itself gets the same copy back.
  copies.set(schema, {...known, [variant]: copy});
  for (const name of subschemaMaps) {
    const map = copy[name] as Record<string, unknown> | undefined;
    if (map !== undefined) {
      copy[name] = Object.fromEntries(
        Object.entries(map).map(([prop, sub]) => [prop, closed(sub, false, copies)]),
      );
    }
  }
  for (const name of subschemas) {
    if (copy[name] !== undefined) copy[name] = closed(copy[name], false, copies);
  }
  if (Array.isArray(copy.prefixItems))
    copy.prefixItems = copy.prefixItems.map((sub) => closed(sub, false, copies));
  for (const name of composition) {
    if (Array.isArray(copy[name])) {
      copy[name] = (copy[name] as unknown[]).map((sub) => closed(sub, name === 'allOf' || inAllOf, copies));
    }
  }
  const describesObject = copy.type === 'object' || copy.properties !== undefined || copy.allOf !== undefined;
  if (
    describesObject &&
    !inAllOf &&
    copy.additionalProperties === undefined &&
    copy.unevaluatedProperties === undefined
  ) {
    copy.unevaluatedProperties = false;
  }
  return copy;
}

function describe(error: ErrorObject): string {
  const where = error.instancePath === '' ? '(root)' : error.instancePath;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'unevaluatedProperties') {
    return `${where}: "${String(params.unevaluatedProperty)}" is not a property the description declares`;
  }
  if (error.keyword === 'enum') {
    return `${where}: ${error.message ?? ''} ${JSON.stringify(params.allowedValues)}`;
  }
  return `${where}: ${error.message ?? error.keyword}`;
}

export interface SchemaError {
  text: string;
  /** The property the error is about, to find its line in the example. */
  property?: string;
}

/** Validates JSON against schemas of the description, strictly (see `closed`). */
export class SchemaValidator {
  private readonly ajv = new Ajv2020({allErrors: true, strict: false});
  private readonly compiled = new WeakMap<Schema, ValidateFunction>();
  private readonly copies: Copies = new Map();

  constructor() {
    addFormats(this.ajv);
    // OpenAPI's name for file content; the description constrains files by their part name only.
    this.ajv.addFormat('binary', true);
  }

  validate(schema: Schema, value: unknown): SchemaError[] {
    let validate = this.compiled.get(schema);
    if (validate === undefined) {
      validate = this.ajv.compile(closed(schema, false, this.copies) as Schema);
      this.compiled.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => {
      const params = error.params as Record<string, unknown>;
      const property =
        (params.unevaluatedProperty as string | undefined) ??
        (params.missingProperty === undefined ? error.instancePath.split('/').pop() : undefined);
      return {text: describe(error), ...(property ? {property} : {})};
    });
  }
}
