/**
 * `npm run gen-api-docs` step: writes the description each locale's pages are generated from, which is the
 * bundled description plus `x-codeSamples` on every operation. The downloadable `openapi.yaml` stays the
 * plain description.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import {locales, siteDir} from '../lib/site';
import {codeSamplesOf, exampleRequest, type JsonObject} from './codeSamples';
import {descriptionFile, pagesDescriptionFile} from './paths';

const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

for (const locale of locales) {
  const description = yaml.load(fs.readFileSync(descriptionFile(locale), 'utf8')) as JsonObject;
  let count = 0;
  for (const [pathName, item] of Object.entries(description.paths as Record<string, JsonObject>)) {
    const pathParameters = Array.isArray(item.parameters) ? item.parameters : [];
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.has(method)) continue;
      const op = operation as JsonObject;
      const request = exampleRequest(pathName, method, op, pathParameters, description);
      op['x-codeSamples'] = codeSamplesOf(request) as unknown as JsonObject[];
      count += 1;
    }
  }
  fs.writeFileSync(pagesDescriptionFile(locale), yaml.dump(description, {lineWidth: -1, noRefs: true}));
  console.log(
    `[INFO] Wrote ${path.relative(siteDir, pagesDescriptionFile(locale))}: code samples for ${count} operations.`,
  );
}
