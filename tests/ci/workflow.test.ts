/**
 * The CI workflow: the lint refuses what it should (that ci.yml passes it is `npm run lint:workflows`, part of
 * `npm run check`), least privilege, one build job per locale, and only commands a developer runs too (npm
 * scripts from package.json that the README or ARCHITECTURE.md names). Which jobs a change selects:
 * changes.test.ts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import yaml from 'js-yaml';

import {locales, siteDir} from '../../config/site';
import {lintWorkflow, workflowDir} from '../../scripts/lib/workflowLint';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string[];
  strategy?: {matrix?: {include?: Array<Record<string, string>>}};
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  concurrency: {group: string};
  jobs: Record<string, Job>;
}

const file = path.join(workflowDir, 'ci.yml');
const source = fs.readFileSync(file, 'utf8');
const workflow = yaml.load(source) as Workflow;
const scripts = Object.keys(
  (JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {scripts: object}).scripts,
);
/** The README and ARCHITECTURE.md, which says how CI builds and deploys. */
const readme = ['README.md', 'ARCHITECTURE.md']
  .map((file) => fs.readFileSync(path.join(siteDir, file), 'utf8'))
  .join('\n');
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

describe('the CI workflow', () => {
  test('the lint refuses a tag reference and a broken job graph', async () => {
    const broken = source
      .replace(/actions\/checkout@[0-9a-f]{40} # v[\d.]+/, 'actions/checkout@v4')
      .replace('needs: [changes, checks, build]', 'needs: [changes, checks, builds]');
    const messages = (await lintWorkflow('ci.yml', broken)).map((finding) => finding.message).join('\n');
    assert.match(messages, /actions\/checkout@v4 must be pinned/);
    assert.match(messages, /needs job "builds"/);
  });

  test('runs on pull requests, on main and nightly', () => {
    assert.ok('pull_request' in workflow.on);
    assert.deepEqual((workflow.on.push as {branches: string[]}).branches, ['main']);
    assert.equal((workflow.on.schedule as Array<{cron: string}>).length, 1);
  });

  test('may only read the repository, and runs once per branch at a time', () => {
    assert.deepEqual(workflow.permissions, {contents: 'read'});
    for (const [name, job] of Object.entries(workflow.jobs)) {
      assert.equal((job as {permissions?: unknown}).permissions, undefined, `${name} asks for no more`);
    }
    assert.match(workflow.concurrency.group, /github\.ref/);
  });

  test('builds every locale of the site in its own job and assembles them', () => {
    const include = workflow.jobs.build?.strategy?.matrix?.include ?? [];
    assert.deepEqual(include.map((entry) => entry.locale).sort(), [...locales].sort());
    assert.ok(
      workflow.jobs.build?.steps.some(
        (step) => step.run === 'npm run build -- --locale ${{ matrix.locale }}',
      ),
    );
    assert.deepEqual(workflow.jobs.assemble?.needs, ['changes', 'checks', 'build']);
    const downloads = workflow.jobs.assemble?.steps.filter((step) =>
      step.uses?.startsWith('actions/download-artifact@'),
    );
    assert.deepEqual(
      downloads?.map((step) => [step.with?.name, step.with?.path]),
      include.map((entry) => [`site-${entry.locale}`, entry.output]),
      'each locale lands where its build wrote it',
    );
  });

  test('caches npm downloads in every job', () => {
    const setups = steps.filter((step) => step.uses?.startsWith('actions/setup-node@'));
    assert.equal(setups.length, Object.keys(workflow.jobs).length);
    for (const setup of setups) assert.equal(setup.with?.cache, 'npm');
  });

  test('runs only npm scripts that exist and that the README or ARCHITECTURE.md names', () => {
    const commands = steps.flatMap((step) =>
      step.run === undefined ? [] : step.run.split('&&').map((c) => c.trim()),
    );
    const npmRuns = commands.filter((command) => command.startsWith('npm run '));
    assert.ok(npmRuns.length > 0);
    for (const command of npmRuns) {
      const script = command.split(/\s+/)[2] ?? '';
      assert.ok(scripts.includes(script), `package.json has ${script}`);
      assert.ok(
        readme.includes(`npm run ${script}`),
        `the README or ARCHITECTURE.md names npm run ${script}`,
      );
    }
    for (const command of commands) {
      assert.match(command, /^(?:npm ci|npm run \S+.*|apt-get (?:update|install -y [\w\s.-]+))$/, command);
    }
  });
});
