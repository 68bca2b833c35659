/**
 * A problem body (RFC 9457, `application/problem+json`) that the description gives no example for would get the
 * theme's example built from the schema's property examples, which belong to one kind of problem: under a 401 it
 * showed `"status": 409`. Such a body gets an example of its own that fits the response it stands under: its
 * status code, the code's reason phrase as the title (RFC 9457 asks for that with the type `about:blank`) and the
 * response's description as the detail; other members keep the schema's examples.
 *
 * The field lists of the problem bodies show no per-field example: one schema serves every error response, so its
 * fields' examples (`status` 409, title "State change not allowed") stood under a 401 too. The body's own example
 * is right beside the list. The downloadable description keeps them.
 */
import {STATUS_CODES} from 'node:http';

import {ExampleSource} from './exampleValues';
import {operationsOf} from './operations';
import {isObject, type Json, type JsonObject} from './walk';

const isProblem = (mediaType: string): boolean => /^application\/problem\+json\b/i.test(mediaType);

function problemExample(source: ExampleSource, media: JsonObject, code: number, response: JsonObject): Json {
  const fromSchema = source.fromSchema(media.schema, 'response');
  return {
    ...(isObject(fromSchema) ? fromSchema : {}),
    type: 'about:blank',
    title: STATUS_CODES[code] ?? `HTTP ${code}`,
    status: code,
    ...(typeof response.description === 'string' && response.description.trim() !== ''
      ? {detail: response.description.trim()}
      : {}),
  };
}

/** The top-level properties of a problem body's schema (its `allOf` members' too) lose their examples. */
function withoutFieldExamples(
  source: ExampleSource,
  schemaOrRef: Json | undefined,
  seen: Set<JsonObject>,
): void {
  const schema = source.resolve(schemaOrRef);
  if (!isObject(schema) || seen.has(schema)) return;
  seen.add(schema);
  if (Array.isArray(schema.allOf))
    for (const member of schema.allOf) withoutFieldExamples(source, member, seen);
  if (!isObject(schema.properties)) return;
  for (const property of Object.values(schema.properties)) {
    const resolved = source.resolve(property);
    if (!isObject(resolved)) continue;
    delete resolved.example;
    delete resolved.examples;
  }
}

/** Gives each problem body without an example one that fits its status code (a copy of a shared response). */
export function addProblemExamples(description: JsonObject): void {
  const source = new ExampleSource(description);
  const problemSchemas: Json[] = [];
  for (const {operation} of operationsOf(description)) {
    if (!isObject(operation.responses)) continue;
    for (const [code, responseOrRef] of Object.entries(operation.responses)) {
      const response = source.resolve(responseOrRef);
      if (!/^\d{3}$/.test(code) || !isObject(response) || !isObject(response.content)) continue;
      for (const [mediaType, media] of Object.entries(response.content))
        if (isProblem(mediaType) && isObject(media) && media.schema !== undefined)
          problemSchemas.push(media.schema);
      const bare = Object.entries(response.content).filter(
        ([mediaType, media]) =>
          isProblem(mediaType) &&
          isObject(media) &&
          media.example === undefined &&
          media.examples === undefined,
      );
      if (bare.length === 0) continue;
      const content: JsonObject = {...response.content};
      for (const [mediaType, media] of bare)
        content[mediaType] = {
          ...(media as JsonObject),
          example: problemExample(source, media as JsonObject, Number(code), response),
        };
      operation.responses[code] = {...response, content};
    }
  }
  // After the examples above are made: they keep the members the schema's examples fill.
  const cleared = new Set<JsonObject>();
  for (const schema of problemSchemas) withoutFieldExamples(source, schema, cleared);
}
