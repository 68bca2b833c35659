/**
 * The inline scripts a build's pages run, as Content-Security-Policy hash sources. Docusaurus writes a few
 * small scripts into every page (colour mode before first paint, the base-URL check); their hashes let the
 * policy allow exactly them and no other inline code.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parseFragment} from 'parse5';

/**
 * A script element as the HTML tokenizer sees it: the start tag, then raw text up to the first `</script`.
 * Parsing every page into a DOM takes minutes for the API pages; the tokenizer's rule for script text is
 * this simple, and the start tag alone still goes through parse5, the HTML standard's parser.
 */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;

/** Types a browser executes; any other type (JSON-LD, templates) is a data block CSP does not apply to. */
const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function htmlFilesIn(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('.html') ? [path.join(entry.parentPath, entry.name)] : [],
    )
    .sort();
}

/** `'sha256-…'` of a script's text as the browser hashes it: after the parser's newline normalisation. */
function cspHash(scriptText: string): string {
  const normalised = scriptText.replace(/\r\n?/g, '\n');
  return `'sha256-${crypto.createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** The text of every inline script the page runs. */
function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(scriptElement)) {
    const [element] = parseFragment(`<script${attributes}></script>`).childNodes;
    const attribute = (name: string) =>
      element && 'attrs' in element ? element.attrs.find((attr) => attr.name === name)?.value : undefined;
    if (attribute('src') !== undefined) continue;
    const type = (attribute('type') ?? '').trim().toLowerCase();
    if (executableTypes.has(type)) scripts.push(body ?? '');
  }
  return scripts;
}

/** The sorted, distinct hashes of the inline scripts of every page in a build. */
export function inlineScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFilesIn(buildDir)) {
    for (const script of inlineScriptsOf(fs.readFileSync(file, 'utf8'))) hashes.add(cspHash(script));
  }
  return [...hashes].sort();
}
