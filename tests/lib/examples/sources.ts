/**
 * The Markdown pages whose examples and API links the example tests read, per locale: the guides and the
 * hand-written pages of the API section (landing page and introduction). Generated operation pages are not
 * prose and are left out.
 */
import fs from 'node:fs';
import path from 'node:path';

import {locales, siteDir, type Locale} from '../../../config/site';
import {handWrittenFiles} from '../../../src/handWrittenPages';

export interface Source {
  locale: Locale;
  /** Path relative to the site directory, as messages name it. */
  file: string;
  text: string;
}

export function sourcesOf(locale: Locale): Source[] {
  return handWrittenFiles(locale).map((file) => ({
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
