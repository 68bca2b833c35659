/**
 * How long a page opened at a `#fragment` stays without its scripts, per engine: the time from navigation start
 * until `<html data-has-hydrated>`, in Chromium, Firefox ESR and WebKitGTK, through nginx with the production
 * configuration. Read by polling from outside the page every 25 ms (WebKitGTK runs no script of ours before
 * the page's own), so a figure is at most 25 ms late. The same pages without a fragment are measured beside.
 */
import {desktop, engineNames, launchEngine, type EngineName} from '../../tests/lib/engines';
import {assertBuilt} from '../../tests/lib/builtSite';
import {median} from '../lib/median';
import {startNginx} from '../lib/nginx';

export interface FragmentFigures {
  engine: EngineName;
  url: string;
  /** Median of the runs, milliseconds from navigation start. */
  hydratedMs: number;
  /** The same page without its fragment. */
  withoutFragmentMs: number;
  runs: number[];
}

export const fragmentUrls = [
  '/docs/glossar/intro#tenant',
  '/en/docs/intro#main-objects',
  '/api/create-subscription#request',
];

export async function measureFragments(runs: number): Promise<FragmentFigures[]> {
  assertBuilt();
  const nginx = await startNginx();
  const results: FragmentFigures[] = [];
  try {
    for (const name of engineNames) {
      const engine = await launchEngine(name);
      try {
        const hydrationOf = async (url: string): Promise<number> => {
          const page = await engine.newPage(desktop);
          try {
            await page.goto(`${nginx.origin}${url}`);
            const deadline = Date.now() + 30_000;
            while (!(await page.evaluate(() => document.documentElement.dataset.hasHydrated === 'true'))) {
              if (Date.now() > deadline) throw new Error(`${name}: ${url} did not hydrate in 30 s`);
              await new Promise((resolve) => setTimeout(resolve, 25));
            }
            return Math.round(await page.evaluate(() => performance.now()));
          } finally {
            await page.close();
          }
        };
        for (const url of fragmentUrls) {
          const measured: number[] = [];
          const plain: number[] = [];
          for (let run = 0; run < runs; run += 1) {
            measured.push(await hydrationOf(url));
            plain.push(await hydrationOf(url.split('#')[0] ?? url));
          }
          const figures = {
            engine: name,
            url,
            hydratedMs: median(measured),
            withoutFragmentMs: median(plain),
            runs: measured,
          };
          results.push(figures);
          console.log(
            `[bench] fragment ${name} ${url}: hydrated after ${figures.hydratedMs} ms ` +
              `(without fragment ${figures.withoutFragmentMs} ms; runs ${measured.join(', ')})`,
          );
        }
      } finally {
        await engine.close();
      }
    }
    return results;
  } finally {
    await nginx.close();
  }
}
