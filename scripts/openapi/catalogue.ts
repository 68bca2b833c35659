/**
 * The human text of an OpenAPI description, each piece under a stable key built from names rather than
 * positions: `operations.createProduct.summary`, `schemas.Product.properties.name.description`,
 * `parameters.page.description`. Translations are keyed the same way, so reordering paths, parameters or
 * tags never breaks them, and a renamed operation or property shows up as a missing and an orphaned key.
 */

export type JsonPath = Array<string | number>;

export interface TextEntry {
  /** Names from the root to the text, e.g. ['operations', 'createProduct', 'summary']. */
  key: string[];
  /** Where the text sits in the description. */
  path: JsonPath;
  text: string;
}

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
/** Values that are data, not prose: examples and defaults show what the API sends and stay as they are. */
const dataKeys = new Set(['example', 'value', 'default', 'enum', 'const', 'x-codeSamples', '$ref']);
const textKeys = new Set(['description', 'summary']);

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Key segment for an element of an array: parameters by location and name, tags by name. */
function arrayItemSegment(parentKey: string, item: Json, index: number): string {
  if (
    isObject(item) &&
    parentKey === 'parameters' &&
    typeof item.name === 'string' &&
    typeof item.in === 'string'
  ) {
    return `${item.in}:${item.name}`;
  }
  return String(index);
}

function collect(node: Json, path: JsonPath, key: string[], out: TextEntry[]): void {
  if (Array.isArray(node)) {
    const parentKey = key[key.length - 1] ?? '';
    node.forEach((item, index) =>
      collect(item, [...path, index], [...key, arrayItemSegment(parentKey, item, index)], out),
    );
    return;
  }
  if (!isObject(node)) return;
  for (const [name, value] of Object.entries(node)) {
    if (dataKeys.has(name)) continue;
    const childPath = [...path, name];
    const childKey = [...key, name];
    if (textKeys.has(name) && typeof value === 'string') {
      out.push({key: childKey, path: childPath, text: value});
    } else if (name === 'scopes' && path.includes('flows') && isObject(value)) {
      // The scopes of an OAuth flow map a scope name to its description.
      for (const [scope, text] of Object.entries(value)) {
        if (typeof text === 'string')
          out.push({key: [...childKey, scope], path: [...childPath, scope], text});
      }
    } else if (name === 'examples' && isObject(value)) {
      for (const [exampleName, example] of Object.entries(value)) {
        if (!isObject(example)) continue;
        for (const field of ['summary', 'description']) {
          const text = example[field];
          if (typeof text === 'string') {
            out.push({
              key: [...childKey, exampleName, field],
              path: [...childPath, exampleName, field],
              text,
            });
          }
        }
      }
    } else {
      collect(value, childPath, childKey, out);
    }
  }
}

/** Every translatable text of a bundled description. */
export function textCatalogue(description: JsonObject): TextEntry[] {
  const out: TextEntry[] = [];
  const info = description.info;
  if (isObject(info)) {
    for (const field of ['title', 'summary', 'description']) {
      if (typeof info[field] === 'string')
        out.push({key: ['info', field], path: ['info', field], text: info[field]});
    }
  }
  if (Array.isArray(description.tags)) {
    description.tags.forEach((tag, index) => {
      if (isObject(tag) && typeof tag.name === 'string' && typeof tag.description === 'string') {
        out.push({
          key: ['tags', tag.name, 'description'],
          path: ['tags', index, 'description'],
          text: tag.description,
        });
      }
    });
  }
  const paths = description.paths;
  if (isObject(paths)) {
    for (const [pathName, item] of Object.entries(paths)) {
      if (!isObject(item)) continue;
      for (const [method, operation] of Object.entries(item)) {
        if (httpMethods.has(method) && isObject(operation) && typeof operation.operationId === 'string') {
          collect(operation, ['paths', pathName, method], ['operations', operation.operationId], out);
        } else if (!httpMethods.has(method)) {
          collect(operation, ['paths', pathName, method], ['paths', pathName, method], out);
        }
      }
    }
  }
  const components = description.components;
  if (isObject(components)) {
    for (const [section, entries] of Object.entries(components)) {
      if (!isObject(entries)) continue;
      for (const [name, component] of Object.entries(entries)) {
        collect(component, ['components', section, name], [section, name], out);
      }
    }
  }
  return out;
}

export function keyString(key: readonly string[]): string {
  return key.join(' > ');
}
