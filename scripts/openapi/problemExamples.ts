/**
 * A problem body (RFC 9457, `application/problem+json`) that the description gives no example for would get the
 * theme's example built from the schema's property examples, which belong to one kind of problem: under a 401 it
 * showed `"status": 409`. Such a body gets an example of its own that fits the response it stands under: its
 * status code, the code's reason phrase as the title (RFC 9457 asks for that with the type `about:blank`) and the
 * response's description as the detail; other members keep the schema's examples.
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

/** Gives each problem body without an example one that fits its status code (a copy of a shared response). */
export function addProblemExamples(description: JsonObject): void {
  const source = new ExampleSource(description);
  for (const {operation} of operationsOf(description)) {
    if (!isObject(operation.responses)) continue;
    for (const [code, responseOrRef] of Object.entries(operation.responses)) {
      const response = source.resolve(responseOrRef);
      if (!/^\d{3}$/.test(code) || !isObject(response) || !isObject(response.content)) continue;
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
}
