/**
 * Reads the curl calls of a shell block, for the few examples that cannot be an `http request` block
 * (multipart uploads, binary downloads and uploads). Understands what the guides use: line continuations,
 * quotes, variables assigned in the same block, the token variables, and the curl options below. Anything else is an
 * error, so an example never passes because the test skipped part of it.
 */

export interface FormPart {
  name: string;
  /** A field's value, or undefined for a file part. */
  value?: string;
  /** File name of a file part (`name=@file`). */
  file?: string;
  type?: string;
}

export interface CurlCall {
  /** Line of the `curl` word, counted from 0 at the block's first line. */
  lineOffset: number;
  method: string;
  url: string;
  headers: Array<[name: string, value: string]>;
  form: FormPart[];
  /** `--data-binary @file` and friends: the request has a body read from a file or given inline. */
  data?: {file?: string; text?: string};
}

export class CurlSyntaxError extends Error {}

/** What the examples' readers hold in a token variable; the check only asks for a bearer token to be present. */
export const exampleToken = 'test-token';

/** The shell variables of the examples that hold tokens: a technical user's and a person's (DECISIONS.md). */
export const tokenVariables = ['ACCESS_TOKEN', 'PERSONAL_TOKEN'] as const;

/** Stands in for `$(...)`, whose output the test cannot know. */
const commandOutput = 'command-output';

const valueOptions = new Map<string, string>([
  ['-X', 'method'],
  ['--request', 'method'],
  ['-H', 'header'],
  ['--header', 'header'],
  ['-F', 'form'],
  ['--form', 'form'],
  ['-d', 'data'],
  ['--data', 'data'],
  ['--data-binary', 'data'],
  ['--data-raw', 'data'],
  ['--data-urlencode', 'data'],
  ['--url', 'url'],
  ['-o', 'ignore'],
  ['--output', 'ignore'],
  ['--max-time', 'ignore'],
  ['--connect-timeout', 'ignore'],
]);
const flagLetters = new Set(['s', 'S', 'f', 'L', 'i', 'v', 'k', 'g', 'O']);
const longFlags = new Set([
  '--silent',
  '--show-error',
  '--fail',
  '--fail-with-body',
  '--location',
  '--include',
  '--verbose',
  '--compressed',
  '--remote-name',
]);

interface LogicalLine {
  text: string;
  lineOffset: number;
}

/** Joins lines that end in a backslash, as the shell does. */
function logicalLines(script: string): LogicalLine[] {
  const lines = script.replace(/\r\n/g, '\n').split('\n');
  const result: LogicalLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const lineOffset = index;
    let text = lines[index] ?? '';
    while (text.endsWith('\\') && index + 1 < lines.length) {
      text = `${text.slice(0, -1)} ${lines[++index] ?? ''}`;
    }
    result.push({text, lineOffset});
  }
  return result;
}

/** Index just after the `)` that closes the `$(` at `start`. */
function endOfSubstitution(text: string, start: number): number {
  let depth = 0;
  for (let index = start + 1; index < text.length; index++) {
    if (text[index] === '(') depth++;
    if (text[index] === ')' && --depth === 0) return index + 1;
  }
  throw new CurlSyntaxError(`unclosed command substitution in "${text.slice(start)}"`);
}

function expand(text: string, at: number, vars: ReadonlyMap<string, string>): [string, number] {
  if (text[at + 1] === '(') return [commandOutput, endOfSubstitution(text, at)];
  const match = /^\$(?:\{(\w+)\}|(\w+))/.exec(text.slice(at));
  if (match === null) return ['$', at + 1];
  const name = match[1] ?? match[2] ?? '';
  return [vars.get(name) ?? match[0], at + match[0].length];
}

/** Splits one command into words, stopping at the end of the command (`;`, `|`, `&`, `)`, `>`, `#`). */
function words(text: string, start: number, vars: ReadonlyMap<string, string>): string[] {
  const result: string[] = [];
  let word: string | undefined;
  let index = start;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (/\s/.test(char)) {
      if (word !== undefined) result.push(word);
      word = undefined;
      index++;
      continue;
    }
    if (';|&)>'.includes(char) || (char === '#' && word === undefined)) break;
    word ??= '';
    if (char === "'") {
      const end = text.indexOf("'", index + 1);
      if (end < 0) throw new CurlSyntaxError(`unclosed ' in "${text}"`);
      word += text.slice(index + 1, end);
      index = end + 1;
    } else if (char === '"') {
      index++;
      while (index < text.length && text[index] !== '"') {
        if (text[index] === '\\' && '"\\$`'.includes(text[index + 1] ?? '')) {
          word += text[index + 1];
          index += 2;
        } else if (text[index] === '$') {
          const [value, next] = expand(text, index, vars);
          word += value;
          index = next;
        } else {
          word += text[index++];
        }
      }
      if (index >= text.length) throw new CurlSyntaxError(`unclosed " in "${text}"`);
      index++;
    } else if (char === '\\') {
      word += text[index + 1] ?? '';
      index += 2;
    } else if (char === '$') {
      const [value, next] = expand(text, index, vars);
      word += value;
      index = next;
    } else {
      word += char;
      index++;
    }
  }
  if (word !== undefined) result.push(word);
  return result;
}

function formPart(spec: string): FormPart {
  const equals = spec.indexOf('=');
  if (equals <= 0) throw new CurlSyntaxError(`--form "${spec}" is not "name=value" or "name=@file"`);
  const name = spec.slice(0, equals);
  const value = spec.slice(equals + 1);
  if (!value.startsWith('@')) return {name, value};
  const [file = '', ...attributes] = value.slice(1).split(';');
  const type = attributes.find((attribute) => attribute.startsWith('type='))?.slice('type='.length);
  // curl reads `@"name"` as the file name without the quotes.
  return {name, file: file.replace(/^"(.*)"$/, '$1'), type};
}

function curlCall(args: string[], lineOffset: number): CurlCall {
  let method: string | undefined;
  let url: string | undefined;
  const call: CurlCall = {lineOffset, method: 'GET', url: '', headers: [], form: []};
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    const kind = valueOptions.get(arg);
    if (kind !== undefined) {
      const value = args[++index];
      if (value === undefined) throw new CurlSyntaxError(`${arg} needs a value`);
      if (kind === 'method') method = value;
      if (kind === 'url') url = value;
      if (kind === 'form') call.form.push(formPart(value));
      if (kind === 'data') call.data = value.startsWith('@') ? {file: value.slice(1)} : {text: value};
      if (kind === 'header') {
        const colon = value.indexOf(':');
        if (colon <= 0) throw new CurlSyntaxError(`--header "${value}" is not "Name: value"`);
        call.headers.push([value.slice(0, colon).trim(), value.slice(colon + 1).trim()]);
      }
    } else if (/^-X[A-Z]+$/.test(arg)) {
      method = arg.slice(2);
    } else if (longFlags.has(arg) || /^-[A-Za-z]+$/.test(arg)) {
      if (!longFlags.has(arg) && ![...arg.slice(1)].every((letter) => flagLetters.has(letter))) {
        throw new CurlSyntaxError(`the test does not know the curl option ${arg}`);
      }
    } else if (arg.startsWith('-')) {
      throw new CurlSyntaxError(`the test does not know the curl option ${arg}`);
    } else if (url === undefined) {
      url = arg;
    } else {
      throw new CurlSyntaxError(`a second URL "${arg}" after "${url}"`);
    }
  }
  if (url === undefined) throw new CurlSyntaxError('curl without a URL');
  call.url = url;
  call.method = method ?? (call.form.length > 0 || call.data !== undefined ? 'POST' : 'GET');
  return call;
}

/** Every curl call of a shell block, with variables assigned earlier in the block filled in. */
export function curlCallsOf(script: string): CurlCall[] {
  const vars = new Map<string, string>(tokenVariables.map((name) => [name, exampleToken]));
  const calls: CurlCall[] = [];
  for (const {text, lineOffset} of logicalLines(script)) {
    const assignment = /^\s*([A-Za-z_]\w*)=(?!\$\()(\S.*)$/.exec(text);
    if (assignment !== null) {
      const [, name = '', value = ''] = assignment;
      vars.set(name, words(value, 0, vars).join(' '));
      continue;
    }
    for (const match of text.matchAll(/(?:^|[\s;|&(])curl(?=\s)/g)) {
      const start = match.index + match[0].length;
      calls.push(curlCall(words(text, start, vars), lineOffset));
    }
  }
  return calls;
}

/**
 * The curl calls of an operation page's code sample as the shell reads it: comment lines dropped, line
 * continuations joined, and the lines of a `-d '…'` body read as one word.
 */
export function sampleCurlCalls(sample: string): CurlCall[] {
  const command = sample
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .replace(/\n/g, ' ');
  return curlCallsOf(command);
}
