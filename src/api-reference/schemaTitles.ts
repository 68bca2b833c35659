/**
 * The component schemas whose names pages show. The plugin gives each component schema without a `title` its
 * key as title (`Letter`), and the theme shows a schema's title as the tab of a oneOf or anyOf variant, as the
 * type of an additionalProperties map's values, and in the note on a schema that contains itself
 * (src/theme/SchemaItem). Those titles are texts to translate; the key of any other component schema shows
 * nowhere, so it needs no German.
 */
import {TextWalker} from './textWalker';
import {isObject, type Json, type JsonObject} from './walk';

const componentRef = /^#\/components\/schemas\/([^/]+)$/;

const nameOf = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function referencedName(schema: Json | undefined): string | undefined {
  const ref = isObject(schema) ? schema.$ref : undefined;
  const segment = typeof ref === 'string' ? componentRef.exec(ref)?.[1] : undefined;
  return segment === undefined ? undefined : nameOf(segment);
}

/** The names of the bundled description's component schemas that a page shows. */
export function shownComponentSchemas(description: JsonObject): Set<string> {
  const components = isObject(description.components) ? description.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const shown = new Set<string>();
  new TextWalker(
    () => undefined,
    undefined,
    (schema) => {
      const members = [schema.oneOf, schema.anyOf].flatMap((list) => (Array.isArray(list) ? list : []));
      for (const member of [...members, schema.additionalProperties]) {
        const name = referencedName(member);
        if (name !== undefined) shown.add(name);
      }
    },
  ).document(description, {file: '', pointer: []});
  // A schema that reaches itself through its references is drawn with the recursion note.
  const references = new Map(
    Object.entries(schemas).map(([name, schema]) => [
      name,
      [...JSON.stringify(schema).matchAll(/"\$ref":"#\/components\/schemas\/([^"/]+)"/g)].map((match) =>
        nameOf(match[1] ?? ''),
      ),
    ]),
  );
  for (const name of references.keys()) {
    const seen = new Set<string>();
    const next = [...(references.get(name) ?? [])];
    while (next.length > 0) {
      const current = next.pop() ?? '';
      if (current === name) shown.add(name);
      if (seen.has(current)) continue;
      seen.add(current);
      next.push(...(references.get(current) ?? []));
    }
  }
  return new Set([...shown].filter((name) => name in schemas));
}
