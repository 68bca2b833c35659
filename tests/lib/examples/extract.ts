/**
 * Pulls the examples out of a guide's Markdown with their file and line: the `http request` blocks (parsed by
 * the same parser the site renders them with), the curl calls to the API in shell blocks, and the
 * `json response` blocks with the request each one answers.
 */
import type {Code, Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';

import {
  ExampleSyntaxError,
  parseExampleRequest,
  parseMeta,
} from '../../../src/api-reference/remark-api-examples/parseExample';
import {CurlSyntaxError, curlCallsOf, type FormPart} from './curl';
import type {Source} from './sources';

export interface Place {
  source: Source;
  line: number;
}

export type RequestBody =
  | {type: 'json'; value: unknown}
  | {type: 'multipart'; parts: FormPart[]}
  | {type: 'raw'; file?: string; text?: string};

export interface RequestExample {
  kind: 'request';
  at: Place;
  /** How the guide writes it: an `http request` block or a curl call in a shell block. */
  form: 'http' | 'curl';
  method: string;
  /** Path and query, e.g. `/v1/products?page=0`. */
  target: string;
  headers: Array<[name: string, value: string]>;
  body?: RequestBody;
  /** The block as written, to point at the line of a field; only for `http request` blocks. */
  text?: string;
}

export interface ResponseExample {
  kind: 'response';
  at: Place;
  status: string;
  /** The request the response answers; undefined when the guide does not say and no request precedes it. */
  request?: RequestExample;
  /** `operation=<operationId>` from the info string, for responses that follow no `http request` block. */
  operationId?: string;
  /** The JSON as written, to point at the line of a field. */
  text: string;
  body: unknown;
}

export interface ExtractionProblem {
  at: Place;
  message: string;
}

export interface Extraction {
  requests: RequestExample[];
  responses: ResponseExample[];
  problems: ExtractionProblem[];
}

function codeBlocks(node: Nodes): Code[] {
  if (node.type === 'code') return [node];
  return 'children' in node ? node.children.flatMap((child) => codeBlocks(child as Nodes)) : [];
}

const isHttpRequest = (block: Code) => block.lang === 'http' && /^request\b/.test(block.meta ?? '');
const isJsonResponse = (block: Code) => block.lang === 'json' && /^response\b/.test(block.meta ?? '');
const isShell = (block: Code) => block.lang === 'bash' || block.lang === 'sh' || block.lang === 'shell';

/** Fences counted in the raw text, to prove the Markdown parser saw every example (none hidden in HTML). */
function countFences(text: string, info: RegExp): number {
  return text.split('\n').filter((line) => info.test(line.trim())).length;
}

export function extractExamples(source: Source, apiOrigins: readonly string[]): Extraction {
  const result: Extraction = {requests: [], responses: [], problems: []};
  const problem = (line: number, message: string) => result.problems.push({at: {source, line}, message});
  /** The request a following response answers, or why there is none. */
  let previous: {request?: RequestExample; reason: string} = {reason: 'no request block precedes it'};

  for (const block of codeBlocks(fromMarkdown(source.text))) {
    const fenceLine = block.position?.start.line ?? 0;
    const at = {source, line: fenceLine + 1};
    if (isHttpRequest(block)) {
      try {
        const {method, target, headers, body} = parseExampleRequest(block.value);
        const request: RequestExample = {
          kind: 'request',
          at,
          form: 'http',
          method,
          target,
          headers,
          text: block.value,
        };
        if (body !== undefined) request.body = {type: 'json', value: body};
        result.requests.push(request);
        previous = {request, reason: ''};
      } catch (error) {
        if (!(error instanceof ExampleSyntaxError)) throw error;
        problem(at.line, `invalid http request block: ${error.message}`);
        previous = {reason: `the request block at line ${at.line} is invalid`};
      }
    } else if (isJsonResponse(block)) {
      const meta = parseMeta(block.meta);
      let body: unknown;
      try {
        body = JSON.parse(block.value);
      } catch (error) {
        problem(at.line, `the response is not valid JSON: ${(error as Error).message}`);
        continue;
      }
      const response: ResponseExample = {
        kind: 'response',
        at,
        status: meta.status ?? '',
        text: block.value,
        body,
      };
      if (meta.operation !== undefined) response.operationId = meta.operation;
      if (previous.request !== undefined) response.request = previous.request;
      if (!/^\d{3}$/.test(response.status)) problem(at.line, 'the response needs a status, e.g. status=200');
      if (meta.operation === undefined && previous.request?.form !== 'http') {
        problem(
          at.line,
          `cannot tell which operation the response belongs to (${previous.reason}); ` +
            'put it right after its ```http request``` block or name it: ```json response status=NNN operation=<operationId>```',
        );
      }
      result.responses.push(response);
    } else if (isShell(block)) {
      let calls;
      try {
        calls = curlCallsOf(block.value).filter((call) =>
          apiOrigins.some((origin) => call.url.startsWith(`${origin}/`)),
        );
      } catch (error) {
        if (!(error instanceof CurlSyntaxError)) throw error;
        problem(at.line, `cannot read the curl call: ${error.message}`);
        previous = {reason: `the shell block at line ${fenceLine} cannot be read`};
        continue;
      }
      const requests = calls.map((call): RequestExample => {
        const origin = apiOrigins.find((candidate) => call.url.startsWith(`${candidate}/`)) ?? '';
        const request: RequestExample = {
          kind: 'request',
          at: {source, line: at.line + call.lineOffset},
          form: 'curl',
          method: call.method,
          target: call.url.slice(origin.length),
          headers: call.headers,
        };
        if (call.form.length > 0) request.body = {type: 'multipart', parts: call.form};
        else if (call.data !== undefined) request.body = {type: 'raw', ...call.data};
        return request;
      });
      result.requests.push(...requests);
      previous =
        requests.length === 1
          ? {request: requests[0], reason: `it follows the curl call at line ${requests[0]?.at.line}`}
          : {reason: `the shell block at line ${fenceLine} holds ${requests.length} API calls`};
    } else if (block.lang === 'json' && previous.request !== undefined) {
      problem(
        at.line,
        `a JSON block right after the request at line ${previous.request.at.line} reads like its response; ` +
          'mark it ```json response status=NNN``` so the test checks it',
      );
    } else {
      previous = {reason: `the ${block.lang ?? 'code'} block at line ${fenceLine} comes between`};
    }
  }

  const fences = countFences(source.text, /^`{3,}\s*http\s+request\b/);
  if (fences !== result.requests.filter((request) => request.form === 'http').length + countInvalid(result)) {
    problem(1, `${fences} http request fences in the file, but the Markdown parser found a different number`);
  }
  const responseFences = countFences(source.text, /^`{3,}\s*json\s+response\b/);
  if (responseFences !== result.responses.length + countInvalidJson(result)) {
    problem(
      1,
      `${responseFences} json response fences in the file, but the Markdown parser found a different number`,
    );
  }
  return result;
}

function countInvalid(result: Extraction): number {
  return result.problems.filter((entry) => entry.message.startsWith('invalid http request block')).length;
}

function countInvalidJson(result: Extraction): number {
  return result.problems.filter((entry) => entry.message.startsWith('the response is not valid JSON')).length;
}
