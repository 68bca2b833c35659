/**
 * A page whose code fails to load on the first visit shows the error and a Retry button.
 *
 * Before the first render Docusaurus loads the code of the page's routes and renders only once all of it
 * has arrived; when a chunk fails (a flaky network, a blocked request) it renders nothing at all. The
 * server-rendered page then stays on screen, but dead: no tab, button, search or colour switch reacts, and
 * nothing tells the reader why. Here the failure of that first load is caught, so Docusaurus renders the site
 * anyway: the route whose code is missing shows `@theme/Loading` with the error and a Retry button that
 * loads the page again (src/theme/Loading).
 *
 * Later navigations keep Docusaurus' own handling: a route change whose code fails reloads the page, which
 * also brings a tab that outlived a deployment onto the new version. That is why the first route update,
 * which Docusaurus announces as it renders the first page, ends the catching.
 */
import routes from '@generated/routes';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

interface Preloadable {
  preload?: () => Promise<unknown>;
}

interface RouteTree {
  component?: unknown;
  routes?: RouteTree[];
}

let firstLoad = true;

function catchFirstLoadFailures(tree: readonly RouteTree[]): void {
  for (const route of tree) {
    const component = route.component as Preloadable | undefined;
    const preload = component?.preload;
    if (component !== undefined && typeof preload === 'function') {
      component.preload = () => {
        const loading = preload();
        if (!firstLoad) return loading;
        return loading.catch((error: unknown) => {
          console.error('The code of this page failed to load:', error);
        });
      };
    }
    if (route.routes !== undefined) catchFirstLoadFailures(route.routes);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  catchFirstLoadFailures(routes);
}

export function onRouteUpdate(): void {
  firstLoad = false;
}
