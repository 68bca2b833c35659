/**
 * Links that come into view prefetch their routes' code when the browser is idle, a few at a time.
 *
 * Docusaurus' `Link` prefetches the route of every link that scrolls into view. The observer reports all links
 * of a page at once, right after hydration, and each prefetch matches the route against the whole route table
 * and adds a `<link rel="prefetch">` per chunk, all in one long task right after hydration, when the reader
 * starts to scroll. Here the requests are queued and made in idle periods, a few milliseconds' worth at a
 * time. A link the reader points at is still preloaded at once (`window.docusaurus.preload`, untouched).
 *
 * A browser without `<link rel="prefetch">` (WebKit) gets Docusaurus' fallback, an XMLHttpRequest per chunk.
 * WebKit cancels those when the reader leaves the page and logs each as an error ("cannot load … due to access
 * control checks"); they are aborted here before the page is left, which WebKit does not log.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type Prefetch = Window['docusaurus']['prefetch'];

/** How long one idle period may prefetch: one prefetch takes about 1 ms on a desktop, 4 ms on a phone. */
const sliceMs = 4;

const queue: string[] = [];
let scheduled = false;

const linkPrefetchSupported = ((): boolean => {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
})();

/** The fallback's requests still under way. */
const requests = new Set<XMLHttpRequest>();

/** Calls Docusaurus' prefetch, keeping the XMLHttpRequests its fallback sends (synchronously) meanwhile. */
function prefetchTracked(prefetch: Prefetch, routePath: string): void {
  if (linkPrefetchSupported) {
    void prefetch(routePath);
    return;
  }
  const {send} = XMLHttpRequest.prototype;
  XMLHttpRequest.prototype.send = function sendTracked(this: XMLHttpRequest, body) {
    requests.add(this);
    this.addEventListener('loadend', () => requests.delete(this));
    send.call(this, body);
  };
  try {
    void prefetch(routePath);
  } finally {
    XMLHttpRequest.prototype.send = send;
  }
}

/** Set when the reader leaves the page. */
let leaving = false;

/**
 * Docusaurus marks the page (`<html data-has-hydrated>`) a frame after React has hydrated it. On a busy device an
 * idle period can come before that frame; prefetching waits for the mark, so that it starts only once the page
 * has started.
 */
function hasHydrated(): boolean {
  return document.documentElement.dataset.hasHydrated === 'true';
}

/** Before the page is left: nothing more is prefetched, and what is under way is aborted. */
function stopPrefetching(): void {
  leaving = true;
  queue.length = 0;
  for (const request of requests) request.abort();
  requests.clear();
}

function schedule(prefetch: Prefetch): void {
  if (scheduled) return;
  scheduled = true;
  const run = (): void => {
    scheduled = false;
    if (!hasHydrated()) {
      schedule(prefetch);
      return;
    }
    const end = performance.now() + sliceMs;
    do {
      const routePath = queue.shift();
      if (routePath === undefined) return;
      prefetchTracked(prefetch, routePath);
    } while (performance.now() < end);
    schedule(prefetch);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else window.setTimeout(run, 50);
}

/**
 * WebKit also fails the script chunks still loading when the page is left (a route the reader points at is
 * preloaded at once, and Docusaurus does not wait for that promise) and logs each as an unhandled rejection.
 * Leaving cancelled them: no error, and the other engines report none.
 */
function ignoreChunksCancelledByLeaving(event: PromiseRejectionEvent): void {
  if (leaving && event.reason instanceof Error && event.reason.name === 'ChunkLoadError')
    event.preventDefault();
}

let queued = false;

/** The first route update happens while the first page renders, before any link can come into view. */
export function onRouteDidUpdate(): void {
  if (queued || !ExecutionEnvironment.canUseDOM) return;
  queued = true;
  if (!linkPrefetchSupported) {
    // beforeunload comes before WebKit stops the page's loads; pagehide covers a page left otherwise.
    window.addEventListener('beforeunload', stopPrefetching);
    window.addEventListener('pagehide', stopPrefetching);
    window.addEventListener('unhandledrejection', ignoreChunksCancelledByLeaving);
  }
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
