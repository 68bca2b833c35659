/**
 * The pages writers translate: every German page and the path its English version must have. Docusaurus
 * pairs them by the same relative path, so a renamed file on one side is a missing page on the other.
 */
import fs from 'node:fs';
import path from 'node:path';

import {siteDir} from '../../config/site';

interface PageSet {
  /** German sources, relative to the site. */
  german: string;
  /** English translations of the same files, relative to the site. */
  english: string;
  /** Which files of the German folder are pages writers translate. */
  includes: (relativePath: string) => boolean;
}

const isMarkdown = (file: string): boolean => /\.mdx?$/.test(file);

const pageSets: readonly PageSet[] = [
  {german: 'docs', english: 'i18n/en/docusaurus-plugin-content-docs/current', includes: isMarkdown},
  {german: 'src/pages', english: 'i18n/en/docusaurus-plugin-content-pages', includes: isMarkdown},
  {
    german: 'openapi/reference',
    english: 'i18n/en/docusaurus-plugin-content-docs-api/current',
    // The operation pages are generated from the OpenAPI description; only these two are written by hand.
    includes: (file) => file === 'index.mdx' || file === 'introduction.mdx',
  },
];

export interface PagePair {
  /** Path of the German page, relative to the site, with forward slashes. */
  german: string;
  /** Path its English version has (or must have). */
  english: string;
}

function listFiles(dir: string): string[] {
  const absolute = path.join(siteDir, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => fs.statSync(path.join(absolute, file)).isFile())
    .sort();
}

export function exists(relativePath: string): boolean {
  return fs.existsSync(path.join(siteDir, relativePath));
}

export function read(relativePath: string): string {
  return fs.readFileSync(path.join(siteDir, relativePath), 'utf8');
}

/** Every German page with the path of its English version, whether that exists or not. */
export function germanPages(): PagePair[] {
  return pageSets.flatMap((set) =>
    listFiles(set.german)
      .filter(set.includes)
      .map((file) => ({german: `${set.german}/${file}`, english: `${set.english}/${file}`})),
  );
}

/** English pages with no German page of the same path (Docusaurus would never show them). */
export function englishOrphans(): PagePair[] {
  return pageSets.flatMap((set) =>
    listFiles(set.english)
      .filter(isMarkdown)
      .map((file) => ({german: `${set.german}/${file}`, english: `${set.english}/${file}`}))
      .filter((pair) => !exists(pair.german)),
  );
}
