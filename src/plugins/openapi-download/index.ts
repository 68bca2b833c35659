import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {setInfoVersion} from '../../releases/prepare';
import {downloadName, publishedVersions, releaseFile, releasesDir, shownVersion} from '../../releases/store';
import type {Locale} from '../../../config/locales';

/**
 * Puts the OpenAPI description of the page's locale next to the site as `openapi.yaml`: German on the
 * German site (`/openapi.yaml`), English on the English site (`/en/openapi.yaml`), and beside it every published
 * release as it was published (`/openapi-1.0.2.yaml`, `/en/openapi-1.0.2.yaml`, from `openapi/releases/`). The
 * current files are produced by `npm run gen-api-docs`; the API landing page links them, the changelog each
 * release's. The current file carries the version the site shows (`shownVersion()`): on the published site the
 * newest release, not the number of a release in preparation, which only a preview shows.
 */
export default function openapiDownload(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale as Locale;
  const source = path.join(context.siteDir, 'openapi/generated', `openapi.${locale}.yaml`);
  return {
    name: 'openapi-download',
    getPathsToWatch: () => [source, releasesDir],
    // Synchronous, so that the files are there when the precompress plugin (listed later) collects the build.
    postBuild({outDir}) {
      fs.writeFileSync(
        path.join(outDir, 'openapi.yaml'),
        setInfoVersion(fs.readFileSync(source, 'utf8'), shownVersion()),
      );
      for (const version of publishedVersions()) {
        fs.copyFileSync(releaseFile(version, locale), path.join(outDir, downloadName(version)));
      }
      return Promise.resolve();
    },
  };
}
