/**
 * Facts of the OpenAPI description that hand-written pages state: how many operations and webhooks the API
 * has, the display name of each tag, the title of each operation page. Read from the description each
 * locale's pages are generated from (`npm run gen-api-docs` writes it before every build), so a page never
 * says "124 operations" after the API grew.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import {operationsOf} from '../operations';
import type {JsonObject} from '../walk';

import type {Locale} from '../../../config/locales';

export type {Locale};

export interface ApiFacts {
  operationCount: number;
  webhookCount: number;
  /** Display name of each tag, by its name. */
  tags: Map<string, string>;
  /** Title of each operation page, by its slug. */
  operations: Map<string, string>;
}

const cache = new Map<string, ApiFacts>();

function pagesDescriptionPath(siteDir: string, locale: Locale): string {
  return path.join(siteDir, 'openapi/generated', `openapi.${locale}.pages.yaml`);
}

export function apiFacts(siteDir: string, locale: Locale): ApiFacts {
  const file = pagesDescriptionPath(siteDir, locale);
  const cached = cache.get(file);
  if (cached !== undefined) return cached;
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(siteDir, file)} is missing: run \`npm run gen-api-docs\` first`);
  }
  const description = yaml.load(fs.readFileSync(file, 'utf8')) as JsonObject;
  const operations = operationsOf(description);
  const tags = new Map<string, string>();
  for (const tag of Array.isArray(description.tags) ? description.tags : []) {
    if (typeof tag !== 'object' || tag === null || Array.isArray(tag) || typeof tag.name !== 'string')
      continue;
    tags.set(tag.name, typeof tag['x-displayName'] === 'string' ? tag['x-displayName'] : tag.name);
  }
  const facts: ApiFacts = {
    operationCount: operations.filter((entry) => entry.kind === 'path').length,
    webhookCount: operations.filter((entry) => entry.kind === 'webhook').length,
    tags,
    operations: new Map(
      operations.map((entry) => [entry.slug, String(entry.operation.summary ?? entry.label)]),
    ),
  };
  cache.set(file, facts);
  return facts;
}
