/**
 * The jobs and steps of the CI workflow (.github/workflows/ci.yml) that run for the outputs of its path filter
 * (`npm run ci:changes`), read from the workflow itself: tests/ci/changes.test.ts checks the selection on sample
 * change sets, and the benchmark of a content pull request (scripts/bench/contentPullRequest.ts) runs it.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import type {Selection} from '../ci-changes';
import {workflowDir} from './workflowLint';

interface WorkflowStep {
  if?: string;
  run?: string;
  env?: Record<string, string>;
}
interface WorkflowJob {
  if?: string;
  needs?: string[];
  strategy?: {matrix?: {include?: Record<string, string>[]}};
  steps: WorkflowStep[];
}

function readWorkflow(): {jobs: Record<string, WorkflowJob>} {
  return yaml.load(fs.readFileSync(path.join(workflowDir, 'ci.yml'), 'utf8')) as {
    jobs: Record<string, WorkflowJob>;
  };
}

/**
 * Whether a condition such as `needs.changes.outputs.scope != 'content'` holds: comparisons of the filter's
 * outputs with a quoted value, joined by && or ||. Any other kind of condition throws, so that it is taught here
 * before it is trusted.
 */
function holds(condition: string | undefined, outputs: Record<string, string>): boolean {
  if (condition === undefined) return true;
  const expression = condition.replace(/^\$\{\{\s*|\s*\}\}$/g, '').trim();
  return expression.split('||').some((alternative) =>
    alternative.split('&&').every((part) => {
      const match = /^needs\.changes\.outputs\.(\w+)\s*(==|!=)\s*'([^']*)'$/.exec(part.trim());
      if (!match) throw new Error(`The workflow's condition ${part.trim()} is of a kind not understood here`);
      const [, name = '', operator, value] = match;
      if (!(name in outputs)) throw new Error(`The workflow asks for ${name}, which ci:changes does not set`);
      return (outputs[name] === value) === (operator === '==');
    }),
  );
}

export interface SelectedJob {
  name: string;
  /** One entry per matrix row (or one for a job without a matrix): the steps that run, in order. */
  runs: {matrix: Record<string, string>; steps: WorkflowStep[]}[];
}

/** The jobs that run for the filter's outputs, in the order of the workflow, with the steps that run in each. */
export function selectedJobs(selection: Selection): SelectedJob[] {
  const {jobs} = readWorkflow();
  const outputs = {scope: selection.scope, extended: String(selection.extended)};
  return Object.entries(jobs)
    .filter(
      ([, job]) => holds(job.if, outputs) && (job.needs ?? []).every((need) => jobs[need] !== undefined),
    )
    .map(([name, job]) => ({
      name,
      runs: (job.strategy?.matrix?.include ?? [{}]).map((matrix) => ({
        matrix,
        steps: job.steps.filter((step) => step.run !== undefined && holds(step.if, outputs)),
      })),
    }));
}
