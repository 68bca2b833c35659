import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Puts the OpenAPI description of the page's locale next to the site as `openapi.yaml`: German on the
 * German site (`/openapi.yaml`), English on the English site (`/en/openapi.yaml`). The files are produced by
 * `npm run gen-api-docs`; the API landing page links them.
 */
export default function openapiDownload(context: LoadContext): Plugin {
  const source = path.join(
    context.siteDir,
    'openapi/generated',
    `openapi.${context.i18n.currentLocale}.yaml`,
  );
  return {
    name: 'openapi-download',
    getPathsToWatch: () => [source],
    async postBuild({outDir}) {
      await fs.promises.copyFile(source, path.join(outDir, 'openapi.yaml'));
    },
  };
}
