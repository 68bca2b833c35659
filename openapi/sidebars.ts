import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

// Written by `npm run gen-api-docs` from the OpenAPI description; never committed or edited by hand.
// Before the first generation (a fresh clone running `gen-api-docs` itself) the list is empty.
function generatedOperations(): SidebarItems {
  const file = path.join(__dirname, 'reference/sidebar.ts');
  if (!fs.existsSync(file)) return [];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(file) as {default: SidebarItems}).default;
}

const sidebars: SidebarsConfig = {
  api: [{type: 'doc', id: 'index'}, {type: 'doc', id: 'introduction'}, ...generatedOperations()],
};

export default sidebars;
