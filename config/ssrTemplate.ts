/**
 * Docusaurus' page template (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`) with one change: the page's scripts
 * are requested and run after the browser has put the server-rendered page on screen.
 *
 * With `<script defer>` a browser that has the scripts in time (a fast network, a warm cache) runs the app's
 * start-up and the route's modules before it paints anything, so a reader on a slow phone stares at a blank
 * page for the length of that work, although the HTML already holds the whole page. Here a small inline
 * loader appends the page's scripts (main bundle and route chunks, see src/patches/route-scripts), in order,
 * once the first contentful paint is reported; a hidden tab, a browser without paint timing or a paint that
 * never comes (ten seconds) start them at once. They are not preloaded: on a slow connection the stylesheet,
 * which the first paint waits for, then has the bandwidth to itself, and the scripts lose about one round trip.
 * (Lighthouse also counts a preloaded script whose evaluation it cannot find in a task of 10 ms or more as
 * holding up the largest paint; preloading moved the simulated LCP of a page between 1.2 and 2.0 s.)
 */

/**
 * Runs in the page; serialised into the template, so it uses nothing outside its own body. It reads the page's
 * scripts from its element's `data-scripts`, so its text is the same on every page: the Content-Security-Policy
 * allows it by one hash (deploy/portal/csp-script-hashes.conf).
 */
function startAfterFirstContentfulPaint(loader: HTMLOrSVGScriptElement | null): void {
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
  if (
    document.hidden ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    start();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) {
      observer.disconnect();
      start();
    }
  }).observe({type: 'paint', buffered: true});
  setTimeout(start, 10_000);
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
    <script data-scripts="<%= JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>">(${startAfterFirstContentfulPaint.toString()})(document.currentScript)</script>
  </body>
</html>
`;
