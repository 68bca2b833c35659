/**
 * `npm run diagram-sizes`: measures every mermaid diagram of the build in Chromium and writes its natural size
 * to src/theme/Mermaid/sizes.json, from which the server renders each diagram's box before the diagram is drawn
 * (no layout shift). Run it after adding or changing a diagram: build, measure, build again. The build test
 * tests/build/diagrams.test.ts names the diagrams that have no size.
 */
import fs from 'node:fs';
import path from 'node:path';

import {launchBrowser} from '../tests/lib/browser';
import {assertBuilt, fileForUrl} from '../tests/lib/builtSite';
import {allPages} from '../tests/lib/routes';
import {startServer} from '../tests/lib/server';
import {siteDir} from '../config/site';

const sizesFile = path.join(siteDir, 'src/theme/Mermaid/sizes.json');

async function main(): Promise<void> {
  assertBuilt();
  const pages = allPages.filter((page) => {
    const file = fileForUrl(page.url);
    return file !== undefined && fs.readFileSync(file, 'utf8').includes('data-diagram=');
  });
  const server = await startServer();
  const browser = await launchBrowser();
  const sizes: Record<string, [number, number]> = {};
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    for (const {url} of pages) {
      await page.goto(`${server.origin}${url}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const regions = page.locator('[data-diagram]');
      for (let index = 0; index < (await regions.count()); index += 1) {
        const region = regions.nth(index);
        await region.scrollIntoViewIfNeeded();
        await region.locator('svg').first().waitFor({state: 'attached', timeout: 30_000});
        const [key, width, height] = await region.evaluate((element) => {
          const box = element.querySelector('svg')?.viewBox.baseVal;
          return [element.getAttribute('data-diagram') ?? '', box?.width ?? 0, box?.height ?? 0] as const;
        });
        if (!key || width === 0 || height === 0) throw new Error(`${url}: diagram ${index + 1} has no size`);
        sizes[key] = [Math.round(width * 10) / 10, Math.round(height * 10) / 10];
      }
      console.log(`${url}: ${await regions.count()} diagram(s)`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  // One diagram a line, as Prettier writes it.
  const lines = Object.entries(sizes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, [width, height]]) => `  ${JSON.stringify(key)}: [${width}, ${height}]`);
  fs.writeFileSync(sizesFile, `{\n${lines.join(',\n')}\n}\n`);
  console.log(`Wrote ${lines.length} sizes to ${path.relative(siteDir, sizesFile)}; build again.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
