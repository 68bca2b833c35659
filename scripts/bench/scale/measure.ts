/**
 * Runs inside the copy the scale benchmark built (its `build/` is this project's), and prints the figures of
 * that build as one JSON line: pages, output and search-index bytes per locale, the entry chunks every page
 * loads, and the JavaScript Chromium fetches for each page type (tests/lib/pageWeight.ts, as the budgets do).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import {launchBrowser} from '../../../tests/lib/browser';
import {measurePageWeight} from '../../../tests/lib/pageWeight';
import {startServer} from '../../../tests/lib/server';
import {isPrecompressedCopy} from '../../precompress';
import {buildDir, type Locale} from '../../../config/site';
import {benchPages} from '../pageTypes';
import {searchIndexFiles, type SearchIndexFileFigures} from '../searchIndexFiles';

export interface ScaleBuildFigures {
  htmlPages: number;
  /** The site's files without the precompressed copies, both locales. */
  outputBytes: number;
  /**
   * Every search index file, raw and gzip, per locale, with the text its documents hold (titles, headings,
   * descriptions, keywords, sections): the text of the search context it serves.
   */
  searchIndexes: SearchIndexFileFigures[];
  /** The chunks of the entry point (runtime and main), which every page loads. */
  entryChunks: Array<{file: string; raw: number; gzip: number}>;
  pages: Array<{type: string; locale: Locale; url: string; scripts: number; jsGzip: number}>;
}

const gzipSize = (data: Buffer): number => zlib.gzipSync(data).length;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The scripts of the default locale's home page that are not loaded by route: runtime~main and main. */
function entryChunks(): ScaleBuildFigures['entryChunks'] {
  const dir = path.join(buildDir, 'assets/js');
  return fs
    .readdirSync(dir)
    .filter((file) => /^(runtime~main|main)\.[\w]+\.js$/.test(file))
    .map((file) => {
      const data = fs.readFileSync(path.join(dir, file));
      return {file: `assets/js/${file}`, raw: data.length, gzip: gzipSize(data)};
    });
}

async function main(): Promise<void> {
  const files = filesUnder(buildDir).filter((file) => !isPrecompressedCopy(file));
  const figures: Omit<ScaleBuildFigures, 'pages'> = {
    htmlPages: files.filter((file) => file.endsWith('.html')).length,
    outputBytes: files.reduce((total, file) => total + fs.statSync(file).size, 0),
    searchIndexes: searchIndexFiles(),
    entryChunks: entryChunks(),
  };
  const server = await startServer();
  const browser = await launchBrowser();
  const pages: ScaleBuildFigures['pages'] = [];
  try {
    for (const page of benchPages) {
      const weight = await measurePageWeight(browser, server.origin, page.url);
      pages.push({...page, scripts: weight.scripts.length, jsGzip: weight.gzip});
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(JSON.stringify({...figures, pages} satisfies ScaleBuildFigures));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
