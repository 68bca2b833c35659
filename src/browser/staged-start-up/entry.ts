/**
 * The browser's entry point: Docusaurus' own (`@docusaurus/core/lib/client/clientEntry.js`), preceded by the
 * modules it needs, evaluated one group per task.
 *
 * Docusaurus' entry imports React DOM, the route table and the whole app at once, so the browser evaluates all
 * of them in the one task that runs the main bundle; the page's own modules (its layout, its component, its
 * content) then evaluate together once their scripts have arrived, and hydration starts in the same task: on a
 * phone (4x CPU slowdown) tasks of 150 to 350 ms before the page responds. Evaluating the same modules first,
 * a group at a time with a yield to the browser in between, splits that work into short tasks; Docusaurus'
 * entry then finds everything evaluated and only starts the app. The shared modules stay in the main bundle
 * (`webpackMode: "eager"`) and the page's modules come from the scripts its HTML lists, so nothing is
 * fetched later than before.
 */
import type {RouteConfig} from 'react-router-config';
import type {ChunkNames} from '@docusaurus/types';

/**
 * Docusaurus' client modules: the site's styles and the cascade-layer order among them. They are the first
 * module with styles this file imports, as they are the first of Docusaurus' entry (through its `App`): the
 * order of the imports decides the order of the rules in the stylesheet, and the first layer a stylesheet
 * names ranks lowest.
 */
const importClientModules = () => import(/* webpackMode: "eager" */ '@generated/client-modules');

/** Lets the browser handle input and paint before the next group. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

type Names = ChunkNames[string];

const chunkNamesOf = (names: Names): string[] =>
  typeof names === 'string'
    ? [names]
    : Array.isArray(names)
      ? names.flatMap(chunkNamesOf)
      : Object.values(names).flatMap(chunkNamesOf);

/** The chunks of the routes the page matches, as Docusaurus finds them when it prefetches a route. */
async function pageChunkLoaders(pathname: string): Promise<Array<() => Promise<unknown>>> {
  const [{default: routes}, {default: routesChunkNames}, {default: registry}, {matchPath}] =
    await Promise.all([
      import(/* webpackMode: "eager" */ '@generated/routes'),
      import(/* webpackMode: "eager" */ '@generated/routesChunkNames'),
      import(/* webpackMode: "eager" */ '@generated/registry'),
      import(/* webpackMode: "eager" */ '@docusaurus/router'),
    ]);
  const paths: string[] = [];
  let level: RouteConfig[] | undefined = routes;
  while (level) {
    const route: RouteConfig | undefined = level.find((candidate) => matchPath(pathname, candidate));
    if (route?.path === undefined) break;
    paths.push(String(route.path));
    level = route.routes;
  }
  return (
    Object.entries(routesChunkNames)
      // Keys are `<route path>-<hash>`.
      .filter(([key]) => paths.includes(key.slice(0, key.lastIndexOf('-'))))
      .flatMap(([, names]) => chunkNamesOf(names))
      .flatMap((name) => {
        const entry = registry[name];
        return entry === undefined ? [] : [entry[0]];
      })
  );
}

async function start(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await importClientModules();
  await nextTask();
  const loaders = await pageChunkLoaders(window.location.pathname);
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  for (const load of loaders) {
    await nextTask();
    // A page whose code fails to load is Docusaurus' to handle (src/clientModules/firstLoadFailure.ts).
    await load().catch(() => undefined);
  }
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
}

void start();
