/**
 * The CI workflow's path filter on sample change sets: `npm run ci:changes` (scripts/ci-changes.ts, its definition
 * in scripts/lib/changes.ts) classifies each set, and the `if:` conditions of .github/workflows/ci.yml, evaluated
 * on the filter's outputs, select the jobs and steps each kind of change should run. And the pages a content
 * change shows on, which the Chromium pass over changed pages (`npm run test:pages`) visits.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {createMatcher} from '@docusaurus/utils';

import {select, type Selection} from '../../scripts/ci-changes';
import {changedRoutes, isPage, scopeOf} from '../../scripts/lib/changes';
import {siteDir} from '../../config/site';
import {selectedJobs} from '../../scripts/lib/workflowSteps';
import {allRoutes} from '../lib/routes';

/** The jobs that run and the npm scripts their steps run, for the filter's outputs. */
function selected(selection: Selection): {jobs: string[]; scripts: string[]} {
  const jobs = selectedJobs(selection);
  const scripts = jobs.flatMap(({runs}) =>
    runs.flatMap(({steps}) => steps.flatMap((step) => /^npm run (\S+)/.exec(step.run ?? '')?.[1] ?? [])),
  );
  return {jobs: jobs.map(({name}) => name).sort(), scripts: [...new Set(scripts)].sort()};
}

const everyTest = ['check', 'test:unit', 'audit:prod', 'test:run'];
const contentOnly = ['check:content', 'test:built-html', 'test:pages'];
const everyRun = ['ci:changes', 'build', 'gen-api-docs', 'nginx:csp'];

describe('what each kind of pull request runs', () => {
  const contentChanges: Record<string, string[]> = {
    'a German guide': ['docs/guides/team.mdx'],
    'a guide and its translation': [
      'docs/guides/team.mdx',
      'i18n/en/docusaurus-plugin-content-docs/current/guides/team.mdx',
    ],
    'the changelog page': ['src/pages/changelog.md', 'i18n/en/docusaurus-plugin-content-pages/changelog.md'],
    'the API reference introduction': ['openapi/reference/introduction.mdx'],
    'UI strings': ['i18n/de/code.json', 'i18n/en/docusaurus-theme-classic/navbar.json'],
    'a term list, a dictionary and the reviewed translations': [
      'terms/de.yml',
      'cspell/project-words.txt',
      'i18n/en/translation-sources.json',
    ],
    'the README': ['README.md'],
  };
  for (const [name, files] of Object.entries(contentChanges)) {
    test(`${name}: the content checks, both builds, the built HTML and the changed pages`, () => {
      const selection = select('pull_request', files);
      assert.deepEqual(selection, {scope: 'content', extended: false});
      const {jobs, scripts} = selected(selection);
      assert.deepEqual(jobs, ['assemble', 'build', 'changes', 'checks']);
      assert.deepEqual(scripts, [...contentOnly, ...everyRun].sort());
    });
  }

  const otherChanges: Record<string, string[]> = {
    'a component': ['src/theme/DocItem/Footer/index.tsx'],
    'a stylesheet': ['src/css/custom.css'],
    'the Docusaurus configuration': ['docusaurus.config.ts'],
    'the sidebars': ['sidebars.ts'],
    'the nginx configuration': ['deploy/portal/site.conf'],
    'the OpenAPI description': ['openapi/paths/bundles.yaml'],
    'the dependencies': ['package.json', 'package-lock.json'],
    'the workflow': ['.github/workflows/ci.yml'],
    'the spelling configuration': ['cspell.json'],
    'an image': ['static/img/logo.svg'],
    'a test': ['tests/nginx/every-page.test.ts'],
    'a guide and a stylesheet': ['docs/guides/team.mdx', 'src/css/custom.css'],
  };
  for (const [name, files] of Object.entries(otherChanges)) {
    test(`${name}: every check and every test, not the benchmarks`, () => {
      const selection = select('pull_request', files);
      assert.deepEqual(selection, {scope: 'everything', extended: false});
      const {jobs, scripts} = selected(selection);
      assert.deepEqual(jobs, ['assemble', 'build', 'changes', 'checks']);
      assert.deepEqual(scripts, [...everyTest, ...everyRun].sort());
    });
  }
});

describe('main and the nightly run', () => {
  for (const event of ['push', 'schedule']) {
    test(`${event}: every check, every test and the benchmarks, whatever changed`, () => {
      for (const files of [['docs/guides/team.mdx'], ['src/css/custom.css'], undefined]) {
        const selection = select(event, files);
        assert.deepEqual(selection, {scope: 'everything', extended: true});
        const {jobs, scripts} = selected(selection);
        assert.deepEqual(jobs, ['assemble', 'build', 'changes', 'checks', 'extended']);
        assert.deepEqual(scripts, [...everyTest, ...everyRun, 'bench'].sort());
      }
    });
  }

  test('a pull request without a base to compare with runs everything', () => {
    assert.deepEqual(select('pull_request', undefined), {scope: 'everything', extended: true});
  });
});

test('npm run ci:changes writes the selection where the workflow reads it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-changes-'));
  try {
    const output = path.join(dir, 'output');
    const run = (...files: string[]): string => {
      fs.writeFileSync(output, '');
      const result = spawnSync('npm', ['run', '--silent', 'ci:changes', '--', '--files', ...files], {
        cwd: siteDir,
        encoding: 'utf8',
        env: {...process.env, GITHUB_EVENT_NAME: 'pull_request', GITHUB_OUTPUT: output},
      });
      assert.equal(result.status, 0, result.stderr);
      return fs.readFileSync(output, 'utf8');
    };
    assert.equal(run('docs/guides/team.mdx'), 'scope=content\nextended=false\n');
    assert.equal(run('docs/guides/team.mdx', 'package.json'), 'scope=everything\nextended=false\n');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

describe('the pages a content change shows on', () => {
  const cases: Array<[string, string[], string[] | 'all']> = [
    ['a German guide', ['docs/guides/team.mdx'], ['/docs/guides/team']],
    [
      'an English guide',
      ['i18n/en/docusaurus-plugin-content-docs/current/quick-start-guide/consumer.mdx'],
      ['/docs/quick-start-guide/consumer'],
    ],
    ['a section index', ['docs/guides/index.md', 'docs/index.md'], ['/docs/', '/docs/guides/']],
    ['the API overview, by its slug', ['openapi/reference/index.mdx'], ['/api']],
    ['the changelog', ['i18n/en/docusaurus-plugin-content-pages/changelog.md'], ['/changelog']],
    ['a repository document', ['README.md', 'CONTRIBUTING.md'], []],
    ['a term list', ['terms/en.yml'], []],
    ['a UI string', ['i18n/en/code.json'], 'all'],
    ['a new page the route list does not have yet', ['docs/guides/new-guide.mdx'], 'all'],
    ['anything beyond pages', ['docs/guides/team.mdx', 'src/css/custom.css'], 'all'],
  ];
  for (const [name, files, routes] of cases) {
    test(name, () => assert.deepEqual(changedRoutes(files, allRoutes), routes));
  }
});

test('the pages are those .markdownlint-cli2.jsonc lints', () => {
  // JSONC: comments and trailing commas removed (no string in the file holds `//`).
  const jsonc = fs.readFileSync(path.join(siteDir, '.markdownlint-cli2.jsonc'), 'utf8');
  const config = JSON.parse(jsonc.replace(/\/\/.*$/gm, '').replace(/,(\s*[\]}])/g, '$1')) as {
    globs: string[];
    ignores: string[];
  };
  const linted = createMatcher(config.globs);
  const ignored = createMatcher(config.ignores);
  const files = spawnSync('git', ['ls-files'], {cwd: siteDir, encoding: 'utf8'}).stdout.split('\n');
  const byLint = files.filter((file) => linted(file) && !ignored(file));
  assert.ok(byLint.length > 40);
  assert.deepEqual(files.filter(isPage), byLint);
});

test('a change of nothing is a content change', () => {
  assert.equal(scopeOf([]), 'content');
});
