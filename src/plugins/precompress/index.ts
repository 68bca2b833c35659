/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every file of the build that nginx compresses, so
 * that nginx sends them as they are (`brotli_static`, `gzip_static` in deploy/portal/http.conf) instead of
 * compressing the same bytes again for every request. Which files and how (Brotli 10 for hashed assets, 9 for
 * the rest; gzip -9): `./files.ts`; when and where the work runs: `./pool.ts`. Copies are cached in
 * `.cache/precompress/` by content, so an unchanged file (most hashed assets from one build to the next, and the
 * assets both locales share) is compressed once.
 *
 * `PRECOMPRESS=false` (config/buildOptions.ts) builds without copies (nginx then compresses on the fly), for `npm run bench` to
 * measure what they cost.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {rendersFromBundle} from '../../../config/buildEnvironment';
import {buildOptions} from '../../../config/buildOptions';
import {existingPrecompressPool, megabytes, precompressCacheDir, precompressPool} from './pool';

export default function precompress(context: LoadContext): Plugin | null {
  if (!buildOptions.precompress) return null;
  // Set up again for the next locale: the previous locale is over, its plugins' postBuild() too.
  existingPrecompressPool()?.localesDone();
  const cacheDir = precompressCacheDir(context.siteDir);
  // Copies an earlier build process left (scripts/build.ts) are made from the start, while this one renders.
  if (process.env.PRECOMPRESS_TAKE_OVER) precompressPool(cacheDir);
  const {outDir} = context;
  const {currentLocale, locales, localeConfigs} = context.i18n;
  const baseUrlOf = (locale: string): string => {
    const baseUrl = localeConfigs[locale]?.baseUrl;
    if (baseUrl === undefined) throw new Error(`No base URL for locale ${locale}`);
    return baseUrl;
  };
  // A locale whose base URL lies below this one's (/en/ below /) is built into a folder inside this one's
  // and compresses its own files.
  const exclude = locales
    .filter((locale) => locale !== currentLocale)
    .map((locale) => path.posix.relative(baseUrlOf(currentLocale), baseUrlOf(locale)))
    .filter((relative) => relative !== '' && !relative.startsWith('..'))
    .map((relative) => path.join(outDir, relative));
  // The bundle an earlier process made is final: its copies are made while this one renders the pages.
  if (rendersFromBundle(process.env)) {
    const {files, bytes} = precompressPool(cacheDir).addBundle(currentLocale, outDir, exclude);
    console.log(
      `[precompress] ${currentLocale}: compressing the bundle's ${files} files (${megabytes(bytes)}) in the ` +
        'background while the pages are rendered',
    );
  }
  return {
    name: 'precompress',
    async postBuild() {
      const {files, bytes} = precompressPool(cacheDir).addLocale(currentLocale, outDir, exclude);
      console.log(
        `[precompress] ${currentLocale}: compressing ${files} files (${megabytes(bytes)}) ` +
          'in the background; the build ends when their copies are written',
      );
    },
  };
}
