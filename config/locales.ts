/** The site's locales, in one place for the config, its modules, the scripts and the tests. */
export const locales = ['de', 'en'] as const;
export type Locale = (typeof locales)[number];
/** German is served at the site root, the other locales under `/<locale>/`. */
export const defaultLocale: Locale = 'de';
