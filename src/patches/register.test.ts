/**
 * The register of customizations (CUSTOMIZATIONS.md) names every swizzled component in src/theme/ and every
 * entry of the patch index, so that an upgrade finds each of them there.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {siteDir} from '../../config/site';
import {customizations} from './index';

const register = fs.readFileSync(path.join(siteDir, 'CUSTOMIZATIONS.md'), 'utf8');

/** `src/theme/CodeBlock/Line/index.tsx` → `CodeBlock/Line`; `src/theme/MDXComponents.tsx` → `MDXComponents`. */
function swizzledComponents(): string[] {
  const themeDir = path.join(siteDir, 'src/theme');
  return fs
    .readdirSync(themeDir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /(^|\/)index\.tsx$/.test(file) || /^[^/]+\.tsx$/.test(file))
    .map((file) => file.replace(/\/index\.tsx$/, '').replace(/\.tsx$/, ''))
    .sort();
}

test('every swizzled component has a row in the register', () => {
  const components = swizzledComponents();
  assert.ok(components.length >= 20, `${components.length} components found`);
  const rows = register.split('\n').filter((line) => line.startsWith('| '));
  const missing = components.filter(
    (component) => !rows.some((row) => new RegExp(`^\\| (?:[^|]*, )?${component}(?:,|\\s\\|)`).test(row)),
  );
  assert.deepEqual(missing, [], 'components without a row in CUSTOMIZATIONS.md');
});

test('every entry of the patch index is named in the register', () => {
  const named = (name: string): boolean =>
    register.includes(name.replace(/ \((wrap|rewrite|ssrTemplate)\)$/, ''));
  assert.deepEqual(
    customizations.map((customization) => customization.name).filter((name) => !named(name)),
    [],
  );
});
