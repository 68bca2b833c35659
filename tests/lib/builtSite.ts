/** Reads the production build (`npm run build`) the way a static host maps URLs to files. */
import fs from 'node:fs';
import path from 'node:path';
import {parseHTML} from 'linkedom';
import * as requiredParse5 from 'parse5';
import type {DefaultTreeAdapterMap} from 'parse5';

import {buildDir} from '../../config/site';

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  }
}

/** The file a static host serves for a clean URL, or undefined when there is none. */
export function fileForUrl(url: string): string | undefined {
  const relative = decodeURIComponent(url.split(/[?#]/)[0] ?? '/').replace(/^\/+/, '');
  const candidates =
    relative.endsWith('/') || relative === ''
      ? [path.join(relative, 'index.html')]
      : [relative, `${relative}.html`, path.join(relative, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(buildDir, candidate);
    if (file.startsWith(buildDir) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Recently parsed pages; tests visit pages in order, so a few are enough and memory stays small. */
const cache = new Map<string, Document>();
const cacheSize = 8;

/**
 * parse5 is published as ES modules only. Required from these CommonJS files, tsx compiles it to CommonJS in which
 * every lookup of its character and tag tables is a getter call: 50 ms for an operation page, against 18 ms for the
 * same version loaded as published, with import(). Until the import has finished, the compiled copy (same version,
 * same trees) parses. Loading it takes many turns of the event loop, which synchronous tests do not give: a file
 * that reads pages waits for it before its first test (useBuiltSite).
 */
let nativeParse5: typeof requiredParse5 | undefined;
export const nativeParserLoaded: Promise<void> = import('parse5').then((loaded) => {
  nativeParse5 = loaded;
});

/**
 * The page as a browser's parser builds it, in a DOM that is quick to build. The build tests read about a
 * thousand pages; jsdom took 340 ms of CPU for each, this takes 120 ms. parse5 (the HTML standard's parsing
 * algorithm, which jsdom uses too) repairs what the minifier leaves out, such as the end tags of table rows and
 * cells, and writes every end tag back out; linkedom's simpler parser then builds that markup as it stands.
 * tests/build/parser.test.ts checks that the two trees agree for every kind of page.
 */
export function parsePage(html: string): Document {
  const {serialize} = nativeParse5 ?? requiredParse5;
  return parseHTML(serialize(standardParse(html))).document as unknown as Document;
}

/** The page as parse5 builds it, the HTML standard's tree (tests/build/parser.test.ts compares the two). */
export function standardParse(html: string): DefaultTreeAdapterMap['document'] {
  return (nativeParse5 ?? requiredParse5).parse(html);
}

function parsed(url: string, part: 'page' | 'head' | 'heading'): Document {
  const file = fileForUrl(url);
  if (file === undefined) throw new Error(`The build has no page for ${url}`);
  const key = `${part}:${file}`;
  let document = cache.get(key);
  if (document === undefined) {
    let html = fs.readFileSync(file, 'utf8');
    if (part === 'head') html = html.slice(0, html.indexOf('</head>') + '</head>'.length);
    const headingEnd = html.lastIndexOf('</h1>');
    if (part === 'heading' && headingEnd !== -1) html = html.slice(0, headingEnd + '</h1>'.length);
    document = parsePage(html);
    cache.set(key, document);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  }
  return document;
}

/** The page's DOM as a browser parses it (no script runs). */
export function htmlOf(url: string): Document {
  return parsed(url, 'page');
}

/**
 * The page's `<head>` alone, for tests of metadata: an operation page's body is over 100 KB of reference, and
 * parsing all of them takes minutes.
 */
export function headOf(url: string): Document {
  return parsed(url, 'head');
}

/**
 * The page up to the end of its last `<h1>`, for tests of what every page starts with: the parser places an element
 * by what comes before it, so the heading sits where it does in the whole page, and the reference after it is
 * not parsed. A page without an `<h1>` is parsed whole.
 */
export function headingOf(url: string): Document {
  return parsed(url, 'heading');
}

export function all(root: ParentNode, selector: string): Element[] {
  return Array.from(root.querySelectorAll(selector));
}

export function text(node: Node | null | undefined): string {
  return node?.textContent?.trim() ?? '';
}

/**
 * The code of a block as its copy button copies it: one line per `.token-line` (the highlighted lines), or the
 * block's text when it has none.
 */
export function codeOf(block: Element): string {
  const lines = all(block, '.token-line');
  return lines.length > 0
    ? lines.map((line) => line.textContent ?? '').join('\n')
    : (block.textContent ?? '');
}

/** The scripts a page starts: config/ssrTemplate.ts lists them in its loader's `data-scripts`, `[]` without one. */
export function listedScripts(root: Document): string[] {
  const loader = root.querySelector('script[data-scripts]');
  return JSON.parse(loader?.getAttribute('data-scripts') ?? '[]') as string[];
}
