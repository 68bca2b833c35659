/**
 * `npm run check:upstream`: the dependency files the customizations rely on are where they were and unchanged
 * (see ./contract.ts); each changed file is shown as a diff between the published packages. `npm run
 * upstream:record` records the installed versions and hashes after an upgrade, once every dependent
 * customization has been checked (CUSTOMIZATIONS.md, "Upgrading").
 *
 *   --modules <dir>   check the packages installed under <dir>/node_modules instead of the site's (the upgrade
 *                     drill in CUSTOMIZATIONS.md); the other packages are the site's
 */
import {parseArgs} from 'node:util';

import {checkContract, describeProblem, fetchDiff, lockFile, recordContract} from './contract';

const {values} = parseArgs({options: {record: {type: 'boolean'}, modules: {type: 'string'}}});

if (values.record) {
  const lock = recordContract();
  console.log(`upstream:record: wrote ${lockFile} (${Object.keys(lock).length} packages)`);
} else {
  const {problems, unchanged} = checkContract({modules: values.modules});
  for (const problem of problems) console.error(`${describeProblem(problem, fetchDiff(problem))}\n`);
  for (const bump of unchanged)
    console.log(
      `check:upstream: ${bump}: the recorded files are unchanged (upstream:record updates the version)`,
    );
  if (problems.length > 0) {
    console.error(
      `check:upstream: ${problems.length} upstream file(s) changed or missing. Check each customization named ` +
        'above (CUSTOMIZATIONS.md says what it relies on), then run `npm run upstream:record` and commit ' +
        `${lockFile}.`,
    );
    process.exitCode = 1;
  } else {
    console.log('check:upstream: every upstream file the customizations rely on is as recorded');
  }
}
