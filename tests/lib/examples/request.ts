/**
 * What the description requires of a request beyond its body's schema, as a validating server checks it: the
 * path, query and header parameters against their schemas, a credential for one of the operation's security
 * requirements, and a body of a media type the operation accepts. The body itself is checked in check.ts.
 */
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

import type {DescribedOperation, Parameter, SecurityScheme} from './apiDescription';
import type {RequestExample} from './extract';

// Parameter values arrive as text: Ajv reads them as the types their schemas name, as a server would.
const ajv = new Ajv2020({allErrors: true, strict: false, coerceTypes: 'array'});
addFormats(ajv);
const compiled = new WeakMap<object, ValidateFunction>();

function schemaErrors(schema: object, value: unknown): string | undefined {
  const validate = compiled.get(schema) ?? ajv.compile(schema);
  compiled.set(schema, validate);
  return validate(value) ? undefined : ajv.errorsText(validate.errors, {dataVar: 'value'});
}

const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

function pathValue(template: string, pathname: string, name: string): string | undefined {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const pattern = new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map(escaped)
      .join('([^/]+)')}$`,
  );
  const value = pattern.exec(pathname)?.[names.indexOf(name) + 1];
  return value === undefined ? undefined : decodeURIComponent(value);
}

function headerValues(request: RequestExample, name: string): string[] {
  return request.headers
    .filter(([header]) => header.toLowerCase() === name.toLowerCase())
    .map(([, value]) => value);
}

function cookieValues(request: RequestExample, name: string): string[] {
  return headerValues(request, 'cookie')
    .flatMap((cookies) => cookies.split(';'))
    .map((cookie) => cookie.trim().split('='))
    .flatMap(([key, ...value]) => (key === name ? [value.join('=')] : []));
}

function valuesOf(parameter: Parameter, operation: DescribedOperation, request: RequestExample): string[] {
  const [pathname = '', query = ''] = request.target.split('?');
  switch (parameter.in) {
    case 'path': {
      const value = pathValue(operation.path, pathname, parameter.name);
      return value === undefined ? [] : [value];
    }
    case 'query':
      return new URLSearchParams(query).getAll(parameter.name);
    case 'header':
      return headerValues(request, parameter.name);
    case 'cookie':
      return cookieValues(request, parameter.name);
  }
}

/** Whether the request carries the credential a scheme asks for; OAuth 2.0 and OpenID Connect send bearer tokens. */
function hasCredential(scheme: SecurityScheme | undefined, request: RequestExample): boolean {
  if (scheme?.type === 'apiKey') {
    const name = scheme.name ?? '';
    const query = new URLSearchParams(request.target.split('?')[1] ?? '');
    if (scheme.in === 'query') return query.has(name);
    return (scheme.in === 'cookie' ? cookieValues(request, name) : headerValues(request, name)).length > 0;
  }
  const authScheme = scheme?.type === 'http' ? (scheme.scheme ?? '') : 'bearer';
  return headerValues(request, 'authorization').some((value) =>
    value.toLowerCase().startsWith(`${authScheme.toLowerCase()} `),
  );
}

/** The media type the request is sent with; curl sends data without a Content-Type as a form. */
function mediaTypeOf(request: RequestExample): string | undefined {
  const [declared] = headerValues(request, 'content-type');
  if (declared !== undefined) return declared.split(';')[0]?.trim().toLowerCase();
  if (request.body?.type === 'multipart') return 'multipart/form-data';
  if (request.body?.type === 'raw') return 'application/x-www-form-urlencoded';
  return undefined;
}

const accepts = (range: string, type: string) =>
  range === '*/*' || range === type || (range.endsWith('/*') && type.startsWith(range.slice(0, -1)));

/** What the description finds wrong with the request, besides its body's content; empty when it accepts it. */
export function requestViolations(
  request: RequestExample,
  operation: DescribedOperation,
  securitySchemes: Record<string, SecurityScheme>,
): string[] {
  const violations: string[] = [];
  for (const parameter of operation.parameters) {
    const values = valuesOf(parameter, operation, request);
    const what = `${parameter.in} parameter ${parameter.name}`;
    if (values.length === 0) {
      if (parameter.required) violations.push(`${what} is missing`);
      continue;
    }
    const errors = parameter.schema && schemaErrors(parameter.schema, values.length > 1 ? values : values[0]);
    if (errors !== undefined) violations.push(`${what}: ${errors}`);
  }

  const {security} = operation;
  const authorized =
    security.length === 0 ||
    security.some((requirement) =>
      Object.keys(requirement).every((name) => hasCredential(securitySchemes[name], request)),
    );
  if (!authorized) {
    const alternatives = security.map((requirement) => Object.keys(requirement).join(' and '));
    violations.push(`no credential for ${alternatives.join(' or ')}`);
  }

  const accepted = Object.keys(operation.requestBody?.content ?? {});
  if (request.body === undefined) {
    if (operation.requestBody?.required) violations.push('no body, which the operation requires');
  } else {
    const type = mediaTypeOf(request);
    if (type === undefined || !accepted.some((range) => accepts(range, type))) {
      violations.push(
        `a body ${type ? `of type ${type}` : 'without Content-Type'}; the operation takes ${accepted.join(', ') || 'none'}`,
      );
    }
  }
  return violations;
}
