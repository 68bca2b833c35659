/**
 * `npm run check:dependencies` (knip) keeps every imported package declared: in a copy of the project whose
 * package.json lacks a package the code imports, it fails and names the package and the file that imports it.
 * That it passes on the project as it is, is `npm run check`'s part.
 */
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';

import {copyProject, removeCopy} from '../../scripts/lib/projectCopy';
import {Faults} from '../lib/faults';

let faults: Faults;

before(() => {
  faults = new Faults(copyProject());
});
after(() => removeCopy(faults.dir));

test('a package imported but not declared fails, naming the package and the file', () => {
  faults.replace('package.json', '"prismjs": "1.30.0",', '');
  const result = faults.npm('check:dependencies');
  assert.notEqual(result.status, 0, result.output);
  assert.match(result.output, /Unlisted dependencies[\s\S]*prismjs\S*\s+src\/browser\/prism\/prism\.ts/);
});
