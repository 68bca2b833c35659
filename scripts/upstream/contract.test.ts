/**
 * The contract check against edited locks and an edited copy of a dependency: a wrong hash, a missing file and
 * a file without a hash each fail, naming the file and the customizations that rely on it; a new version whose
 * files are unchanged passes. And a bundler rule aimed at a file that does not exist stops the build.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, beforeEach, describe, test} from 'node:test';

import {customizations} from '../../src/patches/index';
import {openapiThemeFile} from '../../src/patches/themeFiles';
import {siteDir} from '../../config/site';
import {
  checkContract,
  describeProblem,
  diffCommand,
  lockFile,
  packageDir,
  readLock,
  recordContract,
  type Lock,
} from './contract';

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
const lock = readLock();
const version = lock[themePackage]?.version ?? '';

let root = '';
beforeEach(() => {
  if (root) fs.rmSync(root, {recursive: true, force: true});
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-contract-'));
  fs.mkdirSync(path.join(root, path.dirname(lockFile)), {recursive: true});
});
after(() => fs.rmSync(root, {recursive: true, force: true}));

/** Checks the OpenAPI theme's files against `edited` (a copy of the site's lock), with the site's node_modules. */
function checkWith(edit: (edited: Lock) => void, modules = siteDir) {
  const edited = structuredClone(lock);
  edit(edited);
  fs.writeFileSync(path.join(root, lockFile), JSON.stringify(edited));
  return checkContract({root, modules, list: dependents});
}

const describeAll = (problems: Parameters<typeof describeProblem>[0][]) =>
  problems.map((problem) => describeProblem(problem)).join('\n');

describe('the upstream contract', () => {
  test('the installed dependencies match the lock file', () => {
    const {problems} = checkContract();
    assert.deepEqual(problems, [], describeAll(problems));
  });

  test('recording writes the lock that is committed', () => {
    fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(root, 'node_modules'));
    assert.deepEqual(recordContract({root}), lock);
    assert.deepEqual(readLock(root), lock);
  });

  test('a new version whose recorded files are unchanged passes', () => {
    const {problems, unchanged} = checkWith((edited) => {
      if (edited[themePackage]) edited[themePackage].version = '5.1.3';
    });
    assert.deepEqual(problems, [], describeAll(problems));
    assert.deepEqual(unchanged, [`${themePackage} 5.1.3 → ${version}`]);
  });

  test('a wrong hash fails with the file, its customizations and a diff between the published packages', () => {
    const {problems} = checkWith((edited) => {
      const recorded = edited[themePackage];
      if (recorded)
        Object.assign(recorded, {version: '5.1.3', files: {...recorded.files, [apiItem]: 'sha256-x'}});
    });
    assert.deepEqual(
      problems.map((problem) => [problem.file, problem.kind, problem.recorded, problem.installed]),
      [[apiItem, 'changed', '5.1.3', version]],
    );
    const [problem] = problems;
    assert.ok(problem);
    const text = describeProblem(problem);
    assert.match(text, new RegExp(`${themePackage}/${apiItem} changed`));
    assert.match(text, /Customizations that depend on it: .*code-samples-on-server.*lean-api-bundle/);
    assert.deepEqual(diffCommand(problem), [
      'diff',
      `--diff=${themePackage}@5.1.3`,
      `--diff=${themePackage}@${version}`,
      '--',
      apiItem,
    ]);
  });

  test('a wrong hash at the same version is shown against the installed package', () => {
    const {problems} = checkWith((edited) => {
      const files = edited[themePackage]?.files;
      if (files) files[apiItem] = 'sha256-x';
    });
    const [problem] = problems;
    assert.ok(problem && problems.length === 1, describeAll(problems));
    assert.deepEqual(diffCommand(problem), [
      'diff',
      `--diff=${themePackage}@${version}`,
      `--diff=file:${installedDir}`,
      '--',
      apiItem,
    ]);
  });

  test('a file without a recorded hash fails and names its customizations', () => {
    const {problems} = checkWith((edited) => {
      delete edited[themePackage]?.files['lib/theme/Markdown/index.js'];
    });
    assert.deepEqual(
      problems.map((problem) => [problem.file, problem.kind]),
      [['lib/theme/Markdown/index.js', 'unrecorded']],
    );
    const [problem] = problems;
    assert.ok(problem);
    assert.deepEqual(problem.dependents, ['lean-api-bundle (src/patches/lean-api-bundle)']);
    assert.equal(diffCommand(problem), undefined);
  });

  test('a file that moved away fails, in the packages that take the place of the installed ones', () => {
    const copy = path.join(root, 'node_modules', themePackage);
    for (const file of [
      'package.json',
      ...dependents.flatMap(({upstream}) => upstream.map(({file}) => file)),
    ]) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
      fs.copyFileSync(path.join(installedDir ?? '', file), path.join(copy, file));
    }
    fs.rmSync(path.join(copy, 'lib/theme/Markdown/index.js'));
    const {problems} = checkWith(() => {}, root);
    assert.deepEqual(
      problems.map((problem) => [problem.file, problem.kind, problem.dir]),
      [['lib/theme/Markdown/index.js', 'missing', copy]],
    );
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
