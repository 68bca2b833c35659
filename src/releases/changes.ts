/**
 * What changed between two bundled descriptions, as a reader of the changelog and a reviewer need it: one
 * record per change to an operation (its parameters, request and response fields, enum values, status codes,
 * headers, security scopes and constraints), each marked breaking or not.
 *
 * api-smart-diff finds and classifies the changes (it resolves `$ref`s and merges `allOf`, so a field added to
 * a shared schema shows at every operation that returns it). On top of its classification, the portal keeps
 * the compatibility promise of the API introduction (section "Versioning"):
 * - a new enum value in a response is compatible: clients must tolerate unknown values;
 * - a field removed from a response is breaking, optional or not: a client may read it;
 * - a changed type is breaking, in a request or a response;
 * - a scope added to an operation's security requirement is breaking: existing tokens lack it.
 * CONTRIBUTING.md ("Breaking changes") states the same rule for writers.
 */
import {apiCompare, type Diff} from 'api-smart-diff';

import {operationsOf, type OperationEntry} from '../api-reference/operations';
import {isObject, type Json, type JsonObject} from '../api-reference/walk';

export type ChangeAction = 'added' | 'removed' | 'changed';

export type ChangeKind =
  | 'operation'
  | 'parameter'
  | 'requestBody'
  | 'field'
  | 'required'
  | 'enum'
  | 'type'
  | 'constraint'
  | 'status'
  | 'header'
  | 'mediaType'
  | 'scope'
  | 'security'
  | 'deprecated'
  | 'description'
  | 'example';

/** Where in an operation a change is. */
export type ChangePart =
  | {in: 'operation'}
  | {in: 'parameter'; name: string; location: string}
  | {in: 'request'}
  | {in: 'response'; status: string}
  | {in: 'security'};

export interface Change {
  kind: ChangeKind;
  action: ChangeAction;
  breaking: boolean;
  /** The operation whose page shows the change. */
  operation: {slug: string; operationId: string; label: string};
  part: ChangePart;
  /** The field (`items[].status`), parameter, header, status code, scope or media type the change is about. */
  subject?: string;
  /** The enum value, the constraint's keyword, or the old and new type. */
  detail?: {keyword?: string; value?: string; before?: string; after?: string};
  /** JSON pointer in the bundled description (the newer one; the older one for what was removed). */
  pointer: string;
}

type Segment = string | number;

const constraintKeywords = new Set([
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'uniqueItems',
  'multipleOf',
  'minProperties',
  'maxProperties',
  'const',
  'default',
  'nullable',
  'readOnly',
  'writeOnly',
  'additionalProperties',
]);

const descriptionKeywords = new Set(['description', 'summary', 'title', 'externalDocs']);

function pointerOf(path: readonly Segment[]): string {
  return `#/${path.map((segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

/** The node at `path`, following local `$ref`s of the bundle on the way. */
function nodeAt(root: Json, path: readonly Segment[]): Json | undefined {
  let node: Json | undefined = root;
  const follow = (value: Json | undefined): Json | undefined => {
    let current = value;
    for (let hops = 0; hops < 20 && isObject(current) && typeof current.$ref === 'string'; hops++) {
      const ref: string = current.$ref;
      if (!ref.startsWith('#/')) return current;
      current = nodeAt(
        root,
        ref
          .slice(2)
          .split('/')
          .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~')),
      );
    }
    return current;
  };
  for (const segment of path) {
    node = follow(node);
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = node[String(segment)];
    else return undefined;
  }
  return follow(node);
}

/** `items[].status` from the schema segments after `schema`; the keyword the change ends in, if any. */
function fieldOf(segments: readonly Segment[]): {field: string; rest: Segment[]} {
  const names: string[] = [];
  let index = 0;
  while (index < segments.length) {
    const segment = segments[index];
    if (segment === 'properties' && index + 1 < segments.length) {
      names.push(String(segments[index + 1]));
      index += 2;
    } else if (segment === 'items') {
      names.push('[]');
      index += 1;
    } else if (
      (segment === 'allOf' || segment === 'oneOf' || segment === 'anyOf') &&
      typeof segments[index + 1] === 'number'
    ) {
      index += 2;
    } else {
      break;
    }
  }
  const field = names.reduce(
    (text, name) => (name === '[]' ? `${text}[]` : text ? `${text}.${name}` : name),
    '',
  );
  return {field, rest: segments.slice(index)};
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

function typeText(value: unknown): string {
  return Array.isArray(value) ? value.map(String).join(' | ') : text(value);
}

const actionOf = (diff: Diff): ChangeAction =>
  diff.action === 'add' ? 'added' : diff.action === 'remove' ? 'removed' : 'changed';

interface Context {
  before: JsonObject;
  after: JsonObject;
  diff: Diff;
  entry: OperationEntry;
  /** Segments after the operation's pointer. */
  rest: Segment[];
}

/** A schema change below `schema` of a parameter, request body, response or header. */
type PartialChange = Omit<Change, 'operation' | 'pointer' | 'breaking'> & {
  /** The path in the description to point at instead of the diff's own. */
  at?: Segment[];
};

function schemaChange(
  ctx: Context,
  part: ChangePart,
  schemaPath: Segment[],
  base: Segment[],
  prefix = '',
): PartialChange | undefined {
  const {diff} = ctx;
  const action = actionOf(diff);
  const {field, rest} = fieldOf(schemaPath);
  const join = (name: string): string => (prefix && name ? `${prefix}.${name}` : prefix || name);
  const subject = join(field);
  const [keyword, ...tail] = rest;
  if (keyword === undefined) {
    // The whole schema of a property was added or removed (or the property renamed).
    if (schemaPath.length === 0)
      return {kind: part.in === 'request' ? 'requestBody' : 'field', action, part, subject};
    return {kind: 'field', action, part, subject};
  }
  if (keyword === 'properties' && tail.length === 1) {
    return {
      kind: 'field',
      action,
      part,
      subject: join(field ? `${field}.${String(tail[0])}` : String(tail[0])),
    };
  }
  if (keyword === 'required') {
    const name = text(diff.action === 'remove' ? diff.before : diff.after);
    const fieldAt = [...base, ...schemaPath.slice(0, schemaPath.length - rest.length), 'properties', name];
    const owner = nodeAt(diff.action === 'remove' ? ctx.before : ctx.after, fieldAt);
    if (owner === undefined) return undefined; // The field itself was removed: that change says it.
    // A new response field that is always there is just a new field; in a request, it is a new required one.
    const other = nodeAt(diff.action === 'remove' ? ctx.after : ctx.before, fieldAt);
    if (other === undefined && part.in === 'response') return undefined;
    return {
      kind: 'required',
      action,
      part,
      subject: join(field ? `${field}.${name}` : name),
      // Where the field is, rather than its place in the list of required names.
      at: fieldAt,
    };
  }
  if (keyword === 'enum') {
    const value = text(diff.action === 'remove' ? diff.before : diff.after);
    if (tail.length === 0)
      return {kind: 'enum', action, part, subject, detail: {value: text(diff.after ?? diff.before)}};
    return {kind: 'enum', action, part, subject, detail: {value}};
  }
  if (keyword === 'type') {
    const before =
      tail.length === 0
        ? diff.before
        : nodeAt(ctx.before, [...base, ...schemaPath.slice(0, schemaPath.length - rest.length), 'type']);
    const after =
      tail.length === 0
        ? diff.after
        : nodeAt(ctx.after, [...base, ...schemaPath.slice(0, schemaPath.length - rest.length), 'type']);
    return {
      kind: 'type',
      action: 'changed',
      part,
      subject,
      detail: {before: typeText(before), after: typeText(after)},
    };
  }
  if (keyword === 'deprecated') return {kind: 'deprecated', action, part, subject};
  if (typeof keyword === 'string' && descriptionKeywords.has(keyword))
    return {kind: 'description', action: 'changed', part, subject};
  if (keyword === 'example' || keyword === 'examples') return {kind: 'example', action, part, subject};
  if (typeof keyword === 'string' && constraintKeywords.has(keyword)) {
    return {
      kind: 'constraint',
      action,
      part,
      subject,
      detail: {
        keyword,
        before: diff.before === undefined ? undefined : text(diff.before),
        after: diff.after === undefined ? undefined : text(diff.after),
      },
    };
  }
  return undefined;
}

/** A parameter's name and location, `$ref` resolved; undefined for what is not a parameter. */
function parameterKey(
  value: Json | undefined,
  root: JsonObject,
): {name: string; location: string} | undefined {
  const resolved = isObject(value) && typeof value.$ref === 'string' ? refTarget(root, value.$ref) : value;
  if (!isObject(resolved) || typeof resolved.name !== 'string') return undefined;
  return {name: resolved.name, location: typeof resolved.in === 'string' ? resolved.in : ''};
}

/**
 * The description with each path item's parameters moved into its operations, as OpenAPI applies them: an
 * operation's own parameter replaces the path item's of the same name and location. api-smart-diff appends the
 * path item's parameters to the operation's without that rule, so an operation that gave a shared parameter
 * its own description showed it as added a second time.
 */
function withPathParametersInOperations(description: JsonObject): JsonObject {
  const copy = structuredClone(description);
  for (const {pathItem, operation} of operationsOf(copy)) {
    if (!Array.isArray(pathItem.parameters)) continue;
    const own = Array.isArray(operation.parameters) ? operation.parameters : [];
    const ownKeys = new Set(own.map((value) => JSON.stringify(parameterKey(value, copy) ?? null)));
    const shared = pathItem.parameters.filter(
      (value) => !ownKeys.has(JSON.stringify(parameterKey(value, copy) ?? null)),
    );
    operation.parameters = [...own, ...shared];
  }
  for (const {pathItem} of operationsOf(copy)) delete pathItem.parameters;
  return copy;
}

/** A parameter's name and location (the path item's parameters are the operation's, see above). */
function parameterName(ctx: Context, index: Segment, whole: boolean): {name: string; location: string} {
  const {diff, entry} = ctx;
  if (whole) {
    const found =
      diff.action === 'add'
        ? parameterKey(diff.after as Json, ctx.after)
        : parameterKey(diff.before as Json, ctx.before);
    if (found) return found;
  }
  for (const root of [ctx.before, ctx.after]) {
    const operation = nodeAt(root, entry.pointer);
    const own = isObject(operation) && Array.isArray(operation.parameters) ? operation.parameters : [];
    const found = parameterKey(own[Number(index)], root);
    if (found) return found;
  }
  return {name: String(index), location: ''};
}

function refTarget(root: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  return nodeAt(
    root,
    ref
      .slice(2)
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~')),
  );
}

/** The change a diff inside an operation stands for, or undefined for what readers need not see. */
function operationChange(ctx: Context): PartialChange | undefined {
  const {diff, rest} = ctx;
  const action = actionOf(diff);
  const base = ctx.entry.pointer;
  const [first, second, third, ...tail] = rest;
  if (first === undefined) return {kind: 'operation', action, part: {in: 'operation'}};
  if (first === 'deprecated') return {kind: 'deprecated', action, part: {in: 'operation'}};
  if (typeof first === 'string' && descriptionKeywords.has(first))
    return {kind: 'description', action: 'changed', part: {in: 'operation'}};
  if (first === 'parameters' && second !== undefined) {
    const {name, location} = parameterName(ctx, second, third === undefined);
    const part: ChangePart = {in: 'parameter', name, location};
    if (third === undefined) return {kind: 'parameter', action, part, subject: name};
    if (third === 'required') return {kind: 'required', action, part, subject: name};
    if (third === 'schema') {
      const parameterAt = [...base, 'parameters', second, 'schema'];
      return schemaChange(ctx, part, tail, parameterAt, name);
    }
    if (third === 'deprecated') return {kind: 'deprecated', action, part, subject: name};
    if (third === 'description') return {kind: 'description', action: 'changed', part, subject: name};
    if (third === 'example' || third === 'examples') return {kind: 'example', action, part, subject: name};
    return undefined;
  }
  if (first === 'requestBody') {
    const part: ChangePart = {in: 'request'};
    if (second === undefined) return {kind: 'requestBody', action, part};
    if (second === 'required') return {kind: 'required', action, part};
    if (second === 'description') return {kind: 'description', action: 'changed', part};
    if (second === 'content' && third !== undefined) {
      const [fourth, ...schemaPath] = tail;
      if (fourth === undefined) return {kind: 'mediaType', action, part, subject: String(third)};
      if (fourth === 'schema')
        return schemaChange(ctx, part, schemaPath, [...base, 'requestBody', 'content', third, 'schema']);
      if (fourth === 'example' || fourth === 'examples') return {kind: 'example', action, part};
    }
    return undefined;
  }
  if (first === 'responses' && second !== undefined) {
    const part: ChangePart = {in: 'response', status: String(second)};
    if (third === undefined) return {kind: 'status', action, part, subject: String(second)};
    if (third === 'description') return {kind: 'description', action: 'changed', part};
    if (third === 'headers' && tail[0] !== undefined) {
      const [name, keyword, ...schemaPath] = tail;
      if (keyword === undefined) return {kind: 'header', action, part, subject: String(name)};
      if (keyword === 'schema')
        return schemaChange(
          ctx,
          part,
          schemaPath,
          [...base, 'responses', second, 'headers', name, 'schema'],
          String(name),
        );
      if (keyword === 'description')
        return {kind: 'description', action: 'changed', part, subject: String(name)};
      if (keyword === 'required') return {kind: 'required', action, part, subject: String(name)};
      return undefined;
    }
    if (third === 'content' && tail[0] !== undefined) {
      const [mediaType, keyword, ...schemaPath] = tail;
      if (keyword === undefined) return {kind: 'mediaType', action, part, subject: String(mediaType)};
      if (keyword === 'schema')
        return schemaChange(ctx, part, schemaPath, [
          ...base,
          'responses',
          second,
          'content',
          mediaType,
          'schema',
        ]);
      if (keyword === 'example' || keyword === 'examples') return {kind: 'example', action, part};
    }
    return undefined;
  }
  if (first === 'security') {
    const part: ChangePart = {in: 'security'};
    // security/<alternative>/<scheme>/<scope index>
    if (third !== undefined && tail[0] !== undefined) {
      return {
        kind: 'scope',
        action,
        part,
        subject: text(diff.action === 'remove' ? diff.before : diff.after),
        detail: {keyword: String(third)},
      };
    }
    return {kind: 'security', action, part, subject: third === undefined ? undefined : String(third)};
  }
  return undefined;
}

/** The portal's rule on top of the engine's classification (see the comment at the top). */
function isBreaking(change: Omit<Change, 'operation' | 'pointer' | 'breaking'>, diff: Diff): boolean {
  const inResponse = change.part.in === 'response';
  if (change.kind === 'enum' && inResponse && change.action === 'added') return false;
  if (change.kind === 'field' && inResponse && change.action === 'removed') return true;
  if (change.kind === 'type') return true;
  if (change.kind === 'scope' && change.action === 'added') return true;
  if (change.kind === 'description' || change.kind === 'example') return false;
  return diff.type === 'breaking';
}

/** The changes from `before` to `after`, operation by operation in the order of `after`. */
export function describeChanges(older: JsonObject, newer: JsonObject): Change[] {
  const before = withPathParametersInOperations(older);
  const after = withPathParametersInOperations(newer);
  // The engine may rearrange what it is given.
  const {diffs} = apiCompare(structuredClone(before), structuredClone(after));
  const operations = new Map<string, OperationEntry>();
  for (const entry of [...operationsOf(before), ...operationsOf(after)]) {
    operations.set(JSON.stringify(entry.pointer), entry);
  }
  const changes: Change[] = [];
  const seen = new Set<string>();
  for (const diff of diffs) {
    const path = diff.path as Segment[];
    const [section, name] = path;
    if (section !== 'paths' && section !== 'webhooks' && section !== 'x-webhooks') continue;
    if (path.length === 2) {
      // A whole path item: one change for each of its operations.
      const item = (diff.action === 'remove' ? diff.before : diff.after) as Json;
      if (!isObject(item)) continue;
      for (const [pointerKey, entry] of operations) {
        if (entry.pointer[0] !== section || entry.pointer[1] !== name) continue;
        if (!isObject(item[entry.method])) continue;
        const change = {kind: 'operation' as const, action: actionOf(diff), part: {in: 'operation' as const}};
        changes.push({
          ...change,
          breaking: diff.action === 'remove',
          operation: pick(entry),
          pointer: pointerOf(entry.pointer),
        });
        seen.add(pointerKey);
      }
      continue;
    }
    const entry = operations.get(JSON.stringify(path.slice(0, 3)));
    if (entry === undefined) continue;
    for (const single of split(diff)) {
      const ctx: Context = {before, after, diff: single, entry, rest: single.path.slice(3) as Segment[]};
      const found = operationChange(ctx);
      if (found === undefined) continue;
      const {at, ...change} = found;
      changes.push({
        ...change,
        breaking: isBreaking(change, single),
        operation: pick(entry),
        pointer: pointerOf(at ?? (single.path as Segment[])),
      });
    }
  }
  const order = new Map(operationsOf(after).map((entry, index) => [entry.slug, index]));
  return dedupe(changes).sort(
    (a, b) => (order.get(a.operation.slug) ?? Infinity) - (order.get(b.operation.slug) ?? Infinity),
  );
}

/** A map of named things added or removed at once (all of a response's headers) as one diff per name. */
function split(diff: Diff): Diff[] {
  const path = diff.path as Segment[];
  const value = (diff.action === 'remove' ? diff.before : diff.after) as Json;
  const last = path[path.length - 1];
  const isMap = path[path.length - 3] === 'responses' && last === 'headers';
  if (!isMap || diff.action === 'replace' || !isObject(value)) return [diff];
  return Object.entries(value).map(([name, item]) => ({
    ...diff,
    path: [...path, name],
    ...(diff.action === 'remove' ? {before: item} : {after: item}),
  }));
}

function pick(entry: OperationEntry): Change['operation'] {
  return {slug: entry.slug, operationId: entry.operationId, label: entry.label};
}

/** One record per operation, part, kind, subject and detail: an enum shared by a field's list shows once. */
function dedupe(changes: readonly Change[]): Change[] {
  const kept = new Map<string, Change>();
  for (const change of changes) {
    const key = JSON.stringify([
      change.operation.slug,
      change.part,
      change.kind,
      change.action,
      change.subject,
      change.detail,
    ]);
    const earlier = kept.get(key);
    if (earlier === undefined) kept.set(key, change);
    else if (change.breaking && !earlier.breaking) kept.set(key, change);
  }
  return [...kept.values()];
}
