/**
 * The example request of every operation page, made from the description: the sandbox server (or the
 * operation's or path's own servers), example values of the parameters, the body from the operation's
 * examples, the credentials of the security scheme it needs, and for webhooks the request the platform sends
 * to the reader's endpoint. Rendered in six languages by src/api-reference/requestSamples.ts, the generator the
 * guides' examples use too.
 */
import {
  callbackUrlVariable,
  preferredSchemes,
  sampleServer,
  schemeVariable,
  serverUrl,
  webhookUrlVariable,
  type ServerObject,
} from '../../config/apiSamples';
import {codeSampleLanguages} from '../../config/codeSampleLanguages';
import {
  renderSamples,
  type CodeSample,
  type FormField,
  type SampleBody,
  type SampleRequest,
} from './requestSamples';
import type {Locale} from '../../config/site';
import {ExampleSource} from './exampleValues';
import type {OperationEntry} from './operations';
import {httpMethods, isObject, type Json, type JsonObject} from './walk';

type Requirement = Record<string, string[]>;

/** Names `x-codeSamples` use for the six languages (Redoc writes "Shell", "Node" and the like). */
const languageAliases: Record<string, string> = {
  shell: 'curl',
  sh: 'curl',
  bash: 'curl',
  node: 'javascript',
  nodejs: 'javascript',
  js: 'javascript',
  py: 'python',
  golang: 'go',
  'c#': 'csharp',
  cs: 'csharp',
  dotnet: 'csharp',
};

/** The key of one of the six languages a sample is written in, if it is one of them. */
function languageOf(lang: string): string | undefined {
  const name = lang.trim().toLowerCase();
  const key = languageAliases[name] ?? name;
  return codeSampleLanguages.find((language) => language.key === key || language.lang.toLowerCase() === name)
    ?.key;
}

/** The requirement a sample meets: none for a public operation, else the preferred scheme's, else the first. */
export function chosenRequirement(security: Json | undefined): Requirement | undefined {
  if (!Array.isArray(security) || security.length === 0) return undefined;
  const requirements = security.filter(isObject) as unknown as Requirement[];
  // `{}` among the alternatives: the operation can be called without credentials.
  if (requirements.some((requirement) => Object.keys(requirement).length === 0)) return undefined;
  for (const scheme of preferredSchemes) {
    const match = requirements.find((requirement) => scheme in requirement);
    if (match !== undefined) return match;
  }
  return requirements[0];
}

const commentTexts: Record<
  Locale,
  {
    scopes: (variable: string, scopes: string[]) => string;
    webhook: string;
    callback: (field: string | undefined) => string;
    sharedHeader: (header: string, sent: string, left: string) => string;
  }
> = {
  de: {
    webhook: `So ruft die Plattform Ihren Endpunkt $${webhookUrlVariable} auf.`,
    callback: (field) =>
      `So ruft die Plattform Ihren Endpunkt $${callbackUrlVariable} auf` +
      (field === undefined ? '.' : `: die Adresse, die Sie in ${field} angegeben haben.`),
    sharedHeader: (header, sent, left) =>
      `Die Operation verlangt ${sent} und ${left} zusammen, beide im Header ${header}; eine Anfrage hat ` +
      `nur einen: dieses Beispiel sendet ${sent}.`,
    scopes: (variable, scopes) =>
      `$${variable}: ein Token mit ${scopes.length === 1 ? 'dem Scope' : 'den Scopes'} ${scopes.join(', ')}`,
  },
  en: {
    webhook: `How the platform calls your endpoint $${webhookUrlVariable}.`,
    callback: (field) =>
      `How the platform calls your endpoint $${callbackUrlVariable}` +
      (field === undefined ? '.' : `: the address you gave in ${field}.`),
    sharedHeader: (header, sent, left) =>
      `The operation requires ${sent} and ${left} together, both in the ${header} header; a request has ` +
      `only one: this sample sends ${sent}.`,
    scopes: (variable, scopes) =>
      `$${variable}: a token with the ${scopes.length === 1 ? 'scope' : 'scopes'} ${scopes.join(', ')}`,
  },
};

function stringValue(value: Json | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const extensions: Record<string, string> = {
  'text/csv': 'csv',
  'application/json': 'json',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'text/plain': 'txt',
};

/** The name of the local file a sample uploads: after the form field, with the extension of its media type. */
function fileName(field: string, contentType: string | undefined): string {
  const extension =
    contentType === undefined ? undefined : extensions[contentType.split(',')[0]?.trim() ?? ''];
  return extension === undefined ? field : `${field}.${extension}`;
}

interface FilePart {
  filename: string;
  contentType?: string;
}

/**
 * The files a multipart example stands for, by form field. An example's `value` holds only the content of a
 * file, so `x-file-parts` beside it names each file and its media type, in the order of the field's values:
 * `x-file-parts: {files: [{filename: observations.csv, contentType: text/csv}]}`.
 */
function filePartsOf(example: Json | undefined, field: string): FilePart[] {
  const fields = isObject(example) ? example['x-file-parts'] : undefined;
  const parts = isObject(fields) ? fields[field] : undefined;
  return (Array.isArray(parts) ? parts : []).flatMap((part) =>
    isObject(part) && typeof part.filename === 'string'
      ? [
          {
            filename: part.filename,
            ...(typeof part.contentType === 'string' ? {contentType: part.contentType} : {}),
          },
        ]
      : [],
  );
}

// A wildcard media type says what a part may be, not what it is, so a client sends none.
function concreteType(contentType: string | undefined): string | undefined {
  return contentType !== undefined && !contentType.includes('*') ? contentType : undefined;
}

/** The name and media type of a field's `index`-th file: the example's `x-file-parts`, else the samples' own. */
function fileAt(
  parts: FilePart[],
  index: number,
  fallback: string,
  contentType: string | undefined,
): FilePart {
  const given = parts[index];
  const type = given?.contentType ?? concreteType(contentType);
  return {filename: given?.filename ?? fileName(fallback, contentType), ...(type ? {contentType: type} : {})};
}

function isBinary(schema: Json | undefined): boolean {
  return (
    isObject(schema) &&
    (schema.format === 'binary' || schema.format === 'byte' || typeof schema.contentMediaType === 'string')
  );
}

export class SampleBuilder {
  private readonly examples: ExampleSource;

  constructor(
    private readonly description: JsonObject,
    private readonly locale: Locale,
  ) {
    this.examples = new ExampleSource(description);
  }

  private parameters(entry: OperationEntry): JsonObject[] {
    const byKey = new Map<string, JsonObject>();
    for (const list of [entry.pathItem.parameters, entry.operation.parameters]) {
      if (!Array.isArray(list)) continue;
      for (const parameter of list) {
        const resolved = this.examples.resolve(parameter);
        // An operation's parameter replaces the path's of the same name and location.
        if (isObject(resolved)) byKey.set(`${String(resolved.in)}:${String(resolved.name)}`, resolved);
      }
    }
    return [...byKey.values()];
  }

  private parameterValue(parameter: JsonObject): string | undefined {
    const value = this.examples.of(parameter, 'request');
    if (value !== undefined && (parameter.required === true || this.hasOwnExample(parameter)))
      return stringValue(value);
    return undefined;
  }

  private hasOwnExample(parameter: JsonObject): boolean {
    const schema = this.examples.resolve(parameter.schema);
    return (
      parameter.example !== undefined ||
      isObject(parameter.examples) ||
      (isObject(schema) && (schema.example !== undefined || Array.isArray(schema.examples)))
    );
  }

  private body(entry: OperationEntry): {contentType: string; body: SampleBody} | undefined {
    const requestBody = this.examples.resolve(entry.operation.requestBody);
    if (!isObject(requestBody) || !isObject(requestBody.content)) return undefined;
    const [contentType, media] = Object.entries(requestBody.content)[0] ?? [];
    if (contentType === undefined || !isObject(media)) return undefined;
    const type = contentType.toLowerCase();
    if (type.startsWith('multipart/form-data')) return {contentType, body: this.formBody(media)};
    const example = this.examples.of(media, 'request');
    if (type.includes('json')) return {contentType, body: {kind: 'json', value: example ?? {}}};
    if (type === 'application/x-www-form-urlencoded') {
      const fields = isObject(example) ? Object.entries(example) : [];
      return {
        contentType,
        body: {
          kind: 'urlencoded',
          fields: fields.map(([name, value]) => ({name, value: stringValue(value) ?? ''})),
        },
      };
    }
    if (type.startsWith('text/') || type.includes('xml')) {
      return {
        contentType,
        body: {kind: 'text', text: typeof example === 'string' ? example : (stringValue(example) ?? '')},
      };
    }
    return {contentType, body: {kind: 'file', file: fileName('path/to/file', contentType)}};
  }

  /** A multipart body: binary properties as file parts, everything else as text fields. */
  private formBody(media: JsonObject): SampleBody {
    const schema = this.examples.resolve(media.schema);
    const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
    const encoding = isObject(media.encoding) ? media.encoding : {};
    const example = this.examples.of(media, 'request');
    const values = isObject(example) ? example : {};
    const named = media.example === undefined ? this.firstNamedExample(media) : undefined;
    const names = [...new Set([...Object.keys(properties), ...Object.keys(values)])];
    const fields = names.flatMap((name): FormField[] => {
      const property = this.examples.resolve(properties[name]);
      const items = isObject(property) ? this.examples.resolve(property.items) : undefined;
      const part = isObject(encoding[name]) ? encoding[name] : {};
      const contentType = typeof part.contentType === 'string' ? part.contentType : undefined;
      const parts = filePartsOf(named, name);
      const file = (index: number, fallback: string): FormField => {
        const {filename, ...type} = fileAt(parts, index, fallback, contentType);
        return {name, file: filename, ...type};
      };
      if (isBinary(property)) return [file(0, name)];
      if (isObject(property) && property.type === 'array' && isBinary(items)) {
        const count = parts.length > 0 ? parts.length : 2;
        return Array.from({length: count}, (_, index) => file(index, `${name}-${index + 1}`));
      }
      const text = stringValue(values[name]);
      return text === undefined ? [] : [{name, value: text}];
    });
    return {kind: 'form', fields};
  }

  private firstNamedExample(media: JsonObject): Json | undefined {
    if (!isObject(media.examples)) return undefined;
    return Object.values(media.examples)
      .map((named) => this.examples.resolve(named))
      .find((example) => isObject(example) && example.value !== undefined);
  }

  /**
   * What a client sends for each named example of a `multipart/form-data` request body, as
   * `x-multipart-body` beside the example: the theme would show the example's value as a JSON object, which
   * no client sends. File parts carry the names and media types of the example's `x-file-parts`, or else the
   * names the code samples give the files they upload.
   */
  multipartBodies(entry: OperationEntry): void {
    const requestBody = this.examples.resolve(entry.operation.requestBody);
    if (!isObject(requestBody) || !isObject(requestBody.content)) return;
    for (const [contentType, media] of Object.entries(requestBody.content)) {
      if (!contentType.toLowerCase().startsWith('multipart/form-data') || !isObject(media)) continue;
      if (!isObject(media.examples)) continue;
      for (const named of Object.values(media.examples)) {
        const example = this.examples.resolve(named);
        if (isObject(example) && isObject(example.value)) {
          example['x-multipart-body'] = this.multipartText(media, example, example.value);
        }
      }
    }
  }

  private multipartText(media: JsonObject, example: JsonObject, values: JsonObject): string {
    const schema = this.examples.resolve(media.schema);
    const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
    const encoding = isObject(media.encoding) ? media.encoding : {};
    const parts: string[] = [];
    const part = (name: string, file: string | undefined, contentType: string | undefined, value: Json) => {
      const disposition = `Content-Disposition: form-data; name="${name}"${file === undefined ? '' : `; filename="${file}"`}`;
      const type = concreteType(contentType) === undefined ? [] : [`Content-Type: ${contentType}`];
      parts.push([disposition, ...type, '', (stringValue(value) ?? '').replace(/\n+$/, '')].join('\n'));
    };
    for (const [name, value] of Object.entries(values)) {
      const property = this.examples.resolve(properties[name]);
      const items = isObject(property) ? this.examples.resolve(property.items) : undefined;
      const encoded = isObject(encoding[name]) ? encoding[name] : {};
      const contentType = typeof encoded.contentType === 'string' ? encoded.contentType : undefined;
      const files = filePartsOf(example, name);
      const filePart = (item: Json, index: number, fallback: string) => {
        const file = fileAt(files, index, fallback, contentType);
        part(name, file.filename, file.contentType, item);
      };
      if (isBinary(property)) filePart(value, 0, name);
      else if (isObject(property) && property.type === 'array' && isBinary(items) && Array.isArray(value)) {
        value.forEach((item, index) => filePart(item, index, `${name}-${index + 1}`));
      } else part(name, undefined, contentType, value);
    }
    const boundary = 'example-boundary';
    return [
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      '',
      ...parts.map((text) => `--${boundary}\n${text}`),
      `--${boundary}--`,
    ].join('\n');
  }

  /** The `Accept` header: the media type of the first successful response that has content. */
  private accepted(entry: OperationEntry): string | undefined {
    const responses = isObject(entry.operation.responses) ? entry.operation.responses : {};
    for (const [status, response] of Object.entries(responses)) {
      const resolved = this.examples.resolve(response);
      if (/^2/.test(status) && isObject(resolved) && isObject(resolved.content)) {
        return Object.keys(resolved.content)[0];
      }
    }
    return undefined;
  }

  private credentials(entry: OperationEntry): {
    headers: Array<[string, string]>;
    query: string[];
    comment?: string;
  } {
    const security =
      entry.operation.security ?? (entry.kind === 'path' ? this.description.security : undefined);
    const requirement = chosenRequirement(security);
    const headers: Array<[string, string]> = [];
    const query: string[] = [];
    const cookies: string[] = [];
    const comments: string[] = [];
    const schemes =
      isObject(this.description.components) && isObject(this.description.components.securitySchemes)
        ? this.description.components.securitySchemes
        : {};
    // Schemes required together (one requirement object) each add their credentials; a header only one of
    // them can have (two that send `Authorization`) goes to the first, in the order the description lists them.
    const owners = new Map<string, string>();
    const header = (scheme: string, name: string, value: string): void => {
      const owner = owners.get(name.toLowerCase());
      if (owner !== undefined) {
        comments.push(commentTexts[this.locale].sharedHeader(name, owner, scheme));
        return;
      }
      owners.set(name.toLowerCase(), scheme);
      headers.push([name, value]);
    };
    for (const [name, scopes] of Object.entries(requirement ?? {})) {
      const scheme = this.examples.resolve(schemes[name]);
      if (!isObject(scheme)) continue;
      const variable = schemeVariable(name, scheme);
      if (scheme.type === 'http') {
        const kind = String(scheme.scheme ?? 'bearer').toLowerCase();
        const label = kind === 'basic' ? 'Basic' : kind === 'bearer' ? 'Bearer' : String(scheme.scheme);
        header(name, 'Authorization', `${label} $${variable}`);
      } else if (scheme.type === 'apiKey') {
        const keyName = String(scheme.name);
        if (scheme.in === 'query') query.push(`${encodeURIComponent(keyName)}=$${variable}`);
        else if (scheme.in === 'cookie') cookies.push(`${keyName}=$${variable}`);
        else header(name, keyName, `$${variable}`);
      } else if (variable !== undefined) {
        header(name, 'Authorization', `Bearer $${variable}`);
        if (Array.isArray(scopes) && scopes.length > 0)
          comments.push(commentTexts[this.locale].scopes(variable, scopes));
      }
    }
    if (cookies.length > 0) headers.push(['Cookie', cookies.join('; ')]);
    return {
      headers,
      query,
      comment: comments.length > 0 ? comments.join('\n') : undefined,
    };
  }

  private server(entry: OperationEntry): string {
    const own = entry.operation.servers ?? entry.pathItem.servers ?? this.description.servers;
    const servers = (Array.isArray(own) ? own.filter(isObject) : []) as unknown as ServerObject[];
    return serverUrl(sampleServer(servers));
  }

  /**
   * The request of an operation, or, with `callback`, the request the platform sends to the reader's endpoint
   * for one of its callbacks (`entry` then describes the callback's operation; its path is a runtime expression).
   */
  request(entry: OperationEntry, callback?: {expression: string}): SampleRequest {
    const toReader = entry.kind === 'webhook' || callback !== undefined;
    // A callback's URL is a runtime expression, perhaps followed by a path (`{$request.query.url}/data`).
    let target = callback !== undefined ? callbackPath(callback.expression) : toReader ? '' : entry.name;
    const query: string[] = [];
    const headers: Array<[string, string]> = [];
    const cookies: string[] = [];
    for (const parameter of this.parameters(entry)) {
      const name = String(parameter.name);
      const value = this.parameterValue(parameter);
      if (parameter.in === 'path') {
        target = target.replace(
          `{${name}}`,
          encodeURIComponent(value ?? this.examples.of(parameter, 'request')?.toString() ?? name),
        );
      } else if (value === undefined) {
        continue;
      } else if (parameter.in === 'query') {
        query.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
      } else if (parameter.in === 'header') {
        headers.push([name, value]);
      } else if (parameter.in === 'cookie') {
        cookies.push(`${name}=${value}`);
      }
    }
    const body = this.body(entry);
    if (body !== undefined && body.body.kind !== 'form') headers.push(['Content-Type', body.contentType]);
    const accept = this.accepted(entry);
    if (accept !== undefined && !toReader) headers.push(['Accept', accept]);
    const credentials: ReturnType<SampleBuilder['credentials']> = toReader
      ? {headers: [], query: []}
      : this.credentials(entry);
    headers.push(...credentials.headers);
    if (cookies.length > 0) headers.push(['Cookie', cookies.join('; ')]);
    query.push(...credentials.query);
    const base =
      callback !== undefined
        ? `$${callbackUrlVariable}`
        : entry.kind === 'path'
          ? this.server(entry)
          : `$${webhookUrlVariable}`;
    const comment =
      callback !== undefined
        ? commentTexts[this.locale].callback(callbackField(callback.expression))
        : entry.kind === 'webhook'
          ? commentTexts[this.locale].webhook
          : credentials.comment;
    return {
      method: entry.method,
      url: `${base}${target}${query.length > 0 ? `?${query.join('&')}` : ''}`,
      headers,
      body: body?.body,
      comment,
    };
  }

  /**
   * Each callback of the operation shows the request the platform sends as a shell sample below its description
   * (the theme renders callbacks as a section of the page, without the sample panel).
   */
  addCallbackSamples(entry: OperationEntry): void {
    for (const callbackEntry of this.callbackOperations(entry)) {
      const shell = renderSamples(this.request(callbackEntry, {expression: callbackEntry.name})).find(
        (sample) => sample.lang === shellLanguage?.lang,
      );
      if (shell === undefined) continue;
      const {operation} = callbackEntry;
      const description = typeof operation.description === 'string' ? operation.description.trimEnd() : '';
      operation.description = `${description}${description ? '\n\n' : ''}\`\`\`bash\n${shell.source}\n\`\`\`\n`;
    }
  }

  /** Each operation of an operation's callbacks, named by its runtime expression (`{$request.body#/callbackUrl}`). */
  *callbackOperations(entry: OperationEntry): Generator<OperationEntry> {
    const callbacks = this.examples.resolve(entry.operation.callbacks);
    if (!isObject(callbacks)) return;
    for (const [name, callbackOrRef] of Object.entries(callbacks)) {
      const callback = this.examples.resolve(callbackOrRef);
      if (!isObject(callback)) continue;
      for (const [expression, itemOrRef] of Object.entries(callback)) {
        const pathItem = this.examples.resolve(itemOrRef);
        if (!isObject(pathItem)) continue;
        for (const method of httpMethods) {
          const operation = pathItem[method];
          if (!isObject(operation)) continue;
          yield {
            ...entry,
            name: expression,
            method,
            operation,
            pathItem,
            pointer: [...entry.pointer, 'callbacks', name, expression, method],
          };
        }
      }
    }
  }

  /**
   * The samples of an operation: the description's own `x-codeSamples` first where they exist (they replace
   * the generated sample of the same language), then the generated ones.
   */
  samples(entry: OperationEntry): CodeSample[] {
    const own = (Array.isArray(entry.operation['x-codeSamples']) ? entry.operation['x-codeSamples'] : [])
      .filter(isObject)
      .filter((sample) => typeof sample.lang === 'string' && typeof sample.source === 'string')
      .map((sample) => ({
        lang: String(sample.lang),
        source: String(sample.source),
        ...(typeof sample.label === 'string' ? {label: sample.label} : {}),
      }));
    const generated = renderSamples(this.request(entry));
    const sameLanguage = (a: string, b: string): boolean => {
      const language = languageOf(a);
      return language !== undefined && language === languageOf(b);
    };
    const replaced = generated.map((sample) => {
      const mine = own.find((candidate) => sameLanguage(candidate.lang, sample.lang));
      return mine === undefined ? sample : {...mine, lang: sample.lang, label: mine.label ?? mine.lang};
    });
    const extra = own.filter(
      (candidate) => !generated.some((sample) => sameLanguage(candidate.lang, sample.lang)),
    );
    return [...replaced, ...extra];
  }
}

const shellLanguage = codeSampleLanguages.find((language) => language.key === 'curl');

/** What follows the runtime expression a callback's URL starts with (`/data` of `{$request.query.url}/data`). */
export function callbackPath(expression: string): string {
  const match = /^\{\$[^}]*\}(.*)$/.exec(expression.trim());
  return match?.[1] ?? '';
}

/**
 * The field the reader gave the callback's address in: `callbackUrl` for `{$request.body#/callbackUrl}` or
 * `{$request.query.callbackUrl}` (followed by a path or not); undefined for any other expression.
 */
export function callbackField(expression: string): string | undefined {
  const match = /^\{\$request\.(?:body#\/([^}]+)|query\.([^}]+))\}(?:\/.*)?$/.exec(expression.trim());
  return match?.[1]?.split('/').join('.') ?? match?.[2];
}
