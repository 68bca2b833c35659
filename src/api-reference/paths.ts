/** Where the description's sources, translations and generated bundles live. */
import path from 'node:path';

import {siteDir, type Locale} from '../../config/site';

export const sourceFile = path.join(siteDir, 'openapi/openapi.yaml');

/** The bundled description of a locale, written by `npm run gen-api-docs` (not committed). */
export function descriptionFile(locale: Locale): string {
  return path.join(siteDir, 'openapi/generated', `openapi.${locale}.yaml`);
}

export function translationsDir(locale: Locale): string {
  return path.join(siteDir, 'openapi/translations', locale);
}

/** The description the locale's API pages are generated from: the bundle plus build-time code samples. */
export function pagesDescriptionFile(locale: Locale): string {
  return path.join(siteDir, 'openapi/generated', `openapi.${locale}.pages.yaml`);
}

/** The API docs instance: hand-written pages and the German generated ones. */
export const referenceDir = path.join(siteDir, 'openapi/reference');
