/**
 * A Stoplight Prism mock of the API description on a free loopback port, in validating mode (`--errors`):
 * a request that breaks the description gets an error status and the violations in the `sl-violations`
 * header.
 */
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import net from 'node:net';
import path from 'node:path';

import {exampleToken, tokenVariables} from './curl';
import type {RequestExample} from './extract';

export interface Mock {
  origin: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function prismBin(): string {
  const require = createRequire(import.meta.url);
  const packageFile = require.resolve('@stoplight/prism-cli/package.json');
  const {bin} = require(packageFile) as {bin: {prism: string}};
  return path.join(path.dirname(packageFile), bin.prism);
}

export async function startMock(descriptionFile: string, timeoutMs = 60_000): Promise<Mock> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [prismBin(), 'mock', '-h', '127.0.0.1', '-p', String(port), '--errors', descriptionFile],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  // Prism logs every request; the tail is enough to see why it did not start.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null) child.kill();
    await exited;
  };

  const deadline = Date.now() + timeoutMs;
  while (!output.includes('Prism is listening')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`Prism did not start on ${origin}:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {origin, close};
}

export interface Violation {
  /** Where, e.g. `request.body.files` or `request.query.page`. */
  location: string;
  message: string;
}

export interface MockAnswer {
  status: number;
  /** Prism's findings about the request (and about the response it generated). */
  violations: Violation[];
  body: string;
}

/** What the reader's shell or program fills in: a token variable becomes a bearer token the mock accepts. */
const filledIn = (value: string) =>
  tokenVariables.reduce((text, name) => text.replaceAll(`$${name}`, exampleToken), value);

/** Stands in for the files the reader uploads; the description only constrains their part names and types. */
export const fileContent = 'station;timestamp;temperatureC\nKOELN;2026-11-01T00:00:00Z;8.4\n';

function bodyOf(request: RequestExample, headers: Headers): BodyInit | undefined {
  const body = request.body;
  if (body === undefined) return undefined;
  if (body.type === 'json') return JSON.stringify(body.value);
  if (body.type === 'raw') {
    // curl sends data without a Content-Type as a form, and so does this test.
    if (!headers.has('content-type')) headers.set('content-type', 'application/x-www-form-urlencoded');
    return body.text ?? fileContent;
  }
  const form = new FormData();
  for (const part of body.parts) {
    if (part.file === undefined) form.append(part.name, part.value ?? '');
    else
      form.append(
        part.name,
        new Blob([fileContent], {type: part.type ?? 'application/octet-stream'}),
        part.file,
      );
  }
  return form;
}

export async function send(mock: Mock, request: RequestExample): Promise<MockAnswer> {
  const headers = new Headers(
    request.headers.map(([name, value]): [string, string] => [name, filledIn(value)]),
  );
  const url = `${mock.origin}${request.target}`;
  const attempt = () => fetch(url, {method: request.method, headers, body: bodyOf(request, headers)});
  // Prism closes idle keep-alive connections after 5 s; a request that races the close fails before it
  // reaches Prism (no status at all) and is sent once more on a new connection.
  const response = await attempt().catch((error: unknown) => {
    if (error instanceof TypeError && error.message === 'fetch failed') return attempt();
    throw error;
  });
  const violations = JSON.parse(response.headers.get('sl-violations') ?? '[]') as Array<{
    location?: string[];
    message?: string;
  }>;
  return {
    status: response.status,
    violations: violations.map((violation) => ({
      location: (violation.location ?? []).join('.'),
      message: violation.message ?? '',
    })),
    body: await response.text(),
  };
}
