/**
 * Docusaurus' page template (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`) with one change: the page's scripts
 * are requested and run after the browser has put the server-rendered page on screen.
 *
 * With `<script defer>` a browser that has the scripts in time (a fast network, a warm cache) runs the app's
 * start-up and the route's modules before it paints anything, so a reader on a slow phone stares at a blank
 * page for the length of that work, although the HTML already holds the whole page. Here a small inline
 * loader appends the page's scripts (main bundle and route chunks, see src/patches/route-scripts), in order,
 * once the page is on screen. They are not preloaded: on a slow connection the stylesheet, which the first
 * paint waits for, then has the bandwidth to itself, and the scripts lose about one round trip. (Lighthouse
 * also counts a preloaded script whose evaluation it cannot find in a task of 10 ms or more as holding up the
 * largest paint; preloading moved the simulated LCP of a page between 1.2 and 2.0 s.)
 */

/**
 * A few frames: what the first contentful paint entry takes to arrive after the first frame was rendered where
 * browsers record it (Chromium reports the frame's presentation, up to three frames later on a busy machine).
 */
const framesToWaitForPaintEntry = 6;

/**
 * Runs in the page; serialised into the template, so it uses nothing outside its own body. It reads the page's
 * scripts from its element's `data-scripts`, so its text is the same on every page: the Content-Security-Policy
 * allows it by one hash (deploy/portal/csp-script-hashes.conf).
 *
 * "On screen" is the first contentful paint where the browser reports it. A browser may never report one:
 * Firefox records none when the first load scrolls to a `#fragment`, so waiting for it alone left such a page
 * without scripts for the whole fallback (ten seconds). The rendering loop is the signal every browser has: a
 * frame's animation callbacks run just before it is rendered, so a task queued from there runs after it. The
 * scripts start at the paint entry or a few rendered frames after the first, whichever comes first; a hidden
 * tab, which renders no frames, starts them at once.
 */
function startWhenOnScreen(loader: HTMLOrSVGScriptElement | null, frames: number): void {
  const scripts = JSON.parse(loader?.dataset.scripts ?? '[]') as string[];
  let started = false;
  function start(): void {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      // Dynamically added scripts run as soon as they arrive; these must run in the order given.
      script.async = false;
      // Webpack's chunk loader adopts a script element that is already in the page instead of requesting the
      // chunk again, and waits for its events; one that has failed sends none any more, so it must go.
      script.addEventListener('error', () => script.remove());
      document.head.appendChild(script);
    }
  }
  if (document.hidden) {
    start();
    return;
  }
  document.addEventListener('visibilitychange', start, {once: true});
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        start();
      }
    }).observe({type: 'paint', buffered: true});
  } else {
    frames = 0;
  }
  function afterFrame(): void {
    setTimeout(() => {
      if (frames <= 0) start();
      else if (!started) {
        frames -= 1;
        requestAnimationFrame(afterFrame);
      }
    });
  }
  requestAnimationFrame(afterFrame);
}

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script data-scripts="<%= JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>">(${startWhenOnScreen.toString()})(document.currentScript,${framesToWaitForPaintEntry})</script>
  </body>
</html>
`;
