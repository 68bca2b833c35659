/**
 * Links that come into view prefetch their routes' code when the browser is idle, a few at a time.
 *
 * Docusaurus' `Link` prefetches the route of every link that scrolls into view. The observer reports all links
 * of a page at once, right after hydration, and each prefetch matches the route against the whole route table
 * and adds a `<link rel="prefetch">` per chunk, all in one long task right after hydration, when the reader
 * starts to scroll. Here the requests are queued and made in idle periods, a few milliseconds' worth at a
 * time. A link the reader points at is still preloaded at once (`window.docusaurus.preload`, untouched).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type Prefetch = Window['docusaurus']['prefetch'];

/** How long one idle period may prefetch: one prefetch takes about 1 ms on a desktop, 4 ms on a phone. */
const sliceMs = 4;

const queue: string[] = [];
let scheduled = false;

function schedule(prefetch: Prefetch): void {
  if (scheduled) return;
  scheduled = true;
  const run = (): void => {
    scheduled = false;
    const end = performance.now() + sliceMs;
    do {
      const routePath = queue.shift();
      if (routePath === undefined) return;
      void prefetch(routePath);
    } while (performance.now() < end);
    schedule(prefetch);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else window.setTimeout(run, 50);
}

let queued = false;

/** The first route update happens while the first page renders, before any link can come into view. */
export function onRouteDidUpdate(): void {
  if (queued || !ExecutionEnvironment.canUseDOM) return;
  queued = true;
  const {prefetch} = window.docusaurus;
  // Docusaurus freezes the object it mounts on `window`; Link looks it up there on every call.
  window.docusaurus = Object.freeze({
    ...window.docusaurus,
    prefetch: (routePath: string) => {
      if (!queue.includes(routePath)) queue.push(routePath);
      schedule(prefetch);
      return false as const;
    },
  });
}
