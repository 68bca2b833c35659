/** Reads the production build (`npm run build`) the way a static host maps URLs to files. */
import fs from 'node:fs';
import path from 'node:path';
import {parse, type HTMLElement} from 'node-html-parser';

import {buildDir} from '../../scripts/lib/site';

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

const cache = new Map<string, HTMLElement>();

export function htmlOf(url: string): HTMLElement {
  const file = fileForUrl(url);
  if (file === undefined) throw new Error(`The build has no page for ${url}`);
  let root = cache.get(file);
  if (root === undefined) {
    root = parse(fs.readFileSync(file, 'utf8'));
    cache.set(file, root);
  }
  return root;
}
