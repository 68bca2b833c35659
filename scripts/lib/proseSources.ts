/**
 * The prose of each language, as the terminology lint reads it: Markdown pages as they are, and the texts inside
 * YAML, JSON and TypeScript files as a "shadow" of the file, a plain text of the same lines and columns in which
 * everything that is not prose is blanked out. So a finding's line and column are those of the real file.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML, {isMap, isPair, isScalar, isSeq, type Node} from 'yaml';

import {siteDir, type Locale} from '../../config/site';
import {writtenFiles} from '../../src/handWrittenPages';

export interface ProseSource {
  /** Path relative to the site directory, as messages name it. */
  file: string;
  /** What the lint reads; for a shadow, the file's prose at its original positions. */
  text: string;
  /** The file name the lint chooses its parser by (`.md`, `.mdx` or `.txt`). */
  parseAs: string;
}

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/**
 * Inline code is not prose: `id` or `catalogue` in backticks names a field or a value; nor is the address of a
 * Markdown link in a description (`[seed data](/docs/quick-start-guide/#…)`), which names a page.
 */
const withoutInlineCode = (text: string) =>
  text.replace(/`[^`\n]*`/g, blank).replace(/(?<=\])\([^()\s]*\)/g, blank);

/** Docusaurus' heading ids (`## Title {#id}`) are not prose, and MDX would read them as an expression. */
function markdownForLint(source: string): string {
  return source.replace(
    /^(#{1,6}\s.*?)(\{#[^}\s]*\})(\s*)$/gm,
    (_, heading: string, id: string, end: string) => {
      return heading + blank(id) + end;
    },
  );
}

/** Keys whose values are data the API sends, not prose, in the OpenAPI description. */
const dataKeys = new Set(['example', 'value', 'default', 'enum', 'const', 'x-codeSamples']);
const proseKeys = new Set(['description', 'summary', 'title']);

type Select = (keys: readonly string[]) => boolean;

/** Text with a space or line break in it: in example data, a name, a sentence or file content, not an ID or a date. */
const words = /\S\s+\S/u;
/** A camelCase property name in example data (`altitudeMeters`); one-word keys such as `id` are the API's. */
const camelCase = /\p{Ll}\p{Lu}/u;

/**
 * Every string of a YAML file that `select` accepts (by the keys leading to it), kept in place. With
 * `exampleText`, the English a reader reads in examples too: names of named examples (`canceled`), and inside
 * example values the strings that are words (`Product catalog sync`) and the camelCase property names.
 */
function yamlShadow(source: string, select: Select, exampleText = false): string {
  const shadow = blank(source).split('');
  const document = YAML.parseDocument(source);
  const keep = (node: Node) => {
    const [start, end] = node.range ?? [0, 0];
    for (let index = start; index < end; index++) shadow[index] = source[index] ?? ' ';
    // The block indicator (`>-`, `|`) and quotes belong to YAML, not to the text.
    const first = source.slice(start, end).match(/^([>|][-+0-9]*|['"])/)?.[0].length ?? 0;
    for (let index = start; index < start + first; index++) shadow[index] = ' ';
  };
  const walk = (node: unknown, keys: string[], inExample = false) => {
    if (isMap(node)) {
      const namedExamples = exampleText && !inExample && keys[keys.length - 1] === 'examples';
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        const keyNode = isScalar(pair.key) ? pair.key : undefined;
        if (keyNode && (namedExamples || (inExample && camelCase.test(key)))) keep(keyNode);
        if (inExample) walk(pair.value, [...keys, key], true);
        else if (
          exampleText &&
          (key === 'example' || key === 'value' || (key === 'examples' && isSeq(pair.value)))
        )
          walk(pair.value, [...keys, key], true);
        else if (!dataKeys.has(key)) walk(pair.value, [...keys, key]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item, [...keys, String(index)], inExample));
    } else if (isScalar(node) && typeof node.value === 'string') {
      if (inExample ? words.test(node.value) : select(keys)) keep(node);
    }
  };
  walk(document.contents, []);
  return withoutInlineCode(shadow.join(''));
}

/** The prose of the English OpenAPI description: descriptions, summaries, titles and scope descriptions. */
const descriptionProse: Select = (keys) =>
  proseKeys.has(keys[keys.length - 1] ?? '') || keys[keys.length - 2] === 'scopes';

/** A translation file holds nothing but prose. */
const everyString: Select = () => true;

/** Of each line that `pattern` matches, the text its second group captures; the text around it and every other line blank. */
function linesShadow(source: string, pattern: RegExp): string {
  return source
    .split('\n')
    .map((line) => {
      const [, before = line, text = '', after = ''] = pattern.exec(line) ?? [];
      return blank(before) + text + blank(after);
    })
    .join('\n');
}

/** The `message` of each entry of a Docusaurus translation file (`code.json`, `navbar.json` …). */
const jsonMessagesShadow = (source: string): string =>
  withoutInlineCode(linesShadow(source, /^(\s*"message":\s*")(.*)(",?\s*)$/));

/** The texts of one locale in a settings module: `de: '…'` or `en: '…'` entries. */
const localeStringsShadow = (source: string, locale: Locale): string =>
  linesShadow(source, new RegExp(`^(\\s*${locale}:\\s*')(.*)(',?\\s*)$`));

const read = (file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8');

/** A shadow without the blanks at the ends of its lines: lines and columns stay, blanked-out lines are empty. */
const shadow = (file: string, text: string): ProseSource => ({
  file,
  text: text.replace(/[ \t]+$/gm, ''),
  parseAs: 'shadow.txt',
});

/** Front matter that readers see: the title, the description for search engines, the sidebar label. */
function frontMatterShadow(source: string): string {
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source)?.[0] ?? '';
  const shown = linesShadow(frontMatter, /^((?:title|description|sidebar_label):\s*['"]?)(.*?)(['"]?\s*)$/);
  return shown + blank(source.slice(frontMatter.length));
}

/**
 * The labels of a page's mermaid diagrams: code to Markdown, but text the reader reads ("Marktplatzbetreiber
 * genehmigt"), so they keep the terms of the prose.
 */
function diagramShadow(source: string): string {
  let inDiagram = false;
  return source
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inDiagram = !inDiagram && /^\s*(```|~~~)\s*mermaid\b/.test(line);
        return blank(line);
      }
      return inDiagram ? line : blank(line);
    })
    .join('\n');
}

/** A page is read three times: its Markdown body, the texts of its front matter and the labels of its diagrams. */
const markdown = (file: string): ProseSource[] => {
  const source = read(file);
  return [
    {file, text: markdownForLint(source), parseAs: file.endsWith('.mdx') ? 'page.mdx' : 'page.md'},
    shadow(file, frontMatterShadow(source)),
    shadow(file, diagramShadow(source)),
  ];
};

const markdownPages = /\.mdx?$/;
const yamlFiles = /\.ya?ml$/;
const jsonFiles = /\.json$/;

/** Everything a reader of one language reads that writers edit by hand. */
export function proseSources(locale: Locale): ProseSource[] {
  const settings = 'src/settings.ts';
  const uiStrings = writtenFiles(`i18n/${locale}`, jsonFiles).filter(
    (file) => !file.endsWith('translation-sources.json'),
  );
  const common = [
    ...uiStrings.map((file) => shadow(file, jsonMessagesShadow(read(file)))),
    shadow(settings, localeStringsShadow(read(settings), locale)),
  ];
  if (locale === 'de') {
    return [
      ...['docs', 'openapi/reference', 'src/pages']
        .flatMap((root) => writtenFiles(root, markdownPages))
        .flatMap(markdown),
      ...writtenFiles('openapi/translations/de', yamlFiles).map((file) =>
        shadow(file, yamlShadow(read(file), everyString)),
      ),
      ...common,
    ];
  }
  return [
    ...['README.md', 'CONTRIBUTING.md', 'ARCHITECTURE.md', 'i18n/en']
      .flatMap((root) => writtenFiles(root, markdownPages))
      .flatMap(markdown),
    ...['openapi/openapi.yaml', 'openapi/paths', 'openapi/components']
      .flatMap((root) => writtenFiles(root, yamlFiles))
      .map((file) => shadow(file, yamlShadow(read(file), descriptionProse, true))),
    ...common,
  ];
}
