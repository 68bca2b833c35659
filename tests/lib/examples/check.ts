/**
 * Checks the examples of one page against the description: each request must meet its operation's
 * parameters, security and media types, its JSON body must use only declared fields, and each example response
 * must match the schema of its operation and status. Every finding names the file, the line and the mismatch.
 */
import {jsonSchemaOf, mediaTypesOf, type ApiDescription, type SchemaValidator} from './apiDescription';
import {extractExamples, type Place, type RequestExample, type ResponseExample} from './extract';
import type {FormPart} from './curl';
import {requestViolations} from './request';
import type {Source} from './sources';

export const where = (at: Place): string => `${at.source.file}:${at.line}`;

export interface Checker {
  api: ApiDescription;
  validator: SchemaValidator;
}

/** Stands in for the files the reader uploads; the description only constrains their part names and types. */
const fileContent = 'station;timestamp;temperatureC\nKOELN;2026-11-01T00:00:00Z;8.4\n';

const describeRequest = (request: RequestExample) => `${request.method} ${request.target}`;

/** The parts of a multipart body as the object its schema describes: repeated or array parts as arrays. */
function formFields(parts: FormPart[], schema: Record<string, unknown>): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, {type?: unknown}>;
  const fields: Record<string, unknown> = {};
  for (const part of parts) {
    const value = part.value ?? fileContent;
    const existing = fields[part.name];
    if (properties[part.name]?.type === 'array' || existing !== undefined) {
      fields[part.name] = [
        ...(Array.isArray(existing) ? existing : existing === undefined ? [] : [existing]),
        value,
      ];
    } else {
      fields[part.name] = value;
    }
  }
  return fields;
}

/** Problems with one request; empty when the description accepts it. */
export function checkRequest(request: RequestExample, {api, validator}: Checker): string[] {
  const problems: string[] = [];
  const report = (text: string, at = request.at) =>
    problems.push(`${where(at)}: ${describeRequest(request)}: ${text}`);
  const operation = api.operationFor(request.method, request.target);
  if (operation === undefined) {
    report('the description has no operation with this method and path');
    return problems;
  }
  for (const violation of requestViolations(request, operation, api.securitySchemes)) {
    report(`${operation.operationId} takes ${violation}`);
  }
  const body = request.body;
  const jsonSchema = jsonSchemaOf(operation.requestBody);
  if (body?.type === 'json' && jsonSchema !== undefined) {
    for (const error of validator.validate(jsonSchema, body.value)) {
      report(`request body of ${operation.operationId}: ${error.text}`, placeOf(request, error.property));
    }
  }
  if (body?.type === 'multipart') {
    const formSchema = operation.requestBody?.content?.['multipart/form-data']?.schema;
    if (formSchema === undefined) report(`${operation.operationId} takes no multipart/form-data body`);
    for (const error of formSchema
      ? validator.validate(formSchema, formFields(body.parts, formSchema))
      : []) {
      report(`multipart body of ${operation.operationId}: ${error.text}`);
    }
  }
  return problems;
}

/** The place of the line that holds a property, so a message points at the field, not just the block. */
function placeOf(example: RequestExample | ResponseExample, property: string | undefined): Place {
  if (property === undefined || /^\d+$/.test(property) || example.text === undefined) return example.at;
  const index = example.text.split('\n').findIndex((line) => line.includes(`"${property}"`));
  return index < 0 ? example.at : {...example.at, line: example.at.line + index};
}

/** Problems with one example response; empty when it matches the schema of its operation and status. */
export function checkResponse(response: ResponseExample, {api, validator}: Checker): string[] {
  const prefix = `${where(response.at)}: response ${response.status}`;
  const requested = response.request && api.operationFor(response.request.method, response.request.target);
  let operation = requested;
  if (response.operationId !== undefined) {
    operation = api.byId.get(response.operationId);
    if (operation === undefined) {
      return [`${prefix}: operation=${response.operationId} is not an operation of the description`];
    }
    if (requested !== undefined && requested.operationId !== operation.operationId) {
      return [
        `${prefix}: says operation=${operation.operationId}, but follows a request to ${requested.operationId} ` +
          `(${where(response.request?.at ?? response.at)})`,
      ];
    }
  }
  if (operation === undefined) {
    // An unpaired response is reported by the extraction; a request without operation by checkRequest.
    return response.request === undefined
      ? []
      : [`${prefix}: answers ${describeRequest(response.request)}, which the description does not have`];
  }
  const described = operation.responses[response.status];
  if (described === undefined) {
    const statuses = Object.keys(operation.responses).join(', ');
    return [`${prefix}: ${operation.operationId} has no ${response.status} response (it has ${statuses})`];
  }
  const schema = jsonSchemaOf(described);
  if (schema === undefined) {
    const types = mediaTypesOf(described).join(', ') || 'no body';
    return [`${prefix}: ${operation.operationId} answers ${response.status} with ${types}, not JSON`];
  }
  return validator
    .validate(schema, response.body)
    .map(
      (error) =>
        `${where(placeOf(response, error.property))}: response ${response.status} of ` +
        `${operation.operationId}: ${error.text}`,
    );
}

export interface PageReport {
  requests: RequestExample[];
  responses: ResponseExample[];
  problems: string[];
}

export function checkPage(source: Source, checker: Checker): PageReport {
  const {requests, responses, problems} = extractExamples(source, checker.api.origins);
  const requestProblems = requests.map((request) => checkRequest(request, checker));
  return {
    requests,
    responses,
    problems: [
      ...problems.map((problem) => `${where(problem.at)}: ${problem.message}`),
      ...requestProblems.flat(),
      ...responses.flatMap((response) => checkResponse(response, checker)),
    ],
  };
}
