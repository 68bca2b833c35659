/**
 * The one list of pages the tests visit: the spec's route list, the site's extra routes and one page per API
 * operation, in every locale. A new route in tests/fixtures/routes.txt or extra-routes.txt is tested
 * everywhere without editing a test.
 */
import fs from 'node:fs';
import path from 'node:path';

import {locales, localePrefix, siteDir, type Locale} from '../../config/site';

const fixtures = path.join(siteDir, 'tests/fixtures');

function readList(file: string): string[] {
  return fs
    .readFileSync(path.join(fixtures, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Routes relative to a locale's base path, e.g. `/docs/intro`. */
export const specRoutes: readonly string[] = readList('routes.txt');
/** Routes the spec does not list: pages of plugins, such as the search results page. */
export const extraRoutes: readonly string[] = readList('extra-routes.txt');
export const operationSlugs: readonly string[] = readList('api-operation-slugs.txt');
export const operationRoutes: readonly string[] = operationSlugs.map((slug) => `/api/${slug}`);
/** Pages with content of their own, the ones sitemaps and llms.txt list: all but the extra routes. */
export const indexableRoutes: readonly string[] = [...specRoutes, ...operationRoutes];
export const allRoutes: readonly string[] = [...specRoutes, ...extraRoutes, ...operationRoutes];

export interface Page {
  locale: Locale;
  /** Route relative to the locale, e.g. `/docs/intro`. */
  route: string;
  /** Path on the site, e.g. `/en/docs/intro`. */
  url: string;
}

export function localizedUrl(locale: Locale, route: string): string {
  const url = `${localePrefix(locale)}${route}`;
  return url === '' ? '/' : url;
}

export function pagesOf(routes: readonly string[]): Page[] {
  return locales.flatMap((locale) =>
    routes.map((route) => ({locale, route, url: localizedUrl(locale, route)})),
  );
}

export const allPages: readonly Page[] = pagesOf(allRoutes);
