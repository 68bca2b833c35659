import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import yaml from 'js-yaml';

import {siteDir} from '../../scripts/lib/site';
import {keyString, textCatalogue} from '../../scripts/openapi/catalogue';
import {descriptionFile, translationsDir} from '../../scripts/openapi/paths';
import {completeness, describeProblems, loadTranslations} from '../../scripts/openapi/translations';

const english = yaml.load(fs.readFileSync(descriptionFile('en'), 'utf8')) as never;
let copy: string;

function problemsIn(dir: string): string[] {
  return describeProblems(completeness(textCatalogue(english), loadTranslations(dir)), dir);
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
      ['--import', 'tsx', 'scripts/openapi/localize.ts', '--check'],
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
