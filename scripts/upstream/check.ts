/**
 * `npm run check:upstream`: the dependency files the customizations rely on are where they were and unchanged
 * (see ./contract.ts). `npm run upstream:record` records the installed versions after an upgrade, once every
 * dependent customization has been checked (CUSTOMIZATIONS.md, "Upgrading").
 */
import {checkContract, describeProblems, lockFile, recordContract} from './contract';

if (process.argv.includes('--record')) {
  const lock = recordContract();
  console.log(`upstream:record: wrote ${lockFile} (${Object.keys(lock).join(', ')})`);
} else {
  const problems = checkContract();
  if (problems.length > 0) {
    console.error(describeProblems(problems));
    console.error(
      `\ncheck:upstream: ${problems.length} upstream file(s) changed. Check each customization named above ` +
        '(CUSTOMIZATIONS.md says what it relies on), then run `npm run upstream:record` and commit ' +
        `${lockFile} and src/patches/upstream/.`,
    );
    process.exitCode = 1;
  } else {
    console.log('check:upstream: every upstream file the customizations rely on is as recorded');
  }
}
