/**
 * The synthetic API of the scale benchmark: today's description multiplied by a factor, written into a copy of
 * the project. Each path is copied into `factor - 1` more areas (`/v1/orders` → `/v1/area-2/orders`), with its
 * own operationIds, summaries that name the area and the German texts of the original, so that `gen-api-docs`
 * finds every text translated and reviewed. Schemas, parameters and responses stay shared, as in a real API that
 * grows; guides are unchanged.
 *
 * Tags grow with the square root of the factor and operations per tag with the rest (factor 8: 3 × 19 tags of
 * about 17 operations instead of 19 of 6.5): real APIs group operations under few tags rather than multiply them.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import setWith from 'lodash/setWith';

import {httpMethods, isObject, type Json, type JsonObject} from '../../../src/api-reference/walk';

export interface SyntheticApi {
  factor: number;
  operations: number;
  tags: number;
}

/** How many variants of each tag the factor makes. */
function tagVariants(factor: number): number {
  return Math.max(1, Math.round(Math.sqrt(factor)));
}

/** The tag variant of area `area` (0 = today's operations). */
function variantOf(area: number, factor: number): number {
  return Math.floor((area * tagVariants(factor)) / factor);
}

const variantName = (name: string, variant: number): string =>
  variant === 0 ? name : `${name} ${variant + 1}`;
const areaSegment = (area: number): string => `area-${area + 1}`;
const areaOperationId = (operationId: string, area: number): string => `${operationId}Area${area + 1}`;
const areaSummary = {
  en: (summary: string, area: number): string => `${summary} (area ${area + 1})`,
  de: (summary: string, area: number): string => `${summary} (Bereich ${area + 1})`,
};

const readYaml = (file: string): JsonObject => yaml.load(fs.readFileSync(file, 'utf8')) as JsonObject;
const writeYaml = (file: string, value: unknown): void =>
  fs.writeFileSync(file, yaml.dump(value, {lineWidth: -1, noRefs: true}));

type Tree = {[name: string]: Tree | string};

/** Every text of a translation tree, by its key path. */
function leaves(
  tree: Tree,
  prefix: string[] = [],
  out: Array<[string[], string]> = [],
): Array<[string[], string]> {
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.push([[...prefix, name], value]);
    else leaves(value, [...prefix, name], out);
  }
  return out;
}

function yamlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Writes the synthetic API into the project at `projectDir` (a copy: it changes `openapi/`). */
export function writeSyntheticApi(projectDir: string, factor: number): SyntheticApi {
  if (!Number.isInteger(factor) || factor < 1)
    throw new Error(`The scale factor must be a whole number >= 1`);
  const openapiDir = path.join(projectDir, 'openapi');
  const sourceFile = path.join(openapiDir, 'openapi.yaml');
  const source = readYaml(sourceFile);
  const paths = source.paths as JsonObject;
  const tags = (source.tags as JsonObject[]).filter(isObject);
  const originalIds = new Set<string>();
  const newPaths: JsonObject = {...paths};

  for (let area = 1; area < factor; area++) {
    const variant = variantOf(area, factor);
    for (const [route, item] of Object.entries(paths)) {
      const ref = isObject(item) ? item.$ref : undefined;
      if (typeof ref !== 'string') throw new Error(`${route}: the generator expects a $ref to a path file`);
      const file = path.join(openapiDir, ref);
      const pathItem = readYaml(file);
      for (const method of httpMethods) {
        const operation = pathItem[method];
        if (!isObject(operation)) continue;
        if (typeof operation.operationId !== 'string') throw new Error(`${route} ${method}: no operationId`);
        originalIds.add(operation.operationId);
        operation.operationId = areaOperationId(operation.operationId, area);
        if (typeof operation.summary === 'string')
          operation.summary = areaSummary.en(operation.summary, area);
        if (Array.isArray(operation.tags)) {
          operation.tags = operation.tags.map((tag) => variantName(String(tag), variant));
        }
      }
      const copy = ref.replace(/\.yaml$/, `.${areaSegment(area)}.yaml`);
      writeYaml(path.join(openapiDir, copy), pathItem);
      newPaths[route.replace(/^\/v1\//, `/v1/${areaSegment(area)}/`)] = {$ref: copy};
    }
  }
  const variants = tagVariants(factor);
  const newTags: Json[] = [];
  for (let variant = 0; variant < variants; variant++) {
    for (const tag of tags) {
      const name = String(tag.name);
      const displayName = tag['x-displayName'];
      // A copy's display name is numbered like its name, as its German translation is (below).
      newTags.push({
        ...tag,
        name: variantName(name, variant),
        ...(typeof displayName === 'string' && {'x-displayName': variantName(displayName, variant)}),
      });
    }
  }
  writeYaml(sourceFile, {...source, tags: newTags, paths: newPaths});

  // German: every text of an original operation or tag again under the copy's key, and the English it was
  // reviewed against, so that the copies are as translated and as reviewed as today's operations.
  const translationsDir = path.join(openapiDir, 'translations/de');
  const sourcesFile = path.join(translationsDir, 'translation-sources.json');
  const sources = JSON.parse(fs.readFileSync(sourcesFile, 'utf8')) as Record<string, string>;
  const german: Tree = {};
  const texts = yamlFiles(translationsDir).flatMap((file) =>
    leaves((yaml.load(fs.readFileSync(file, 'utf8')) ?? {}) as Tree),
  );
  for (const [key, text] of texts) {
    const [section, name, ...rest] = key;
    if (name === undefined) continue;
    const english = sources[key.join(' > ')];
    const copies: Array<{key: string[]; german: string; english: string | undefined}> = [];
    if (section === 'operations' && originalIds.has(name)) {
      const isSummary = rest.length === 1 && rest[0] === 'summary';
      for (let area = 1; area < factor; area++) {
        copies.push({
          key: ['operations', areaOperationId(name, area), ...rest],
          german: isSummary ? areaSummary.de(text, area) : text,
          english: isSummary && english !== undefined ? areaSummary.en(english, area) : english,
        });
      }
    } else if (section === 'tags') {
      for (let variant = 1; variant < variants; variant++) {
        const isName = rest.length === 1 && rest[0] === 'x-displayName';
        copies.push({
          key: ['tags', variantName(name, variant), ...rest],
          german: isName ? variantName(text, variant) : text,
          english: isName && english !== undefined ? variantName(english, variant) : english,
        });
      }
    }
    for (const copy of copies) {
      // Objects at every level, also under keys that look like indexes (a response's status code).
      setWith(german, copy.key, copy.german, Object);
      if (copy.english !== undefined) sources[copy.key.join(' > ')] = copy.english;
    }
  }
  writeYaml(path.join(translationsDir, 'synthetic-areas.yaml'), german);
  fs.writeFileSync(sourcesFile, `${JSON.stringify(sources, null, 2)}\n`);
  return {factor, operations: countOperations(paths, openapiDir) * factor, tags: newTags.length};
}

function countOperations(paths: JsonObject, openapiDir: string): number {
  return Object.values(paths).reduce<number>((total, item) => {
    const ref = isObject(item) ? item.$ref : undefined;
    if (typeof ref !== 'string') return total;
    const pathItem = readYaml(path.join(openapiDir, ref));
    return total + httpMethods.filter((method) => isObject(pathItem[method])).length;
  }, 0);
}
