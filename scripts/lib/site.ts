/** Facts about the site that scripts and tests share. */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const buildDir = path.join(siteDir, 'build');

export const locales = ['de', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';

/** Path prefix of a locale's pages, relative to the site's base URL. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}
