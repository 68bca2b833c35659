/**
 * The pictures a locale's built pages ask for: the `og:image` tag of each page, with the title and section
 * that src/components/PagePreview put on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';

export interface Requested {
  /** Where the picture goes, inside the locale's output folder. */
  file: string;
  title: string;
  section: string;
}

/** The `og:image` tag of a page's head, or undefined. */
function previewTag(html: string): Record<string, string> | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  let found: Record<string, string> | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (found === undefined && name === 'meta' && attributes.property === 'og:image') found = attributes;
      },
    },
    {decodeEntities: true},
  );
  parser.write(head);
  parser.end();
  return found;
}

function htmlFiles(dir: string, exclude: readonly string[]): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return exclude.includes(file) ? [] : htmlFiles(file, exclude);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/**
 * @param imageBase the absolute URL of the locale's root (`https://…/en/`): pictures are asked for below it.
 * @param exclude folders of other locales built inside this one's.
 */
export function requestedPictures(
  outDir: string,
  imageBase: string,
  exclude: readonly string[],
): Requested[] {
  const byFile = new Map<string, Requested>();
  for (const page of htmlFiles(outDir, exclude)) {
    const tag = previewTag(fs.readFileSync(page, 'utf8'));
    if (tag === undefined) continue;
    const {content = '', 'data-title': title, 'data-section': section} = tag;
    if (!content.startsWith(imageBase) || title === undefined || section === undefined) {
      throw new Error(
        `${path.relative(outDir, page)}: its og:image tag (${content}) names no picture of this site`,
      );
    }
    const file = path.join(outDir, decodeURIComponent(content.slice(imageBase.length)));
    const known = byFile.get(file);
    if (known && (known.title !== title || known.section !== section)) {
      throw new Error(
        `${path.relative(outDir, page)} and another page ask for ${content} with different texts`,
      );
    }
    byFile.set(file, {file, title, section});
  }
  return [...byFile.values()];
}
