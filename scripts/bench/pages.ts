/** Bytes: output size per locale, JavaScript per page type as Chromium fetches it, the largest chunks. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import {launchBrowser} from '../../tests/lib/browser';
import {assertBuilt} from '../../tests/lib/builtSite';
import {measurePageWeight} from '../../tests/lib/pageWeight';
import {startServer} from '../../tests/lib/server';
import {isPrecompressedCopy} from '../precompress';
import {buildDir, defaultLocale, localePrefix, locales} from '../../config/site';
import {benchPages} from './pageTypes';

export interface PageFigures {
  /** The site's files, without the precompressed copies. */
  outputBytes: Record<string, number>;
  /** The `.br` and `.gz` copies beside them (scripts/precompress.ts). */
  copyBytes: Record<string, {br: number; gz: number}>;
  pages: Array<{
    type: string;
    locale: string;
    url: string;
    /** Requested before the page had hydrated: what it needs to become interactive. */
    scripts: number;
    jsRaw: number;
    jsGzip: number;
    /** Requested after hydration (the search box and prefetched routes, when the browser is idle). */
    deferredScripts: number;
    deferredGzip: number;
  }>;
  largestChunks: Array<{file: string; raw: number; gzip: number}>;
}

function sizeOf(
  directory: string,
  skipDir: (dir: string) => boolean,
  keepFile: (file: string) => boolean,
): number {
  let total = 0;
  for (const entry of fs.readdirSync(directory, {withFileTypes: true})) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) total += skipDir(full) ? 0 : sizeOf(full, skipDir, keepFile);
    else if (keepFile(full)) total += fs.statSync(full).size;
  }
  return total;
}

/** Bytes of each locale's files that `keep` accepts; the default locale's folder holds the others'. */
function localeBytes(keep: (file: string) => boolean): Record<string, number> {
  const localeDirs = locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => path.join(buildDir, localePrefix(locale)));
  const skipDir = (dir: string): boolean => localeDirs.includes(dir);
  return Object.fromEntries(
    locales.map((locale) =>
      locale === defaultLocale
        ? [locale, sizeOf(buildDir, skipDir, keep)]
        : [locale, sizeOf(path.join(buildDir, localePrefix(locale)), skipDir, keep)],
    ),
  );
}

function outputBytes(): Record<string, number> {
  return localeBytes((entry) => !isPrecompressedCopy(entry));
}

function copyBytes(): PageFigures['copyBytes'] {
  const br = localeBytes((entry) => entry.endsWith('.br'));
  const gz = localeBytes((entry) => entry.endsWith('.gz'));
  return Object.fromEntries(locales.map((locale) => [locale, {br: br[locale] ?? 0, gz: gz[locale] ?? 0}]));
}

function largestChunks(count: number): PageFigures['largestChunks'] {
  const directory = path.join(buildDir, 'assets/js');
  return fs
    .readdirSync(directory)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const body = fs.readFileSync(path.join(directory, file));
      return {file: `assets/js/${file}`, raw: body.length, gzip: zlib.gzipSync(body).length};
    })
    .sort((a, b) => b.raw - a.raw)
    .slice(0, count);
}

export async function measurePages(): Promise<PageFigures> {
  assertBuilt();
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const pages: PageFigures['pages'] = [];
    for (const page of benchPages) {
      const weight = await measurePageWeight(browser, server.origin, page.url);
      pages.push({
        ...page,
        scripts: weight.scripts.length,
        jsRaw: weight.raw,
        jsGzip: weight.gzip,
        deferredScripts: weight.deferred.length,
        deferredGzip: weight.deferredGzip,
      });
    }
    return {outputBytes: outputBytes(), copyBytes: copyBytes(), pages, largestChunks: largestChunks(8)};
  } finally {
    await browser.close();
    await server.close();
  }
}
