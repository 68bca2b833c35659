import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import yaml from 'js-yaml';

import {siteDir} from '../../config/site';
import {keyString, textCatalogue} from '../../src/api-reference/catalogue';
import {descriptionFile, translationsDir} from '../../src/api-reference/paths';
import {
  blockingProblems,
  completeness,
  loadSources,
  loadTranslations,
  reviewProblems,
  sourcesFile,
} from '../../src/api-reference/translations';

const english = yaml.load(fs.readFileSync(descriptionFile('en'), 'utf8')) as never;
let copy: string;

/** Every problem, as the check reports them. */
function problemsIn(dir: string): string[] {
  const result = completeness(textCatalogue(english), loadTranslations(dir), loadSources(dir));
  return [...blockingProblems(result, dir), ...reviewProblems(result, dir, path.basename(sourcesFile(dir)))];
}

before(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-de-'));
  fs.cpSync(translationsDir('de'), copy, {recursive: true});
});

after(() => fs.rmSync(copy, {recursive: true, force: true}));

describe('German texts of the OpenAPI description', () => {
  test('every text has its German translation and none is left over', () => {
    assert.deepEqual(problemsIn(translationsDir('de')), []);
  });

  test('the check command passes on the real content', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/api-reference/localize.ts', '--check'],
      {
        cwd: siteDir,
        encoding: 'utf8',
      },
    );
    assert.equal(result.status, 0, result.stderr);
  });

  test('a missing translation is reported with its key', () => {
    const file = path.join(copy, 'operations/subscriptions.yaml');
    const tree = yaml.load(fs.readFileSync(file, 'utf8')) as {operations: Record<string, {summary?: string}>};
    const operationId = Object.keys(tree.operations)[0] ?? '';
    delete tree.operations[operationId]?.summary;
    fs.writeFileSync(file, yaml.dump(tree));
    const problems = problemsIn(copy);
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(
      problems[0] ?? '',
      new RegExp(`missing German text for ${keyString(['operations', operationId, 'summary'])}`),
    );
  });

  test('a German text whose English changed since its review is stale, named with the old and the new English', () => {
    const sources = JSON.parse(fs.readFileSync(sourcesFile(copy), 'utf8')) as Record<string, string>;
    const key = keyString(['operations', 'createProduct', 'summary']);
    const current = sources[key];
    assert.ok(current, `${key} is recorded`);
    fs.writeFileSync(sourcesFile(copy), JSON.stringify({...sources, [key]: 'Create a draft product'}));
    try {
      const problems = problemsIn(copy).filter((problem) => problem.includes(key));
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0] ?? '', new RegExp(`${key} is stale`));
      assert.ok(problems[0]?.includes('English was: "Create a draft product"'), problems[0]);
      assert.ok(problems[0]?.includes(`English is:  ${JSON.stringify(current)}`), problems[0]);
    } finally {
      fs.writeFileSync(sourcesFile(copy), JSON.stringify(sources));
    }
  });

  test('a German text without a record of its English is reported as not reviewed', () => {
    const sources = JSON.parse(fs.readFileSync(sourcesFile(copy), 'utf8')) as Record<string, string>;
    const key = keyString(['schemas', 'Product', 'description']);
    const {[key]: _removed, ...others} = sources;
    fs.writeFileSync(sourcesFile(copy), JSON.stringify(others));
    try {
      const problems = problemsIn(copy).filter((problem) => problem.includes(key));
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0] ?? '', new RegExp(`${key} has no record of the English it translates`));
    } finally {
      fs.writeFileSync(sourcesFile(copy), JSON.stringify(sources));
    }
  });

  test('a property whose name is a keyword elsewhere (value, default, example) has its text in the catalogue', () => {
    const keys = new Set(
      textCatalogue({
        components: {
          schemas: {
            Thing: {
              properties: {
                value: {description: 'The value.'},
                default: {description: 'Whether it is the default.'},
                example: {description: 'A sample.', example: 'x'},
              },
            },
          },
        },
      }).map((entry) => keyString(entry.key)),
    );
    for (const name of ['value', 'default', 'example']) {
      assert.ok(keys.has(keyString(['schemas', 'Thing', 'properties', name, 'description'])), name);
    }
  });

  test('a translation of something the description no longer has is reported with its file and key', () => {
    fs.writeFileSync(
      path.join(copy, 'orphan.yaml'),
      yaml.dump({schemas: {Product: {properties: {colour: {description: 'Farbe des Produkts'}}}}}),
    );
    const problems = problemsIn(copy);
    assert.ok(
      problems.some((problem) =>
        problem.includes(
          `orphan.yaml: ${keyString(['schemas', 'Product', 'properties', 'colour', 'description'])}`,
        ),
      ),
      problems.join('\n'),
    );
  });
});
