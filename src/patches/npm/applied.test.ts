/**
 * The patches of this folder are applied to the installed packages (`postinstall` runs `patch-package`). An
 * install without scripts (`npm ci --ignore-scripts`) or a dependency update the patch no longer fits would
 * otherwise only make the build slower, without any message.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {toMdast} from 'hast-util-to-mdast';
import {visitParents} from 'unist-util-visit-parents';

import {siteDir} from '../../../scripts/lib/site';
import {customizations} from '../index';

const patchDir = path.join(siteDir, 'src/patches/npm');
const patches = fs.readdirSync(patchDir).filter((file) => file.endsWith('.patch'));

test('the patch index lists each patched package, so that check:upstream notices when its next version changes the file', () => {
  const entry = customizations.find((customization) => customization.source === 'src/patches/npm');
  assert.ok(entry, 'no entry for src/patches/npm in src/patches/index.ts');
  const patched = patches.map((patch) => patch.replace(/\+[^+]+\.patch$/, '').replace(/\+/g, '/'));
  assert.ok(patched.length > 0);
  assert.deepEqual([...new Set(entry.upstream.map((file) => file.package))].sort(), patched.sort());
});

for (const patch of patches) {
  test(`${patch} is applied to node_modules`, () => {
    const gitApplyCheck = (...options: string[]) =>
      execFileSync('git', ['apply', '--check', ...options, path.join(patchDir, patch)], {
        cwd: siteDir,
        stdio: 'pipe',
      });
    // A patch that can be taken back cleanly is in place; git checks it hunk by hunk, as patch-package applies it.
    gitApplyCheck('--reverse');
    // git skips paths it does not consider its own (a project in a subdirectory of a larger repository), and then
    // both checks pass; a patch in place must not apply a second time.
    assert.throws(() => gitApplyCheck(), /patch does not apply|already exists/);
  });
}

test('unist-util-visit-parents names no function after the node it visits', () => {
  const tree = {type: 'root', children: [{type: 'element', tagName: 'p', properties: {}, children: []}]};
  const stacks: string[] = [];
  visitParents(tree, () => {
    stacks.push(new Error('where').stack ?? '');
  });
  assert.equal(stacks.length, 2);
  // Unpatched, each step of the walk is renamed for stack traces (`at node (element<p>) (…/lib/index.js)`, the
  // node's type coloured): a property definition for every node of every tree a build walks.
  for (const stack of stacks) assert.doesNotMatch(stack, /\bat node \(/);
});

test('hast-util-to-mdast converts the tree it is given instead of a copy of it', () => {
  const text = {type: 'text' as const, value: '  Zugänge   auflisten  '};
  const tree = {
    type: 'root' as const,
    children: [{type: 'element' as const, tagName: 'p', properties: {}, children: [text]}],
  };
  assert.deepEqual(toMdast(tree), {
    type: 'root',
    children: [{type: 'paragraph', children: [{type: 'text', value: 'Zugänge auflisten'}]}],
  });
  // Unpatched, it minifies the whitespace of a structuredClone() of every page's tree and leaves this one as it was.
  assert.equal(text.value, 'Zugänge auflisten');
});
