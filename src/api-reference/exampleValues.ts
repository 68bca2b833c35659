/**
 * Example values of the bundled description for the code samples: what the description gives (3.0
 * `example`, 3.1 `examples`, named examples of a media type or parameter), and where it gives none, a value
 * made from the schema the way a reader would fill it in: the first variant of a `oneOf`/`anyOf` with its
 * discriminator set, `allOf` merged, read-only properties left out of requests and write-only ones out of
 * responses, circular references cut.
 */
import {isObject, type Json, type JsonObject} from './walk';

export class ExampleSource {
  constructor(private readonly description: JsonObject) {}

  /** Follows local `$ref`s (`#/components/...`); the bundle has no other kind. */
  resolve(value: Json | undefined): Json | undefined {
    let node = value;
    for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && hops < 32; hops++) {
      const pointer: string = node.$ref;
      if (!pointer.startsWith('#/')) return undefined;
      let target: Json | undefined = this.description;
      for (const segment of pointer.slice(2).split('/')) {
        const key = decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
        target = isObject(target) ? target[key] : Array.isArray(target) ? target[Number(key)] : undefined;
      }
      node = target;
    }
    return node;
  }

  /** The example of a media type or parameter: its `example`, its first named example, or its schema's. */
  of(holder: JsonObject, mode: 'request' | 'response'): Json | undefined {
    if (holder.example !== undefined) return holder.example;
    if (isObject(holder.examples)) {
      for (const named of Object.values(holder.examples)) {
        const example = this.resolve(named);
        if (isObject(example) && example.value !== undefined) return example.value;
      }
    }
    return holder.schema === undefined ? undefined : this.fromSchema(holder.schema, mode);
  }

  /**
   * Whether a property is left out of the mode's examples: `readOnly` ones of requests, `writeOnly` ones of
   * responses, marked on the property, beside its `$ref` (3.1), on what it refers to or in an `allOf` member.
   */
  private leftOut(property: Json | undefined, mode: 'request' | 'response', depth = 0): boolean {
    if (!isObject(property) || depth > 16) return false;
    if (property[mode === 'request' ? 'readOnly' : 'writeOnly'] === true) return true;
    const target = typeof property.$ref === 'string' ? this.resolve(property) : undefined;
    if (target !== undefined && this.leftOut(target, mode, depth + 1)) return true;
    return (
      Array.isArray(property.allOf) && property.allOf.some((member) => this.leftOut(member, mode, depth + 1))
    );
  }

  /** The schema of a property as an object schema (or what it refers to) declares it. */
  private propertyOf(schemaOrRef: Json | undefined, name: string): Json | undefined {
    const schema = this.resolve(schemaOrRef);
    return isObject(schema) && isObject(schema.properties) ? schema.properties[name] : undefined;
  }

  /** A value that matches the schema, preferring the description's own examples and defaults. */
  fromSchema(
    schemaOrRef: Json | undefined,
    mode: 'request' | 'response',
    trail: readonly string[] = [],
  ): Json | undefined {
    const ref = isObject(schemaOrRef) && typeof schemaOrRef.$ref === 'string' ? schemaOrRef.$ref : undefined;
    if (ref !== undefined && trail.includes(ref)) return undefined;
    const nextTrail = ref === undefined ? trail : [...trail, ref];
    const schema = this.resolve(schemaOrRef);
    if (!isObject(schema)) return undefined;
    if (schema.example !== undefined) return schema.example;
    if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
    if (schema.const !== undefined) return schema.const;
    if (schema.default !== undefined) return schema.default;
    if (Array.isArray(schema.enum) && schema.enum.length > 0)
      return schema.enum.find((value) => value !== null) ?? null;

    const variants = Array.isArray(schema.oneOf)
      ? schema.oneOf
      : Array.isArray(schema.anyOf)
        ? schema.anyOf
        : undefined;
    if (variants !== undefined && variants.length > 0) {
      const first = variants[0] as Json;
      const value = this.fromSchema(first, mode, nextTrail);
      return withDiscriminator(schema, first, value);
    }
    if (Array.isArray(schema.allOf)) {
      const own = {...schema};
      delete own.allOf;
      const members = [...schema.allOf, own];
      const parts = members.map((part) => this.fromSchema(part, mode, nextTrail));
      if (parts.every((part) => part === undefined || isObject(part))) {
        const merged = Object.assign({}, ...parts.filter(isObject)) as JsonObject;
        // A member may mark a property of another one read-only or write-only.
        return Object.fromEntries(
          Object.entries(merged).filter(
            ([name]) => !members.some((member) => this.leftOut(this.propertyOf(member, name), mode)),
          ),
        );
      }
      return parts.find((part) => part !== undefined);
    }

    const type = Array.isArray(schema.type)
      ? schema.type.find((candidate) => candidate !== 'null')
      : schema.type;
    if (type === 'object' || (type === undefined && isObject(schema.properties))) {
      const result: JsonObject = {};
      for (const [name, property] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
        if (this.leftOut(property, mode)) continue;
        const value = this.fromSchema(property, mode, nextTrail);
        if (value !== undefined) result[name] = value;
      }
      return result;
    }
    if (type === 'array') {
      const item = this.fromSchema(schema.items as Json | undefined, mode, nextTrail);
      return item === undefined ? [] : [item];
    }
    if (type === 'string') return stringExample(schema);
    if (type === 'integer' || type === 'number') {
      return typeof schema.minimum === 'number'
        ? schema.minimum
        : typeof schema.exclusiveMinimum === 'number'
          ? schema.exclusiveMinimum + 1
          : 0;
    }
    if (type === 'boolean') return true;
    return undefined;
  }
}

/** Sets the discriminator property to the value that selects the variant the example was made from. */
function withDiscriminator(schema: JsonObject, variant: Json, value: Json | undefined): Json | undefined {
  const discriminator = isObject(schema.discriminator) ? schema.discriminator : undefined;
  const property = typeof discriminator?.propertyName === 'string' ? discriminator.propertyName : undefined;
  if (property === undefined || !isObject(value)) return value;
  const ref = isObject(variant) && typeof variant.$ref === 'string' ? variant.$ref : undefined;
  const mapping = isObject(discriminator?.mapping) ? discriminator.mapping : {};
  const mapped = Object.entries(mapping).find(
    ([, target]) => target === ref || (ref !== undefined && ref.endsWith(`/${String(target)}`)),
  )?.[0];
  const current = value[property];
  // An example the description gives names its variant already; a made-up "string" does not.
  const selected =
    mapped ?? (typeof current === 'string' && current !== 'string' ? current : ref?.split('/').pop());
  return selected === undefined ? value : {...value, [property]: selected};
}

function stringExample(schema: JsonObject): string {
  switch (schema.format) {
    case 'date-time':
      return '2025-01-31T09:30:00Z';
    case 'date':
      return '2025-01-31';
    case 'time':
      return '09:30:00';
    case 'uuid':
      return '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    case 'email':
      return 'user@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com';
    case 'hostname':
      return 'example.com';
    case 'ipv4':
      return '192.0.2.1';
    case 'ipv6':
      return '2001:db8::1';
    default:
      return 'string';
  }
}
