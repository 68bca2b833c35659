import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {buildOptions} from '../../../config/buildOptions';
import {
  downloadName,
  publishedVersions,
  releaseFile,
  releasedVersion,
  releasesDir,
  workingVersion,
} from '../../releases/store';
import type {Locale} from '../../../config/locales';

/**
 * The published site shows what is released: the description its pages and `/openapi.yaml` are made from is the
 * newest release's file, byte for byte (`npm run release:publish` writes it with the code that writes the
 * generated one). Anything else is a release in preparation, which only a preview shows, so the build stops
 * before it bundles and names the command that releases it.
 */
function assertReleased(source: string, locale: Locale): void {
  const newest = releasedVersion();
  const released = newest === '' ? undefined : releaseFile(newest, locale);
  if (released !== undefined && fs.readFileSync(source).equals(fs.readFileSync(released))) return;
  const working = workingVersion();
  const release =
    working === newest
      ? '`npm run release:prepare -- <next version>` (`npm run check:releases` proposes one), then `npm run release:publish`'
      : `\`npm run release:publish\` (${working} is prepared)`;
  throw new Error(
    `${newest === '' ? 'No release of the API description is published (openapi/releases/)' : `The ${locale} API description differs from the newest release ${newest} (openapi/releases/${newest}/)`}: ` +
      `the published site shows only released descriptions. Release it with ${release}, ` +
      'or build a preview of it: PORTAL_PREVIEW=true npm run build.',
  );
}

/**
 * Puts the OpenAPI description of the page's locale next to the site as `openapi.yaml`: German on the
 * German site (`/openapi.yaml`), English on the English site (`/en/openapi.yaml`), and beside it every published
 * release as it was published (`/openapi-1.0.2.yaml`, `/en/openapi-1.0.2.yaml`, from `openapi/releases/`). The
 * current files are produced by `npm run gen-api-docs`; the API landing page links them, the changelog each
 * release's.
 */
export default function openapiDownload(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale as Locale;
  const source = path.join(context.siteDir, 'openapi/generated', `openapi.${locale}.yaml`);
  return {
    name: 'openapi-download',
    getPathsToWatch: () => [source, releasesDir],
    loadContent() {
      if (!buildOptions.preview) assertReleased(source, locale);
      return Promise.resolve();
    },
    postBuild({outDir}) {
      fs.copyFileSync(source, path.join(outDir, 'openapi.yaml'));
      for (const version of publishedVersions()) {
        fs.copyFileSync(releaseFile(version, locale), path.join(outDir, downloadName(version)));
      }
      return Promise.resolve();
    },
  };
}
