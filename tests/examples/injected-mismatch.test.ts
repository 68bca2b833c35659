/**
 * The example check must catch a description that drifts away from the guides: a copy of the description
 * with a renamed field and a removed path makes it fail, naming the guide, the line and the mismatch.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import yaml from 'js-yaml';

import {bundledDescriptionFile} from '../lib/description';
import {loadDescription, SchemaValidator} from '../lib/examples/apiDescription';
import {checkPage, type Checker} from '../lib/examples/check';
import {quickStartFiles, sourcesOf} from '../lib/examples/sources';

type Schema = {required?: string[]; properties?: Record<string, unknown>};
interface Description {
  paths: Record<string, unknown>;
  components: {schemas: Record<string, Schema>};
}

const renamed = {schemas: ['ProductCreate', 'Product'], from: 'shortDescription', to: 'teaser'};
const removedPath = '/v1/marketplace/products';

function renameProperty(schema: Schema | undefined, name: string): void {
  assert.ok(schema?.properties?.[renamed.from], `${name} has no property ${renamed.from} to rename`);
  const {properties} = schema as Required<Schema>;
  schema.properties = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key === renamed.from ? renamed.to : key, value]),
  );
  schema.required = schema.required?.map((key) => (key === renamed.from ? renamed.to : key));
}

let workDir: string | undefined;
const problems: string[] = [];

before(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drifted-description-'));
  const description = yaml.load(fs.readFileSync(bundledDescriptionFile, 'utf8')) as Description;
  for (const name of renamed.schemas) renameProperty(description.components.schemas[name], name);
  assert.ok(description.paths[removedPath], `the description has no path ${removedPath} to remove`);
  description.paths = Object.fromEntries(
    Object.entries(description.paths).filter(([key]) => key !== removedPath),
  );
  const drifted = path.join(workDir, 'openapi.yaml');
  fs.writeFileSync(drifted, yaml.dump(description, {noRefs: true}));

  const api = await loadDescription(drifted);
  const checker: Checker = {api, validator: new SchemaValidator()};
  for (const source of sourcesOf('de').filter((candidate) => quickStartFiles.de.includes(candidate.file))) {
    problems.push(...checkPage(source, checker).problems);
  }
});

after(() => {
  if (workDir !== undefined) fs.rmSync(workDir, {recursive: true, force: true});
});

/** Line numbers found in the page text itself, independent of the extraction under test. */
function lineNumber(file: string, matches: (line: string) => boolean, after = 0): number {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const index = lines.findIndex((line, position) => position >= after && matches(line));
  assert.ok(index >= 0, `${file} has no such line`);
  return index + 1;
}

function reported(pattern: RegExp): string[] {
  return problems.filter((problem) => pattern.test(problem));
}

test('a renamed field fails the request and the response example, at the line of the field', (t) => {
  for (const problem of problems) t.diagnostic(problem);
  const file = 'docs/quick-start-guide/provider.mdx';
  const requestLine = lineNumber(file, (line) => line === 'POST /v1/products');
  const fieldLine = lineNumber(file, (line) => line.includes(`"${renamed.from}"`), requestLine);
  const responseFieldLine = lineNumber(file, (line) => line.includes(`"${renamed.from}"`), fieldLine);

  assert.equal(
    reported(
      new RegExp(
        `^${file}:${requestLine}: POST /v1/products: request body of createProduct: .*required property '${renamed.to}'`,
      ),
    ).length,
    1,
    `the missing required field for line ${requestLine} is not reported:\n${problems.join('\n')}`,
  );
  assert.equal(
    reported(
      new RegExp(
        `^${file}:${fieldLine}: POST /v1/products: request body of createProduct: .*"${renamed.from}" is not a property`,
      ),
    ).length,
    1,
    `the request body finding for line ${fieldLine} is missing:\n${problems.join('\n')}`,
  );
  assert.equal(
    reported(
      new RegExp(
        `^${file}:${responseFieldLine}: response 201 of createProduct: .*"${renamed.from}" is not a property`,
      ),
    ).length,
    1,
    `the response finding for line ${responseFieldLine} is missing:\n${problems.join('\n')}`,
  );
});

test('a removed path fails the request that uses it and the response that answers it', () => {
  const file = 'docs/quick-start-guide/consumer.mdx';
  const requestLine = lineNumber(file, (line) => line.startsWith(`GET ${removedPath}?`));
  const target = fs.readFileSync(file, 'utf8').split('\n')[requestLine - 1]?.slice('GET '.length) ?? '';
  assert.deepEqual(reported(new RegExp(`^${file}:${requestLine}: `)), [
    `${file}:${requestLine}: GET ${target}: the description has no operation with this method and path`,
  ]);
  assert.equal(reported(new RegExp(`^${file}:\\d+: response 200: answers GET ${removedPath}\\?`)).length, 1);
});

test('the unchanged examples still pass against the drifted description', () => {
  const unrelated = problems.filter(
    (problem) =>
      !problem.includes(renamed.from) && !problem.includes(renamed.to) && !problem.includes(removedPath),
  );
  assert.deepEqual(unrelated, []);
});
