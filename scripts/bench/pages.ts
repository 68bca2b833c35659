/** Bytes: output size per locale, JavaScript per page type as Chromium fetches it, the largest chunks. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import {launchBrowser} from '../../tests/lib/browser';
import {assertBuilt} from '../../tests/lib/builtSite';
import {measurePageWeight} from '../../tests/lib/pageWeight';
import {startServer} from '../../tests/lib/server';
import {buildDir, defaultLocale, localePrefix, locales} from '../lib/site';
import {benchPages} from './pageTypes';

export interface PageFigures {
  outputBytes: Record<string, number>;
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

function sizeOf(directory: string, skip: (entry: string) => boolean = () => false): number {
  let total = 0;
  for (const entry of fs.readdirSync(directory, {withFileTypes: true})) {
    const full = path.join(directory, entry.name);
    if (skip(full)) continue;
    total += entry.isDirectory() ? sizeOf(full, skip) : fs.statSync(full).size;
  }
  return total;
}

function outputBytes(): Record<string, number> {
  const localeDirs = locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => path.join(buildDir, localePrefix(locale)));
  return Object.fromEntries(
    locales.map((locale) =>
      locale === defaultLocale
        ? [locale, sizeOf(buildDir, (entry) => localeDirs.includes(entry))]
        : [locale, sizeOf(path.join(buildDir, localePrefix(locale)))],
    ),
  );
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
    return {outputBytes: outputBytes(), pages, largestChunks: largestChunks(8)};
  } finally {
    await browser.close();
    await server.close();
  }
}
