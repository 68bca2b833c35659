/**
 * The human texts of an OpenAPI 3.0 or 3.1 description, found by walking it as the specification types it:
 * a schema's `properties` map names to schemas (a property may be called `value`, `example` or
 * `description`), a media type's `examples` hold a summary and a description beside their data, and
 * `example`, `default`, `enum`, `const` and extensions are data. One walker serves the translation catalogue
 * (the bundled description, keyed by names), the lint (the source files, located by file and JSON pointer)
 * and the step that makes descriptions safe for the pages.
 */

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where a node sits: a file (empty for an in-memory document) and the JSON pointer's segments in it. */
export interface Location {
  file: string;
  pointer: Array<string | number>;
}

export interface TextSite {
  /** Names from the root to the text (see catalogue.ts); stable when paths, parameters or tags move. */
  key: string[];
  at: Location;
  text: string;
  /** `markdown` for descriptions (CommonMark in OpenAPI), `plain` for summaries, titles and names. */
  format: 'markdown' | 'plain';
  /**
   * For a text the description does not hold yet (a tag's display name defaults to its name): the object
   * the text would be written into.
   */
  absent?: boolean;
}

/** How a walk meets a `$ref`: follow it into the target (the source files), or leave it (a bundle). */
export type RefResolver = (ref: string, from: Location) => {node: Json; at: Location} | undefined;

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type NodeType =
  | 'pathItem'
  | 'operation'
  | 'parameter'
  | 'header'
  | 'requestBody'
  | 'mediaType'
  | 'encoding'
  | 'response'
  | 'example'
  | 'link'
  | 'callback'
  | 'schema'
  | 'securityScheme'
  | 'server';

/** Schema keywords whose value is a map of names to schemas. */
const schemaMaps = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];
/** Schema keywords whose value is one schema. */
const schemaSingles = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'additionalItems',
];
/** Schema keywords whose value is a list of schemas. */
const schemaLists = ['allOf', 'oneOf', 'anyOf', 'prefixItems'];

const componentTypes: Record<string, NodeType> = {
  schemas: 'schema',
  responses: 'response',
  parameters: 'parameter',
  examples: 'example',
  requestBodies: 'requestBody',
  headers: 'header',
  securitySchemes: 'securityScheme',
  links: 'link',
  callbacks: 'callback',
  pathItems: 'pathItem',
};

/** The root key of an operation's texts: its operationId, or where it is when it has none. */
export function operationRootKey(
  kind: 'path' | 'webhook',
  name: string,
  method: string,
  operation: JsonObject,
): string[] {
  if (typeof operation.operationId === 'string' && operation.operationId !== '') {
    return ['operations', operation.operationId];
  }
  return kind === 'path' ? ['operations', `${method.toUpperCase()} ${name}`] : ['webhooks', name, method];
}

export class TextWalker {
  private readonly seen = new Set<string>();

  constructor(
    private readonly visit: (site: TextSite) => void,
    private readonly resolveRef?: RefResolver,
    /** Called with every schema object the walk meets, once each (see schemaMerge.ts). */
    private readonly visitSchema?: (schema: JsonObject, at: Location) => void,
  ) {}

  private text(
    node: JsonObject,
    field: string,
    at: Location,
    key: string[],
    format: TextSite['format'],
  ): void {
    const value = node[field];
    if (typeof value === 'string') {
      this.visit({key: [...key, field], at: child(at, field), text: value, format});
    }
  }

  /** Walks the whole document. */
  document(root: Json, at: Location): void {
    if (!isObject(root)) return;
    const info = root.info;
    if (isObject(info)) {
      const infoAt = child(at, 'info');
      this.text(info, 'title', infoAt, ['info'], 'plain');
      this.text(info, 'summary', infoAt, ['info'], 'plain');
      this.text(info, 'description', infoAt, ['info'], 'markdown');
    }
    this.servers(root.servers, child(at, 'servers'), ['servers']);
    this.externalDocs(root, at, []);
    if (Array.isArray(root.tags)) {
      root.tags.forEach((tag, index) => {
        if (!isObject(tag) || typeof tag.name !== 'string') return;
        const tagAt = child(at, 'tags', index);
        const key = ['tags', tag.name];
        // The name a reader sees: `x-displayName` where the description sets one, else the name itself.
        const display = typeof tag['x-displayName'] === 'string' ? tag['x-displayName'] : tag.name;
        this.visit({
          key: [...key, 'x-displayName'],
          at: child(tagAt, 'x-displayName'),
          text: display,
          format: 'plain',
          absent: typeof tag['x-displayName'] !== 'string',
        });
        this.text(tag, 'description', tagAt, key, 'markdown');
        this.externalDocs(tag, tagAt, key);
      });
    }
    this.pathItems(root.paths, child(at, 'paths'), 'path');
    this.pathItems(root.webhooks, child(at, 'webhooks'), 'webhook');
    this.pathItems(root['x-webhooks'], child(at, 'x-webhooks'), 'webhook');
    const components = root.components;
    if (isObject(components)) {
      for (const [section, type] of Object.entries(componentTypes)) {
        const entries = components[section];
        if (!isObject(entries)) continue;
        for (const [name, component] of Object.entries(entries)) {
          this.node(type, component, child(at, 'components', section, name), [section, name]);
        }
      }
    }
  }

  private pathItems(items: Json | undefined, at: Location, kind: 'path' | 'webhook'): void {
    if (!isObject(items)) return;
    for (const [name, item] of Object.entries(items)) {
      const itemAt = child(at, name);
      const target = this.follow(item, itemAt);
      if (target === undefined || !isObject(target.node)) continue;
      this.pathItemFields(target.node, target.at, kind === 'path' ? ['paths', name] : ['webhooks', name]);
      for (const method of httpMethods) {
        const operation = target.node[method];
        if (!isObject(operation)) continue;
        this.node(
          'operation',
          operation,
          child(target.at, method),
          operationRootKey(kind, name, method, operation),
        );
      }
    }
  }

  /** Follows a `$ref` when the walk resolves references; undefined when the target is walked elsewhere. */
  private follow(node: Json | undefined, at: Location): {node: Json; at: Location} | undefined {
    if (node === undefined) return undefined;
    if (isObject(node) && typeof node.$ref === 'string') {
      if (this.resolveRef === undefined) return undefined;
      const target = this.resolveRef(node.$ref, at);
      return target === undefined ? undefined : this.follow(target.node, target.at);
    }
    return {node, at};
  }

  private node(type: NodeType, node: Json | undefined, at: Location, key: string[]): void {
    if (node === undefined) return;
    if (isObject(node) && typeof node.$ref === 'string') {
      // OpenAPI 3.1 lets a reference override the summary and description of what it points to.
      this.text(node, 'summary', at, key, 'plain');
      this.text(node, 'description', at, key, 'markdown');
      const target = this.follow(node, at);
      if (target === undefined) return;
      const id = `${type}:${target.at.file}#${target.at.pointer.join('/')}`;
      if (this.seen.has(id)) return;
      this.seen.add(id);
      this.node(type, target.node, target.at, key);
      return;
    }
    if (type === 'schema') {
      this.schema(node, at, key);
      return;
    }
    if (!isObject(node)) return;
    switch (type) {
      case 'pathItem':
        this.pathItemFields(node, at, key);
        for (const method of httpMethods)
          this.node('operation', node[method], child(at, method), [...key, method]);
        break;
      case 'operation':
        this.text(node, 'summary', at, key, 'plain');
        this.text(node, 'description', at, key, 'markdown');
        this.externalDocs(node, at, key);
        this.parameters(node.parameters, child(at, 'parameters'), [...key, 'parameters']);
        this.node('requestBody', node.requestBody, child(at, 'requestBody'), [...key, 'requestBody']);
        this.map('response', node.responses, child(at, 'responses'), [...key, 'responses']);
        this.map('callback', node.callbacks, child(at, 'callbacks'), [...key, 'callbacks']);
        this.servers(node.servers, child(at, 'servers'), [...key, 'servers']);
        break;
      case 'parameter':
      case 'header':
        this.text(node, 'description', at, key, 'markdown');
        this.node('schema', node.schema, child(at, 'schema'), [...key, 'schema']);
        this.map('mediaType', node.content, child(at, 'content'), [...key, 'content']);
        this.map('example', node.examples, child(at, 'examples'), [...key, 'examples']);
        break;
      case 'requestBody':
        this.text(node, 'description', at, key, 'markdown');
        this.map('mediaType', node.content, child(at, 'content'), [...key, 'content']);
        break;
      case 'mediaType':
        this.node('schema', node.schema, child(at, 'schema'), [...key, 'schema']);
        this.map('example', node.examples, child(at, 'examples'), [...key, 'examples']);
        this.map('encoding', node.encoding, child(at, 'encoding'), [...key, 'encoding']);
        break;
      case 'encoding':
        this.map('header', node.headers, child(at, 'headers'), [...key, 'headers']);
        break;
      case 'response':
        this.text(node, 'description', at, key, 'markdown');
        this.map('header', node.headers, child(at, 'headers'), [...key, 'headers']);
        this.map('mediaType', node.content, child(at, 'content'), [...key, 'content']);
        this.map('link', node.links, child(at, 'links'), [...key, 'links']);
        break;
      case 'example':
        this.text(node, 'summary', at, key, 'plain');
        this.text(node, 'description', at, key, 'markdown');
        break;
      case 'link':
        this.text(node, 'description', at, key, 'markdown');
        this.node('server', node.server, child(at, 'server'), [...key, 'server']);
        break;
      case 'callback':
        for (const [expression, item] of Object.entries(node)) {
          if (expression.startsWith('x-')) continue;
          this.node('pathItem', item, child(at, expression), [...key, expression]);
        }
        break;
      case 'securityScheme':
        this.text(node, 'description', at, key, 'markdown');
        if (isObject(node.flows)) {
          for (const [flowName, flow] of Object.entries(node.flows)) {
            if (!isObject(flow) || !isObject(flow.scopes)) continue;
            const scopesAt = child(at, 'flows', flowName, 'scopes');
            const scopesKey = [...key, 'flows', flowName, 'scopes'];
            for (const scope of Object.keys(flow.scopes))
              this.text(flow.scopes, scope, scopesAt, scopesKey, 'plain');
          }
        }
        break;
      case 'server':
        this.serverFields(node, at, key);
        break;
    }
  }

  private pathItemFields(node: JsonObject, at: Location, key: string[]): void {
    this.text(node, 'summary', at, key, 'plain');
    this.text(node, 'description', at, key, 'markdown');
    this.parameters(node.parameters, child(at, 'parameters'), [...key, 'parameters']);
    this.servers(node.servers, child(at, 'servers'), [...key, 'servers']);
  }

  private map(type: NodeType, entries: Json | undefined, at: Location, key: string[]): void {
    if (!isObject(entries)) return;
    for (const [name, value] of Object.entries(entries)) {
      if (type !== 'mediaType' && name.startsWith('x-')) continue;
      this.node(type, value, child(at, name), [...key, name]);
    }
  }

  /** Parameters are keyed by location and name (`query:page`), so reordering them keeps their texts. */
  private parameters(list: Json | undefined, at: Location, key: string[]): void {
    if (!Array.isArray(list)) return;
    list.forEach((parameter, index) => {
      const segment =
        isObject(parameter) && typeof parameter.name === 'string' && typeof parameter.in === 'string'
          ? `${parameter.in}:${parameter.name}`
          : String(index);
      this.node('parameter', parameter, child(at, index), [...key, segment]);
    });
  }

  /** Servers are keyed by URL. */
  private servers(list: Json | undefined, at: Location, key: string[]): void {
    if (!Array.isArray(list)) return;
    list.forEach((server, index) => {
      if (!isObject(server)) return;
      const segment = typeof server.url === 'string' ? server.url : String(index);
      this.serverFields(server, child(at, index), [...key, segment]);
    });
  }

  private serverFields(server: JsonObject, at: Location, key: string[]): void {
    this.text(server, 'description', at, key, 'plain');
    if (!isObject(server.variables)) return;
    for (const [name, variable] of Object.entries(server.variables)) {
      if (isObject(variable)) {
        this.text(
          variable,
          'description',
          child(at, 'variables', name),
          [...key, 'variables', name],
          'plain',
        );
      }
    }
  }

  private externalDocs(node: JsonObject, at: Location, key: string[]): void {
    if (isObject(node.externalDocs)) {
      this.text(
        node.externalDocs,
        'description',
        child(at, 'externalDocs'),
        [...key, 'externalDocs'],
        'markdown',
      );
    }
  }

  private schema(node: Json, at: Location, key: string[]): void {
    // `true`, `false` and anything else that is no object is a schema without texts.
    if (!isObject(node)) return;
    this.visitSchema?.(node, at);
    // The theme names a oneOf or anyOf variant, and a schema that contains itself, by its title.
    this.text(node, 'title', at, key, 'plain');
    this.text(node, 'description', at, key, 'markdown');
    this.externalDocs(node, at, key);
    for (const keyword of schemaMaps) {
      const entries = node[keyword];
      if (!isObject(entries)) continue;
      for (const [name, value] of Object.entries(entries)) {
        this.node('schema', value, child(at, keyword, name), [...key, keyword, name]);
      }
    }
    for (const keyword of schemaSingles) {
      this.node('schema', node[keyword], child(at, keyword), [...key, keyword]);
    }
    for (const keyword of schemaLists) {
      const list = node[keyword];
      if (!Array.isArray(list)) continue;
      list.forEach((value, index) =>
        this.node('schema', value, child(at, keyword, index), [...key, keyword, String(index)]),
      );
    }
  }
}

export function child(at: Location, ...segments: Array<string | number>): Location {
  return {file: at.file, pointer: [...at.pointer, ...segments]};
}

/** `#/paths/~1v1~1products/post` for a location's pointer. */
export function jsonPointer(pointer: ReadonlyArray<string | number>): string {
  return `#/${pointer.map((segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}
