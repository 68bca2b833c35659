/** The bundled OpenAPI description the build generates its pages from (`npm run gen-api-docs`). */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import kebabCase from 'lodash/kebabCase';

import {siteDir} from '../../scripts/lib/site';

export interface Operation {
  operationId: string;
  slug: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

interface Description {
  paths: Record<
    string,
    Partial<Record<(typeof methods)[number], {operationId?: string; summary?: string; tags?: string[]}>>
  >;
}

export const bundledDescriptionFile = path.join(siteDir, 'static/openapi.yaml');

export function operationsOf(file = bundledDescriptionFile): Operation[] {
  const description = yaml.load(fs.readFileSync(file, 'utf8')) as Description;
  return Object.entries(description.paths).flatMap(([pathName, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      if (operation?.operationId === undefined) return [];
      return [
        {
          operationId: operation.operationId,
          // The plugin names each page after the kebab-cased operationId, with lodash like this.
          slug: kebabCase(operation.operationId),
          method: method.toUpperCase(),
          path: pathName,
          summary: operation.summary ?? '',
          tag: operation.tags?.[0] ?? '',
        },
      ];
    }),
  );
}
