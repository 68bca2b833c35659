import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {siteDir} from '../../config/site';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

const locale = process.env.DOCUSAURUS_CURRENT_LOCALE === 'en' ? 'en' : 'de';

/** The plugin's category of operations without a tag is labelled "UNTAGGED" in every language. */
const untaggedLabel = {de: 'Weitere Operationen', en: 'Other operations'} as const;

function localized(items: SidebarItems): SidebarItems {
  return items.map((item) =>
    typeof item === 'object' && item.type === 'category' && item.label === 'UNTAGGED'
      ? {...item, label: untaggedLabel[locale], key: 'untagged'}
      : item,
  );
}

/**
 * The operation pages of the locale being built, grouped by tag, as `npm run gen-api-docs` wrote them from
 * that locale's description (German summaries on the German site). Docusaurus reads sidebars only when it loads
 * the content (start, build, write-translations), never to generate, so a missing file is a mistake: a site
 * without its API reference must not build.
 */
function generatedOperations(): SidebarItems {
  const folder = locale === 'en' ? 'i18n/en/docusaurus-plugin-content-docs-api/current' : 'openapi/reference';
  const file = path.join(siteDir, folder, 'sidebar.ts');
  if (!fs.existsSync(file)) {
    throw new Error(
      `${path.relative(process.cwd(), file)} is missing: the API reference has not been generated. ` +
        'Run `npm run gen-api-docs` (`npm start` and `npm run build` run it first).',
    );
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return localized((require(file) as {default: SidebarItems}).default);
}

const sidebars: SidebarsConfig = {
  api: [{type: 'doc', id: 'index'}, {type: 'doc', id: 'introduction'}, ...generatedOperations()],
};

export default sidebars;
