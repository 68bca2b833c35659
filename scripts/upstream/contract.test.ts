/**
 * The contract check proven against changed copies of a dependency: a changed file, a removed file and a new
 * version each fail, naming the file, showing the diff and naming the customizations that rely on it. And a
 * bundler rule aimed at a file that does not exist stops the build.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, beforeEach, describe, test} from 'node:test';

import {customizations} from '../../src/patches/index';
import {openapiThemeFile} from '../../src/patches/themeFiles';
import {checkContract, describeProblems, packageDir} from './contract';

const themePackage = 'docusaurus-theme-openapi-docs';
const apiItem = 'lib/theme/ApiItem/index.js';
/** The customizations that rely on the OpenAPI theme, each with its files of that package only. */
const dependents = customizations
  .map((customization) => ({
    ...customization,
    upstream: customization.upstream.filter((file) => file.package === themePackage),
  }))
  .filter((customization) => customization.upstream.length > 0);
const installedDir = packageDir(themePackage);
assert.ok(installedDir, `${themePackage} is installed`);
const version = (
  JSON.parse(fs.readFileSync(path.join(installedDir, 'package.json'), 'utf8')) as {version: string}
).version;

let modulesRoot = '';
let copyDir = '';

/** A node_modules with a copy of the OpenAPI theme: its package.json and the files the customizations use. */
beforeEach(() => {
  if (modulesRoot) fs.rmSync(modulesRoot, {recursive: true, force: true});
  modulesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-contract-'));
  copyDir = path.join(modulesRoot, 'node_modules', themePackage);
  const files = [
    'package.json',
    ...dependents.flatMap((customization) => customization.upstream.map((file) => file.file)),
  ];
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copyDir, file)), {recursive: true});
    fs.copyFileSync(path.join(installedDir, file), path.join(copyDir, file));
  }
});
after(() => fs.rmSync(modulesRoot, {recursive: true, force: true}));

const check = () => checkContract({modulesRoot, list: dependents});

describe('the upstream contract', () => {
  test('the installed dependencies match the lock file', () => {
    const problems = checkContract();
    assert.deepEqual(problems, [], describeProblems(problems));
  });

  test('an unchanged copy passes', () => {
    assert.deepEqual(check(), []);
  });

  test('a changed file fails with the file, the diff and the customizations that rely on it', () => {
    const file = path.join(copyDir, apiItem);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/\n/, '\nconst changedUpstream = true;\n'));
    const problems = check();
    assert.equal(problems.length, 1, describeProblems(problems));
    const [problem] = problems;
    assert.equal(problem?.file, `${themePackage}@${version}/${apiItem}`);
    assert.match(problem?.message ?? '', /differs from the recorded content/);
    assert.match(problem?.diff ?? '', /^\+const changedUpstream = true;$/m);
    const names = problem?.dependents.join('\n') ?? '';
    assert.match(names, /code-samples-on-server/);
    assert.match(names, /lean-api-bundle/);
    assert.match(describeProblems(problems), /Customizations that depend on it: .*lean-api-bundle/);
  });

  test('a file that moved away fails and names its dependents', () => {
    fs.rmSync(path.join(copyDir, 'lib/theme/Markdown/index.js'));
    const problems = check();
    assert.deepEqual(
      problems.map((problem) => [problem.file, problem.message]),
      [[`${themePackage}@${version}/lib/theme/Markdown/index.js`, 'does not exist any more']],
    );
    assert.match(problems[0]?.dependents.join('\n') ?? '', /lean-api-bundle[\s\S]*Markdown \(wrap\)/);
  });

  test('a new version without recorded hashes fails for each file, with the diff against the recorded copy', () => {
    const manifest = path.join(copyDir, 'package.json');
    fs.writeFileSync(
      manifest,
      fs.readFileSync(manifest, 'utf8').replace(`"version": "${version}"`, '"version": "99.0.0"'),
    );
    const file = path.join(copyDir, apiItem);
    fs.appendFileSync(file, '\n// new in 99.0.0\n');
    const problems = check();
    assert.ok(problems.length >= 5, describeProblems(problems));
    assert.ok(
      problems.every((problem) =>
        problem.message.includes(
          `no recorded hash for version 99.0.0 (recorded: ${themePackage}@${version})`,
        ),
      ),
    );
    const changed = problems.find((problem) => problem.file.endsWith(apiItem));
    assert.match(changed?.diff ?? '', /^\+\/\/ new in 99\.0\.0$/m);
  });
});

describe('bundler rules aimed at upstream files', () => {
  test('a rule for a file that does not exist stops the build with the file and where to look', () => {
    assert.throws(
      () => openapiThemeFile('lib/theme/NoSuchComponent/index.js'),
      /NoSuchComponent\/index\.js does not exist: a bundler rule targets it.*src\/patches\/index\.ts/s,
    );
    assert.ok(fs.existsSync(openapiThemeFile(apiItem)));
  });
});
