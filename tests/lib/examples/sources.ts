/**
 * The Markdown pages whose examples and API links the example tests read, per locale: the guides and the
 * hand-written pages of the API section (landing page and introduction). Generated operation pages are not
 * prose and are left out.
 */
import fs from 'node:fs';
import path from 'node:path';

import {locales, siteDir, type Locale} from '../../../config/site';

export interface Source {
  locale: Locale;
  /** Path relative to the site directory, as messages name it. */
  file: string;
  text: string;
}

const roots: Record<Locale, readonly string[]> = {
  de: ['docs', 'openapi/reference'],
  en: [
    'i18n/en/docusaurus-plugin-content-docs/current',
    'i18n/en/docusaurus-plugin-content-docs-api/current',
  ],
};

/** Pages `npm run gen-api-docs` writes; they are gitignored and hold no examples. */
const generated = /\.(api|tag|info)\.mdx$/;

function markdownFiles(root: string): string[] {
  return fs
    .readdirSync(path.join(siteDir, root), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !generated.test(file))
    .map((file) => path.join(root, file))
    .sort();
}

export function sourcesOf(locale: Locale): Source[] {
  return roots[locale].flatMap(markdownFiles).map((file) => ({
    locale,
    file,
    text: fs.readFileSync(path.join(siteDir, file), 'utf8'),
  }));
}

export const allSources = (): Source[] => locales.flatMap(sourcesOf);

/** The quick starts, whose requests run in order as one scenario. */
export const quickStartFiles: Record<Locale, readonly string[]> = {
  de: ['docs/quick-start-guide/consumer.mdx', 'docs/quick-start-guide/provider.mdx'],
  en: [
    'i18n/en/docusaurus-plugin-content-docs/current/quick-start-guide/consumer.mdx',
    'i18n/en/docusaurus-plugin-content-docs/current/quick-start-guide/provider.mdx',
  ],
};
