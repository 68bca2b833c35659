/** The JSON of an OpenAPI description and places in it, shared by the API reference and the releases. */
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

/** How a walk meets a `$ref`: follow it into the target (the source files), or leave it (a bundle). */
export type RefResolver = (ref: string, from: Location) => {node: Json; at: Location} | undefined;

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

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

export function child(at: Location, ...segments: Array<string | number>): Location {
  return {file: at.file, pointer: [...at.pointer, ...segments]};
}

/** `#/paths/~1v1~1products/post` for a location's pointer. */
export function jsonPointer(pointer: ReadonlyArray<string | number>): string {
  return `#/${pointer.map((segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}
