/**
 * `npm run check:ui-strings`: `npm run write-translations` must find nothing to add or drop in `i18n/` —
 * otherwise a component, the navbar, the footer, a sidebar or the OpenAPI theme has a string nobody
 * translated yet. It runs in a copy of the project, committed so that git shows what the extraction changed; the
 * working tree stays as it is.
 *
 * The extraction drops the labels of the generated API pages (write-translations.ts) and needs the pages only to
 * load the API sidebar, so the pages the working tree has serve as well as fresh ones; CI generates them before
 * the checks, and generating them again would cost most of this check's time.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {commitAll, copyProject, removeCopy, runIn} from './lib/projectCopy';
import {siteDir} from '../config/site';

/** The API pages and sidebars `npm run gen-api-docs` wrote into the working tree (git ignores them). */
function generatedApiFiles(): string[] {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--', 'openapi', 'i18n'],
    {cwd: siteDir, encoding: 'utf8'},
  );
  return listed.status === 0 ? listed.stdout.split('\0').filter(Boolean) : [];
}

/** What write-translations changed in the copy's `i18n/`, as a diff; empty when nothing. */
function extractionChanges(): string {
  const copy = copyProject();
  try {
    commitAll(copy);
    const generated = generatedApiFiles();
    for (const file of generated) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
      fs.copyFileSync(path.join(siteDir, file), path.join(copy, file));
    }
    const sidebars = [
      'openapi/reference/sidebar.ts',
      'i18n/en/docusaurus-plugin-content-docs-api/current/sidebar.ts',
    ];
    const generate = sidebars.every((file) => generated.includes(file)) ? [] : ['gen-api-docs'];
    for (const script of [...generate, 'write-translations']) {
      const result = runIn(copy, 'npm', ['run', '--silent', script]);
      if (result.status !== 0) throw new Error(`\`npm run ${script}\` failed:\n${result.output}`);
    }
    runIn(copy, 'git', ['add', '--all', 'i18n']);
    return runIn(copy, 'git', ['diff', '--cached', '--', 'i18n']).output;
  } finally {
    removeCopy(copy);
  }
}

const changes = extractionChanges();
if (changes.trim() !== '') {
  console.error(changes);
  console.error(
    'check:ui-strings: `npm run write-translations` changes i18n/ as shown above (+ adds, - drops). Run it, ' +
      'translate what it added in i18n/en (and i18n/de for theme strings), and commit i18n/.',
  );
  process.exit(1);
}
console.log('check:ui-strings: no problems');
