import type {ExampleRequest} from './parseExample';

/** Shell variables in a value, such as the token placeholders `$ACCESS_TOKEN` and `$PERSONAL_TOKEN`. */
const shellVariable = /\$([A-Z_][A-Z0-9_]*)/g;
const hasShellVariable = (value: string) => new RegExp(shellVariable.source).test(value);

function hasJsonBody(request: ExampleRequest): boolean {
  return request.body !== undefined;
}

export function renderCurl(request: ExampleRequest, serverUrl: string): string {
  const lines = [`curl --request ${request.method} "${serverUrl}${request.target}"`];
  for (const [name, value] of request.headers) {
    lines.push(`  --header "${name}: ${value.replace(/"/g, '\\"')}"`);
  }
  if (hasJsonBody(request)) {
    // A here-document keeps quotes in the JSON safe from the shell.
    lines.push(`  --data @- <<'JSON'\n${JSON.stringify(request.body, null, 2)}\nJSON`);
  }
  return lines.join(' \\\n');
}

function jsString(value: string): string {
  if (hasShellVariable(value)) {
    return '`' + value.replace(shellVariable, '${process.env.$1}') + '`';
  }
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function jsKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`;
}

function indent(text: string, spaces: number): string {
  return text.replace(/\n/g, `\n${' '.repeat(spaces)}`);
}

export function renderJavaScript(request: ExampleRequest, serverUrl: string): string {
  const options = [`  method: '${request.method}',`];
  if (request.headers.length > 0) {
    options.push('  headers: {');
    for (const [name, value] of request.headers) {
      options.push(`    ${jsKey(name)}: ${jsString(value)},`);
    }
    options.push('  },');
  }
  if (hasJsonBody(request)) {
    options.push(`  body: JSON.stringify(${indent(JSON.stringify(request.body, null, 2), 2)}),`);
  }
  const readsBody = request.method !== 'DELETE';
  return [
    `const response = await fetch('${serverUrl}${request.target}', {`,
    ...options,
    '});',
    `if (!response.ok) throw new Error(\`HTTP \${response.status}\`);`,
    ...(readsBody ? ['console.log(await response.json());'] : []),
  ].join('\n');
}

/** Python literal for a JSON value: like JSON, but with Python's names for true, false and null. */
function pythonLiteral(value: unknown, level: number): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => pad + pythonLiteral(item, level + 1)).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries
    .map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pythonLiteral(item, level + 1)}`)
    .join(',\n')},\n${end}}`;
}

function pythonString(value: string): string {
  if (hasShellVariable(value)) {
    return `f"${value.replace(shellVariable, "{os.environ['$1']}")}"`;
  }
  return JSON.stringify(value);
}

export function renderPython(request: ExampleRequest, serverUrl: string): string {
  const headers = request.headers.filter(
    // requests sets this header itself when it serialises `json=`.
    ([name]) => !(hasJsonBody(request) && name.toLowerCase() === 'content-type'),
  );
  const args = [`    "${serverUrl}${request.target}",`];
  if (headers.length > 0) {
    args.push('    headers={');
    for (const [name, value] of headers) {
      args.push(`        ${JSON.stringify(name)}: ${pythonString(value)},`);
    }
    args.push('    },');
  }
  if (hasJsonBody(request)) {
    args.push(`    json=${pythonLiteral(request.body, 1)},`);
  }
  const readsBody = request.method !== 'DELETE';
  return [
    'import os',
    '',
    'import requests',
    '',
    `response = requests.${request.method.toLowerCase()}(`,
    ...args,
    ')',
    'response.raise_for_status()',
    ...(readsBody ? ['print(response.json())'] : []),
  ].join('\n');
}
