/**
 * The human texts of an OpenAPI 3.0 or 3.1 description, found by walking it as the specification types it.
 * The types are Redocly's (the library that bundles and lints the description): which field holds which kind of
 * object, so a schema property called `description` is a schema, and `example`, `default`, `enum`, `const` and
 * extensions are data. One walker serves the translation catalogue (the bundled description, keyed by names),
 * the lint (the source files, located by file and JSON pointer) and the step that makes descriptions safe for
 * the pages.
 */
import {normalizeTypes, Oas3_1Types} from '@redocly/openapi-core';

import {
  child,
  httpMethods,
  isObject,
  operationRootKey,
  type Json,
  type JsonObject,
  type Location,
  type RefResolver,
} from './walk';

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

/** A node type as Redocly's normalizeTypes gives it, as far as the walk reads it. */
interface NodeType {
  name: string;
  properties: Record<string, unknown>;
  additionalProperties?: unknown;
  items?: unknown;
  extensionsPrefix?: string;
}

/**
 * OpenAPI 3.1's types serve 3.0 too: they know every field 3.0 has, and JSON Schema keywords such as
 * `patternProperties` that 3.0 descriptions use all the same.
 */
const types = normalizeTypes(Oas3_1Types) as unknown as Record<string, NodeType>;

/** Plain-text fields by type; every `description` the type declares is Markdown, but a server's. */
const plainFields: Record<string, string[]> = {
  Info: ['title', 'summary'],
  PathItem: ['summary'],
  Operation: ['summary'],
  Example: ['summary'],
  Schema: ['title'],
};
const plainDescription = new Set(['Server', 'ServerVariable']);

const named = (type: unknown): type is NodeType => typeof (type as {name?: unknown})?.name === 'string';

/** The type of a field's value, as Redocly's walker decides it. */
function fieldType(type: NodeType, field: string, value: Json): unknown {
  // OpenAPI 3.0's webhooks, which some 3.1 descriptions keep.
  if (type.name === 'Root' && field === 'x-webhooks') return types.WebhooksMap;
  const extension = type.extensionsPrefix !== undefined && field.startsWith(type.extensionsPrefix);
  let fieldType = Object.hasOwn(type.properties, field)
    ? type.properties[field]
    : extension
      ? undefined
      : type.additionalProperties;
  if (typeof fieldType === 'function')
    fieldType = (fieldType as (v: Json, k: string) => unknown)(value, field);
  return fieldType;
}

/**
 * The key segment of a list item: parameters by location and name (`query:page`), servers by URL and tags by
 * name, so reordering them keeps their texts.
 */
function itemSegment(list: string, node: Json, index: number): string {
  if (!isObject(node)) return String(index);
  if (list === 'ParameterList' && typeof node.name === 'string' && typeof node.in === 'string')
    return `${node.in}:${node.name}`;
  if (list === 'ServerList' && typeof node.url === 'string') return node.url;
  if (list === 'TagList' && typeof node.name === 'string') return node.name;
  return String(index);
}

export class TextWalker {
  private readonly seen = new Set<string>();

  constructor(
    private readonly visit: (site: TextSite) => void,
    private readonly resolveRef?: RefResolver,
    /** Called with every schema object the walk meets, once each (see schemaMerge.ts). */
    private readonly visitSchema?: (schema: JsonObject, at: Location) => void,
  ) {}

  private text(node: JsonObject, field: string, at: Location, key: string[], format: TextSite['format']) {
    const value = node[field];
    if (typeof value === 'string')
      this.visit({key: [...key, field], at: child(at, field), text: value, format});
  }

  /** Walks the whole document. */
  document(root: Json, at: Location): void {
    if (!isObject(root)) return;
    this.node(root, types.Root as NodeType, at, []);
  }

  private node(node: Json | undefined, type: NodeType, at: Location, key: string[]): void {
    if (!isObject(node) && !Array.isArray(node)) return;
    if (isObject(node) && typeof node.$ref === 'string') {
      // OpenAPI 3.1 lets a reference override the summary and description of what it points to.
      this.text(node, 'summary', at, key, 'plain');
      this.text(node, 'description', at, key, 'markdown');
      const target = this.resolveRef?.(node.$ref, at);
      if (target === undefined) return;
      const id = `${type.name}:${target.at.file}#${target.at.pointer.join('/')}`;
      if (this.seen.has(id)) return;
      this.seen.add(id);
      this.node(target.node, type, target.at, key);
      return;
    }
    if (Array.isArray(node)) {
      if (!named(type.items)) return;
      const items = type.items;
      node.forEach((item, index) =>
        this.node(item, items, child(at, index), [...key, itemSegment(type.name, item, index)]),
      );
      return;
    }
    if (type.name === 'Schema') this.visitSchema?.(node, at);
    if (type.name === 'Tag' && typeof node.name === 'string') {
      // The name a reader sees: `x-displayName` where the description sets one, else the name itself.
      const display = node['x-displayName'];
      this.visit({
        key: [...key, 'x-displayName'],
        at: child(at, 'x-displayName'),
        text: typeof display === 'string' ? display : node.name,
        format: 'plain',
        absent: typeof display !== 'string',
      });
    }
    for (const field of plainFields[type.name] ?? []) this.text(node, field, at, key, 'plain');
    if (Object.hasOwn(type.properties, 'description'))
      this.text(node, 'description', at, key, plainDescription.has(type.name) ? 'plain' : 'markdown');
    if (isObject(node.scopes) && /Flow$|^ClientCredentials$|^AuthorizationCode$/.test(type.name)) {
      for (const scope of Object.keys(node.scopes))
        this.text(node.scopes, scope, child(at, 'scopes'), [...key, 'scopes'], 'plain');
    }
    for (const [field, value] of Object.entries(node)) {
      const valueType = fieldType(type, field, value);
      if (!named(valueType)) continue;
      this.node(value, valueType, child(at, field), this.childKey(type, key, field, value));
    }
  }

  private childKey(type: NodeType, key: string[], field: string, value: Json): string[] {
    // Components are keyed by section and name (`schemas > Product`), webhooks alike in 3.0 and 3.1.
    if (type.name === 'Root' && field === 'components') return [];
    if (type.name === 'Root' && field === 'x-webhooks') return ['webhooks'];
    // An operation at the top of the description is keyed by its operationId.
    const top = key.length === 2 && (key[0] === 'paths' || key[0] === 'webhooks');
    if (type.name === 'PathItem' && top && isObject(value) && httpMethods.includes(field as never))
      return operationRootKey(key[0] === 'paths' ? 'path' : 'webhook', key[1] ?? '', field, value);
    return [...key, field];
  }
}

/** Replaces each Markdown text of a description (its descriptions) with what `rewrite` makes of it, in place. */
export function rewriteMarkdown(description: JsonObject, rewrite: (text: string) => string): void {
  const sites: TextSite[] = [];
  new TextWalker((site) => sites.push(site)).document(description, {file: '', pointer: []});
  for (const site of sites) {
    if (site.absent || site.format !== 'markdown') continue;
    let parent: Json = description;
    for (const segment of site.at.pointer.slice(0, -1))
      parent = (parent as Record<string | number, Json>)[segment] as Json;
    (parent as Record<string | number, Json>)[
      site.at.pointer[site.at.pointer.length - 1] as string | number
    ] = rewrite(site.text);
  }
}
