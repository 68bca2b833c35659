/** Facts about the site that scripts and tests share. */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const buildDir = path.join(siteDir, 'build');

import {defaultLocale, type Locale} from './locales';

export {defaultLocale, locales, type Locale} from './locales';

/** Path prefix of a locale's pages, relative to the site's base URL. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}
