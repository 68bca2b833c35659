/**
 * The UI strings of the installed docusaurus-theme-openapi-docs. `docusaurus write-translations` cannot see
 * them (it only reads ES imports of @docusaurus/Translate; the theme ships CommonJS), so this module reads
 * them from the theme's compiled code: every `translate({id, message})` call, every
 * `createElement(Translate, {id}, "message")` and every `<Translate id="…">message</Translate>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {parse} from '@babel/parser';
import type {Node} from '@babel/types';

const require = createRequire(import.meta.url);

export function openapiThemeDir(): string {
  return path.join(path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')), 'lib');
}

function listJsFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listJsFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

function stringValue(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
  }
  return undefined;
}

function objectProperty(node: Node | undefined, key: string): string | undefined {
  if (node?.type !== 'ObjectExpression') return undefined;
  for (const property of node.properties) {
    if (
      property.type === 'ObjectProperty' &&
      ((property.key.type === 'Identifier' && property.key.name === key) ||
        (property.key.type === 'StringLiteral' && property.key.value === key))
    ) {
      return stringValue(property.value as Node);
    }
  }
  return undefined;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    node.forEach((child) => walk(child, visit));
  } else if (node !== null && typeof node === 'object' && typeof (node as Node).type === 'string') {
    visit(node as Node);
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'loc' && key !== 'start' && key !== 'end') walk(value, visit);
    }
  }
}

/** Map from translation id to the theme's English default message. */
export function openapiThemeMessages(dir = openapiThemeDir()): Map<string, string> {
  const messages = new Map<string, string>();
  for (const file of listJsFiles(dir)) {
    const ast = parse(fs.readFileSync(file, 'utf8'), {sourceType: 'unambiguous', plugins: ['jsx']});
    walk(ast.program, (node) => {
      if (node.type === 'JSXElement') {
        const opening = node.openingElement;
        if (opening.name.type !== 'JSXIdentifier' || opening.name.name !== 'Translate') return;
        const idAttribute = opening.attributes.find(
          (attribute) => attribute.type === 'JSXAttribute' && attribute.name.name === 'id',
        );
        const id = idAttribute?.type === 'JSXAttribute' ? stringValue(idAttribute.value) : undefined;
        if (id === undefined || !id.startsWith('theme.openapi.')) return;
        const text = node.children
          .map((child) => (child.type === 'JSXText' ? child.value : ''))
          .join('')
          .trim();
        if (!messages.has(id) || messages.get(id) === id) messages.set(id, text || id);
        return;
      }
      if (node.type !== 'CallExpression') return;
      const [first, second, third] = node.arguments as Node[];
      const id = objectProperty(first, 'id') ?? objectProperty(second, 'id');
      if (id === undefined || !id.startsWith('theme.openapi.')) return;
      // translate({id, message}) or createElement(Translate, {id}, "message")
      const message = objectProperty(first, 'message') ?? stringValue(third) ?? id;
      if (!messages.has(id) || messages.get(id) === id) messages.set(id, message);
    });
  }
  return messages;
}
