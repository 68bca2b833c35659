/**
 * Build time only (Node): the one generator of example requests. Operation pages (src/api-reference/
 * codeSamples.ts) and the guides' `http request` blocks (src/plugins/remark-api-examples) describe a request
 * as a `SampleRequest` and get the same code in the same six languages, rendered with Postman's code
 * generators (the library the OpenAPI theme would otherwise ship to every reader's browser).
 *
 * Credentials and other values the reader supplies are shell variables (`$ACCESS_TOKEN`, config/apiSamples.ts)
 * in the request. In the shell sample they stay variables (in double quotes, so the shell expands them); in
 * the other languages they become a read of the environment variable of the same name.
 */
import {createRequire} from 'node:module';

import {codeSampleLanguages, type CodeSampleLanguage} from '../../config/codeSampleLanguages';

const require = createRequire(__filename);
// The generators build on their own copy of postman-collection; requests must come from that copy.
const codegen = require('postman-code-generators') as PostmanCodegen;
const {Request} = require(
  require.resolve('postman-collection', {paths: [require.resolve('postman-code-generators')]}),
) as {Request: new (definition: PostmanRequest) => unknown};

interface PostmanCodegen {
  convert(
    language: string,
    variant: string,
    request: unknown,
    options: Record<string, unknown>,
    callback: (error: unknown, snippet: string) => void,
  ): void;
}

interface PostmanRequest {
  method: string;
  url: string;
  header: Array<{key: string; value: string}>;
  body?: Record<string, unknown>;
}

/** A form field: a text, or a file with the media type its part declares. */
export type FormField = {name: string; file: string; contentType?: string} | {name: string; value: string};

export type SampleBody =
  | {kind: 'json'; value: unknown}
  | {kind: 'text'; text: string}
  | {kind: 'form'; fields: FormField[]}
  | {kind: 'urlencoded'; fields: Array<{name: string; value: string}>}
  | {kind: 'file'; file: string};

export interface SampleRequest {
  method: string;
  /** Absolute URL; may hold `$VARIABLE`s (a webhook's endpoint, an API key in the query). */
  url: string;
  headers: Array<[name: string, value: string]>;
  body?: SampleBody;
  /** A line the reader should read first (which token the call needs); a comment in each language. */
  comment?: string;
}

export interface CodeSample {
  lang: string;
  label?: string;
  source: string;
}

/** Options as the theme passes them to the generators. */
const generatorOptions = {followRedirect: true, trimRequestBody: true, longFormat: false};

const variablePattern = /\$([A-Z_][A-Z0-9_]*)/g;

function postmanBody(body: SampleBody | undefined): Record<string, unknown> | undefined {
  switch (body?.kind) {
    case undefined:
      return undefined;
    case 'json':
      return {mode: 'raw', raw: JSON.stringify(body.value, null, 2), options: {raw: {language: 'json'}}};
    case 'text':
      return {mode: 'raw', raw: body.text};
    case 'form':
      return {
        mode: 'formdata',
        formdata: body.fields.map((field) =>
          'file' in field
            ? {key: field.name, type: 'file', src: field.file, contentType: field.contentType}
            : {key: field.name, type: 'text', value: field.value},
        ),
      };
    case 'urlencoded':
      return {mode: 'urlencoded', urlencoded: body.fields.map(({name, value}) => ({key: name, value}))};
    case 'file':
      return {mode: 'file', file: {src: body.file}};
  }
}

function convert(language: CodeSampleLanguage, request: unknown): string {
  let result: string | undefined;
  let failure: unknown;
  // The generators call back synchronously; a missing result means a generator changed that.
  codegen.convert(language.key, language.variant, request, generatorOptions, (error, snippet) => {
    failure = error;
    result = snippet;
  });
  if (failure || result === undefined) {
    throw new Error(`No ${language.lang} sample: ${String(failure ?? 'the generator did not answer')}`);
  }
  return result;
}

/** How a language reads an environment variable, and how it joins text to it. */
interface EnvironmentSyntax {
  /** The literal with its variables read from the environment. */
  expression(parts: Array<{text: string} | {variable: string}>): string;
  /** What the code must import for that, added once. */
  addImport?(code: string): string;
  comment: string;
}

function concatenation(
  parts: Array<{text: string} | {variable: string}>,
  read: (name: string) => string,
): string {
  return parts
    .filter((part) => !('text' in part) || part.text !== '')
    .map((part) => ('text' in part ? JSON.stringify(part.text) : read(part.variable)))
    .join(' + ');
}

const environmentSyntax: Record<string, EnvironmentSyntax> = {
  javascript: {
    expression: (parts) =>
      '`' +
      parts
        .map((part) =>
          'text' in part
            ? part.text.replace(/[`\\]|\$\{/g, (c) => `\\${c}`)
            : `\${process.env.${part.variable}}`,
        )
        .join('') +
      '`',
    comment: '//',
  },
  python: {
    expression: (parts) =>
      'f"' +
      parts
        .map((part) =>
          'text' in part
            ? part.text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[{}]/g, (c) => c + c)
            : `{os.environ['${part.variable}']}`,
        )
        .join('') +
      '"',
    addImport: (code) => (/^import os$/m.test(code) ? code : `import os\n${code}`),
    comment: '#',
  },
  java: {expression: (parts) => concatenation(parts, (name) => `System.getenv("${name}")`), comment: '//'},
  go: {
    expression: (parts) => concatenation(parts, (name) => `os.Getenv("${name}")`),
    addImport: (code) =>
      /^\s+"os"$/m.test(code) ? code : code.replace(/^import \(\n/m, 'import (\n  "os"\n'),
    comment: '//',
  },
  csharp: {
    expression: (parts) => concatenation(parts, (name) => `Environment.GetEnvironmentVariable("${name}")`),
    comment: '//',
  },
};

function partsOf(value: string): Array<{text: string} | {variable: string}> {
  const parts: Array<{text: string} | {variable: string}> = [];
  let last = 0;
  for (const match of value.matchAll(variablePattern)) {
    parts.push({text: value.slice(last, match.index)}, {variable: match[1] as string});
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push({text: value.slice(last)});
  return parts;
}

/** Escapes a value for a double-quoted string of the shell, leaving its `$VARIABLE`s to expand. */
function shellDoubleQuoted(value: string): string {
  return `"${value.replace(/["\\`]/g, (c) => `\\${c}`).replace(/\$(?![A-Z_])/g, '\\$')}"`;
}

/** The values of the request that hold variables, as the reader's code must build them. */
function withVariables(code: string, language: CodeSampleLanguage, values: readonly string[]): string {
  let result = code;
  for (const value of values) {
    if (language.key === 'curl') {
      // The generator quotes in single quotes, where the shell would not expand the variable.
      const quoted = `'${value.replace(/'/g, `'\\''`)}'`;
      if (!result.includes(quoted)) throw new Error(`The ${language.lang} sample lost the value ${value}`);
      result = result.split(quoted).join(shellDoubleQuoted(value));
      continue;
    }
    const syntax = environmentSyntax[language.key];
    if (syntax === undefined) throw new Error(`No way to read environment variables in ${language.lang}`);
    const literals = [JSON.stringify(value), `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`];
    const literal = literals.find((candidate) => result.includes(candidate));
    if (literal === undefined) throw new Error(`The ${language.lang} sample lost the value ${value}`);
    result = result.split(literal).join(syntax.expression(partsOf(value)));
    result = syntax.addImport?.(result) ?? result;
  }
  return result;
}

function withComment(code: string, language: CodeSampleLanguage, comment: string | undefined): string {
  if (comment === undefined) return code;
  const prefix = language.key === 'curl' ? '#' : (environmentSyntax[language.key]?.comment ?? '//');
  return `${comment
    .split('\n')
    .map((line) => `${prefix} ${line}`)
    .join('\n')}\n${code}`;
}

/**
 * OkHttp throws "method GET must not have a request body" for the empty body Postman's generator gives every
 * method but HEAD, so GET and DELETE without a body send none (`null`); POST, PUT and PATCH keep the empty body
 * OkHttp requires of them.
 */
function withoutEmptyBody(code: string, method: string): string {
  if (method !== 'GET' && method !== 'DELETE') return code;
  const emptyBody =
    /MediaType mediaType = MediaType\.parse\("[^"]*"\);\nRequestBody body = RequestBody\.create\(mediaType, ""\);\n/;
  if (!emptyBody.test(code)) return code;
  return code.replace(emptyBody, '').replace(`.method("${method}", body)`, `.method("${method}", null)`);
}

/** Replaces `search` in the sample, which must hold it: a generator that changed its output fails the build. */
function replaceIn(code: string, language: CodeSampleLanguage, search: string, replacement: string): string {
  if (!code.includes(search)) throw new Error(`The ${language.lang} sample has no ${JSON.stringify(search)}`);
  return code.split(search).join(replacement);
}

const nodeFileImport = 'import {readFileSync} from "node:fs";\n\n';

/**
 * Each file of a form is sent with its media type, which the API stores as the file's `mediaType`: the
 * generators give a file part none in cURL, Fetch and HttpClient and `application/octet-stream` in OkHttp and Go.
 * Fetch reads the file from disk rather than from a browser's file input.
 */
function withFormFiles(code: string, language: CodeSampleLanguage, fields: FormField[]): string {
  let result = code;
  for (const field of fields) {
    if (!('file' in field)) continue;
    const file = JSON.stringify(field.file);
    const type = field.contentType === undefined ? undefined : JSON.stringify(field.contentType);
    const replace = (search: string, replacement: string) => {
      result = replaceIn(result, language, search, replacement);
    };
    if (language.key === 'javascript') {
      replace(
        `fileInput.files[0], ${file});`,
        `new Blob([readFileSync(${file})]${type ? `, {type: ${type}}` : ''}), ${file});`,
      );
    } else if (type === undefined) {
      continue;
    } else if (language.key === 'curl') {
      replace(`=@"${field.file}"'`, `=@"${field.file}";type=${field.contentType}'`);
    } else if (language.key === 'java') {
      const part = `${file},\n    RequestBody.create(MediaType.parse(`;
      replace(`${part}"application/octet-stream")`, `${part}${type})`);
    } else if (language.key === 'csharp') {
      const stream = `new StreamContent(File.OpenRead(${file}))`;
      replace(stream, `${stream} { Headers = { ContentType = MediaTypeHeaderValue.Parse(${type}) } }`);
    } else if (language.key === 'go') {
      const disposition = JSON.stringify(`form-data; name="${field.name}"; filename="${field.file}"`);
      replace(
        `writer.CreateFormFile(${JSON.stringify(field.name)},filepath.Base(${file}))`,
        `writer.CreatePart(textproto.MIMEHeader{"Content-Disposition": {${disposition}}, "Content-Type": {${type}}})`,
      );
    }
  }
  if (language.key === 'csharp' && result !== code) return `using System.Net.Http.Headers;\n\n${result}`;
  if (language.key === 'go' && result !== code) {
    const imported = result.replace(/^import \(\n/m, 'import (\n  "net/textproto"\n');
    return /\bfilepath\./.test(imported) ? imported : imported.replace(/^ {2}"path\/filepath"\n/m, '');
  }
  return language.key === 'javascript' && fields.some((field) => 'file' in field)
    ? nodeFileImport + result
    : result;
}

/**
 * A file upload reads the file, byte for byte, in every language: the generators send curl's `-d`, which
 * strips line breaks, and the text "<file contents here>" elsewhere.
 */
function withFileReads(code: string, language: CodeSampleLanguage, request: SampleRequest): string {
  const body = request.body;
  if (body?.kind === 'form') return withFormFiles(code, language, body.fields);
  if (body?.kind !== 'file') return code;
  const file = JSON.stringify(body.file);
  const placeholder = '"<file contents here>"';
  switch (language.key) {
    case 'curl':
      return replaceIn(code, language, `-d '@${body.file}'`, `--data-binary '@${body.file}'`);
    case 'javascript':
      return nodeFileImport + replaceIn(code, language, placeholder, `readFileSync(${file})`);
    case 'python':
      return replaceIn(code, language, placeholder, `open(${file}, "rb")`);
    case 'java':
      return replaceIn(code, language, placeholder, `new File(${file})`);
    case 'go': {
      const opened = replaceIn(
        code,
        language,
        `payload := strings.NewReader(${placeholder})`,
        `payload, err := os.Open(${file})\n  if err != nil {\n    fmt.Println(err)\n    return\n  }\n  defer payload.Close()`,
      );
      const imports = /\bstrings\./.test(opened) ? opened : opened.replace(/^ {2}"strings"\n/m, '');
      return /^\s+"os"$/m.test(imports) ? imports : imports.replace(/^import \(\n/m, 'import (\n  "os"\n');
    }
    case 'csharp': {
      const type = request.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
      const content = `request.Content = new StreamContent(File.OpenRead(${file}));`;
      if (type === undefined) return replaceIn(code, language, content, content);
      return replaceIn(
        code,
        language,
        content,
        `${content}\nrequest.Content.Headers.ContentType = new System.Net.Http.Headers.MediaTypeHeaderValue(${JSON.stringify(type)});`,
      );
    }
    default:
      return code;
  }
}

/** The request's code in the six languages of the portal, in tab order. */
export function renderSamples(request: SampleRequest): CodeSample[] {
  const definition: PostmanRequest = {
    method: request.method.toUpperCase(),
    url: request.url,
    header: request.headers.map(([key, value]) => ({key, value})),
    body: postmanBody(request.body),
  };
  const postmanRequest = new Request(definition);
  const values = [request.url, ...request.headers.map(([, value]) => value)].filter((value) =>
    new RegExp(variablePattern.source).test(value),
  );
  return codeSampleLanguages.map((language) => {
    // Some generators percent-encode the `$` of a variable in the URL.
    let code = convert(language, postmanRequest).replace(/%24([A-Z_][A-Z0-9_]*)/g, '$$$1');
    if (language.key === 'java' && request.body === undefined)
      code = withoutEmptyBody(code, definition.method);
    code = withFileReads(code, language, request);
    code = withVariables(
      code,
      language,
      language.key === 'curl' ? values.map((v) => headerOrUrl(v, request)) : values,
    );
    return {lang: language.lang, source: withComment(code.trimEnd(), language, request.comment)};
  });
}

/** In the shell sample a header is quoted as `Name: value`, the URL as it is. */
function headerOrUrl(value: string, request: SampleRequest): string {
  const header = request.headers.find(([, headerValue]) => headerValue === value);
  return header === undefined ? value : `${header[0]}: ${header[1]}`;
}
