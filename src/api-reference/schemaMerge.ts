/**
 * Schemas the reference cannot draw: an `allOf` whose members cannot be merged, such as a property that one
 * member declares as a string and another as an integer, or two enums without a common value. Valid OpenAPI,
 * but no value satisfies the schema. The OpenAPI theme merges every `allOf` with allof-merge while it renders a
 * page; where members conflict it only logs "Could not merge values" and leaves the property out, and the
 * server rendering fails minutes later (`Cannot read properties of undefined (reading 'readOnly')`) naming a
 * page, not the schema. The same merge runs here on the source files, before any page is generated, so the lint
 * names the `allOf`, each conflicting declaration and what to change.
 */
import {createRequire} from 'node:module';
import {isDeepStrictEqual} from 'node:util';

import {
  child,
  isObject,
  jsonPointer,
  type Json,
  type JsonObject,
  type Location,
  type RefResolver,
} from './walk';

type MergeErrorHandler = (message: string, path: Array<string | number>, values: unknown[]) => void;

/** allof-merge as the OpenAPI theme requires it: the very library (and version) that merges when pages render. */
const themeRequire = createRequire(require.resolve('docusaurus-theme-openapi-docs/package.json'));
const {merge} = themeRequire('allof-merge') as {
  merge: (value: unknown, options: {onMergeError: MergeErrorHandler}) => unknown;
};

export interface MergeConflict {
  /** The `allOf` that cannot be merged. */
  at: Location;
  /** Where in the merged schema the members conflict (`properties/id`); empty for the schema itself. */
  path: Array<string | number>;
  /** The values that conflict, as the members give them. */
  values: unknown[];
  /** Where the members declare them: the keyword holding a conflicting value, where it could be found. */
  declarations: Location[];
}

const locationId = (at: Location): string => `${at.file}${jsonPointer(at.pointer)}`;

/**
 * As the theme does before it merges (normalize.ts of docusaurus-theme-openapi-docs): `additionalProperties:
 * false` in a member of a larger `allOf` is dropped, since every member would reject the others' properties.
 */
function withoutStrictMembers(schema: JsonObject): JsonObject {
  if (!Array.isArray(schema.allOf) || schema.allOf.length < 2) return schema;
  return {
    ...schema,
    allOf: schema.allOf.map((member) => {
      if (!isObject(member) || member.additionalProperties !== false) return member;
      const {additionalProperties: _dropped, ...rest} = member;
      return rest;
    }),
  };
}

/** Merges the `allOf`s of the schemas it is shown (TextWalker's schema visitor) and keeps each conflict once. */
export class AllOfChecker {
  readonly conflicts: MergeConflict[] = [];
  private readonly merged = new Map<string, Json>();

  constructor(private readonly resolve: RefResolver) {}

  readonly visit = (schema: JsonObject, at: Location): void => {
    if (Array.isArray(schema.allOf)) this.mergedAt(schema, at, new Set());
  };

  /** The merged schema of an `allOf` at its place; its conflicts are recorded the first time. */
  private mergedAt(schema: JsonObject, at: Location, stack: ReadonlySet<string>): Json {
    const id = locationId(at);
    const known = this.merged.get(id);
    if (known !== undefined) return known;
    const inner = new Set([...stack, id]);
    const copy: JsonObject = {};
    for (const [keyword, value] of Object.entries(schema))
      copy[keyword] = this.resolved(value, child(at, keyword), inner);
    const errors: Array<{path: Array<string | number>; values: unknown[]}> = [];
    const result = (merge(withoutStrictMembers(copy), {
      onMergeError: (_message, path, values) => errors.push({path, values}),
    }) ?? {}) as Json;
    this.merged.set(id, result);
    for (const {path, values} of errors) {
      this.conflicts.push({
        at: child(at, 'allOf'),
        path,
        values,
        declarations: this.declarations(schema, at, path, values),
      });
    }
    return result;
  }

  /**
   * A copy with references followed and nested `allOf`s merged (a nested one's conflicts are its own, recorded at
   * its place); a reference back into a schema being copied stays an empty schema.
   */
  private resolved(node: Json, at: Location, stack: ReadonlySet<string>): Json {
    if (Array.isArray(node)) return node.map((item, index) => this.resolved(item, child(at, index), stack));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const target = this.resolve(node.$ref, at);
      if (target === undefined || stack.has(locationId(target.at))) return {};
      return this.resolved(target.node, target.at, new Set([...stack, locationId(target.at)]));
    }
    if (Array.isArray(node.allOf)) return this.mergedAt(node, at, stack);
    const copy: JsonObject = {};
    for (const [keyword, value] of Object.entries(node))
      copy[keyword] = this.resolved(value, child(at, keyword), stack);
    return copy;
  }

  /** The keywords at `path` below the schema (through references and `allOf` members) that hold one of `values`. */
  private declarations(
    node: Json,
    at: Location,
    path: ReadonlyArray<string | number>,
    values: readonly unknown[],
    seen = new Set<string>(),
  ): Location[] {
    let target: {node: Json; at: Location} | undefined = {node, at};
    while (target !== undefined && isObject(target.node) && typeof target.node.$ref === 'string') {
      if (seen.has(locationId(target.at))) return [];
      seen.add(locationId(target.at));
      target = this.resolve(target.node.$ref, target.at);
    }
    if (target === undefined || !isObject(target.node)) return [];
    const schema = target.node;
    const found: Location[] = [];
    if (Array.isArray(schema.allOf)) {
      schema.allOf.forEach((member, index) =>
        found.push(...this.declarations(member, child(target.at, 'allOf', index), path, values, seen)),
      );
    }
    const [head, ...rest] = path;
    if (head === undefined) {
      for (const [keyword, value] of Object.entries(schema)) {
        if (values.some((conflicting) => isDeepStrictEqual(conflicting, value)))
          found.push(child(target.at, keyword));
      }
    } else if (schema[head] !== undefined) {
      found.push(...this.declarations(schema[head] as Json, child(target.at, head), rest, values, seen));
    }
    return found;
  }
}

/** "properties/id gets "string" and "integer"": what conflicts, for a message. */
export function describeConflict(conflict: MergeConflict): string {
  const where = conflict.path.length === 0 ? 'the schema' : conflict.path.join('/');
  return `${where} gets ${conflict.values.map((value) => JSON.stringify(value)).join(' and ')}`;
}
