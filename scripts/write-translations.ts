/**
 * `npm run write-translations`: Docusaurus' own extraction for every locale, then the UI strings of the
 * OpenAPI theme, which Docusaurus cannot extract (see lib/openapiThemeMessages.ts). Existing translations
 * are kept; a new theme string is added with its English default, so the translation check names it.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';

import {locales, siteDir} from '../config/site';
import {openapiThemeMessages} from './lib/openapiThemeMessages';
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
  const result = spawnSync('npx', ['docusaurus', 'write-translations', '--locale', locale], {
    cwd: siteDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  dropGeneratedApiLabels(locale);

  const codeFile = path.join(siteDir, 'i18n', locale, 'code.json');
  const code = readJson<Record<string, CodeTranslation>>(codeFile);
  let added = 0;
  for (const [id, message] of openapiThemeMessages()) {
    if (code[id] === undefined) {
      code[id] = {message, description: 'UI string of docusaurus-theme-openapi-docs'};
      added += 1;
    }
  }
  const sorted = Object.fromEntries(Object.entries(code).sort(([a], [b]) => a.localeCompare(b)));
  writeJson(codeFile, sorted);
  console.log(`[INFO] ${added} OpenAPI theme strings added to ${path.relative(siteDir, codeFile)}`);
}
