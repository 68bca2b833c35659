import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import yaml from 'js-yaml';

import {buildOptions} from '../../../config/buildOptions';
import {localePrefix} from '../../../config/site';
import {linkOperations} from '../../api-reference/operationLinks';
import {rewriteMarkdown} from '../../api-reference/textWalker';
import type {JsonObject} from '../../api-reference/walk';
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
 * Writes a description for download on the locale's site. Its links to the portal's pages are written for the
 * German site; on another locale's site they get its prefix, as on its pages (operationLinks.ts), so that the
 * English file leads to English pages.
 */
function writeDownload(source: string, target: string, locale: Locale): void {
  if (localePrefix(locale) === '') {
    fs.copyFileSync(source, target);
    return;
  }
  const description = yaml.load(fs.readFileSync(source, 'utf8')) as JsonObject;
  rewriteMarkdown(description, (text) => linkOperations(text, new Map(), locale));
  fs.writeFileSync(target, yaml.dump(description, {lineWidth: -1, noRefs: true}));
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
      writeDownload(source, path.join(outDir, 'openapi.yaml'), locale);
      for (const version of publishedVersions()) {
        writeDownload(releaseFile(version, locale), path.join(outDir, downloadName(version)), locale);
      }
      return Promise.resolve();
    },
  };
}
