/** An example request as a writer puts it in a guide: the first lines of a plain HTTP/1.1 message. */
export interface ExampleRequest {
  method: string;
  /** Path and query, relative to the API server, e.g. `/v1/products?page=0`. */
  target: string;
  headers: Array<[name: string, value: string]>;
  /** Parsed JSON body, or undefined when the request has none. */
  body: unknown;
}

export class ExampleSyntaxError extends Error {}

const requestLine = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/;

/** Parses the text of an `http request` code block; throws ExampleSyntaxError with the reason. */
export function parseExampleRequest(text: string): ExampleRequest {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const first = lines.shift()?.trim() ?? '';
  const match = requestLine.exec(first);
  if (!match) {
    throw new ExampleSyntaxError(`the first line must be "METHOD /v1/path", found "${first}"`);
  }
  const headers: ExampleRequest['headers'] = [];
  for (let line = lines.shift(); line !== undefined && line.trim() !== ''; line = lines.shift()) {
    const colon = line.indexOf(':');
    if (colon <= 0) {
      throw new ExampleSyntaxError(`"${line}" is not a header line "Name: value"`);
    }
    headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  const bodyText = lines.join('\n').trim();
  let body: unknown;
  if (bodyText !== '') {
    try {
      body = JSON.parse(bodyText);
    } catch (error) {
      throw new ExampleSyntaxError(`the body is not valid JSON: ${(error as Error).message}`);
    }
  }
  const [, method = '', target = ''] = match;
  return {method, target, headers, body};
}

/** Reads `key=value` pairs from a code block's meta string, e.g. `status=201`. */
export function parseMeta(meta: string | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [, key = '', value = ''] of (meta ?? '').matchAll(/(\w+)=("[^"]*"|\S+)/g)) {
    result[key] = value.replace(/^"|"$/g, '');
  }
  return result;
}
