/**
 * `npm run write-translations`: Docusaurus' own extraction for every locale (the OpenAPI theme's strings too, see
 * the plugin `openapiThemeStrings` in docusaurus.config.ts), without the generated API sidebar labels. Existing
 * translations are kept; a new string is added with its English default, so the translation check names it.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';

import {locales, siteDir} from '../config/site';
import {readJson, writeJson} from './lib/json';

interface CodeTranslation {
  message: string;
  description?: string;
}

/**
 * Sidebar labels of the API reference come from the OpenAPI description and are generated with the pages:
 * operations by their summaries, categories by their tags' display names (German ones from the German
 * texts of the description). A copy in the translation files would go stale the moment one changes, so only
 * the version label is kept.
 */
function dropGeneratedApiLabels(locale: string): void {
  const file = path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs-api', 'current.json');
  const labels = readJson<Record<string, CodeTranslation>>(file);
  const kept = Object.fromEntries(
    Object.entries(labels).filter(([key]) => !/^sidebar\.api\.(doc|category)\./.test(key)),
  );
  writeJson(file, kept);
}

for (const locale of locales) {
  const codeFile = path.join(siteDir, 'i18n', locale, 'code.json');
  const before = readJson<Record<string, CodeTranslation>>(codeFile);
  const result = spawnSync('npx', ['docusaurus', 'write-translations', '--locale', locale], {
    cwd: siteDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  dropGeneratedApiLabels(locale);
  // Two components of the OpenAPI theme give `theme.CodeBlock.copy` two descriptions, and the extraction keeps
  // either one: a string's description stays as committed, so that a run changes nothing it did not add.
  const code = readJson<Record<string, CodeTranslation>>(codeFile);
  for (const [id, entry] of Object.entries(code))
    if (id in before) entry.description = before[id]?.description;
  writeJson(codeFile, code);
}
