/**
 * When React finished hydrating a page (Docusaurus then sets `<html data-has-hydrated="true">`), as wall-clock
 * milliseconds: the clock of Playwright's `request.timing().startTime`, so requests can be sorted into those
 * made before and after.
 */
import type {Page} from 'playwright-core';

/** Call before the page loads. */
export async function recordHydrationTime(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.hasHydrated !== 'true') return;
      (window as {hydratedAt?: number}).hydratedAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
}

/** Waits for hydration and returns its time. */
export async function hydrationTime(page: Page, timeout = 60_000): Promise<number> {
  const handle = await page.waitForFunction(() => (window as {hydratedAt?: number}).hydratedAt, undefined, {
    timeout,
  });
  return Number(await handle.jsonValue());
}
