import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

/**
 * The operation pages of the locale being built, grouped by tag, as `npm run gen-api-docs` wrote them from
 * that locale's description (German summaries on the German site). Before the first generation the list is
 * empty, so a fresh clone can still load the config to generate.
 */
function generatedOperations(): SidebarItems {
  const folder =
    process.env.DOCUSAURUS_CURRENT_LOCALE === 'en'
      ? '../i18n/en/docusaurus-plugin-content-docs-api/current'
      : 'reference';
  const file = path.join(__dirname, folder, 'sidebar.ts');
  if (!fs.existsSync(file)) return [];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(file) as {default: SidebarItems}).default;
}

const sidebars: SidebarsConfig = {
  api: [{type: 'doc', id: 'index'}, {type: 'doc', id: 'introduction'}, ...generatedOperations()],
};

export default sidebars;
