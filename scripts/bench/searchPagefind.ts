/**
 * Pagefind beside the other engines (`npm run bench -- --only engines`): its CLI indexes the built HTML, and
 * its own `pagefind.js` answers the relevance set in Chromium, the way a page would use it. Its files are
 * compressed already, so their sizes are what a reader downloads: to search offline, all index chunks and the
 * fragments of the pages found.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import handler from 'serve-handler';

import {siteDir, locales, type Locale} from '../lib/site';
import {launchBrowser} from '../../tests/lib/browser';
import {evaluate, routeOfUrl} from '../../tests/lib/searchRelevance';
import {indexFile} from './searchInputs';
import type {EngineFigures} from './searchEngines';

const binary = path.join(siteDir, 'node_modules/@pagefind/linux-x64/bin/pagefind_extended');
const pagefindLanguage: Record<Locale, string> = {de: 'de-de', en: 'en-us'};

const sizeOf = (dir: string, test: (name: string) => boolean): number =>
  fs
    .readdirSync(dir)
    .filter(test)
    .reduce((total, name) => total + fs.statSync(path.join(dir, name)).size, 0);

export async function measurePagefind(): Promise<EngineFigures[]> {
  if (!fs.existsSync(binary)) {
    console.warn(`Pagefind is not installed (${binary}); skipped.`);
    return [];
  }
  const site = path.dirname(indexFile('de'));
  const output = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-'));
  const started = performance.now();
  const run = spawnSync(binary, ['--site', site, '--output-path', output], {encoding: 'utf8'});
  if (run.status !== 0) throw new Error(`pagefind failed: ${run.stderr}`);
  const buildMs = performance.now() - started;
  const server = http.createServer((request, response) => void handler(request, response, {public: output}));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  const figures: EngineFigures[] = [];
  try {
    for (const locale of locales) {
      const language = pagefindLanguage[locale];
      // Pagefind picks the index of the page's language once, when it starts.
      const page = await browser.newPage();
      await page.goto(`${origin}/pagefind-entry.json`);
      await page.evaluate((lang) => (document.documentElement.lang = lang), language);
      const times: number[] = [];
      const relevance = await evaluate(locale, async (query) => {
        const begin = performance.now();
        // A string, so that the bundler of this script leaves the browser's `import()` alone.
        const urls = (await page.evaluate(`(async () => {
          const pagefind = await import('/pagefind.js');
          await pagefind.options({basePath: '/'});
          await pagefind.init();
          const found = await pagefind.search(${JSON.stringify(query)});
          return Promise.all(found.results.slice(0, 30).map(async (result) => (await result.data()).url));
        })()`)) as string[];
        times.push(performance.now() - begin);
        return urls.map((url) => routeOfUrl(locale, url.replace(/\.html$/, '').replace(/\/index$/, '/')));
      });
      times.sort((a, b) => a - b);
      figures.push({
        engine: 'Pagefind 1.6, its defaults',
        locale,
        buildMs,
        indexGzip:
          sizeOf(path.join(output, 'index'), (name) => name.startsWith(language)) +
          sizeOf(path.join(output, 'fragment'), (name) => name.startsWith(language)) +
          sizeOf(output, (name) => name.includes(language)),
        medianQueryMs: times[Math.floor(times.length / 2)] ?? 0,
        maxQueryMs: times.at(-1) ?? 0,
        relevance,
      });
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(output, {recursive: true, force: true});
  }
  return figures;
}
