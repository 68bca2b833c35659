import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps the API reference's browser code off the guide pages.
 *
 * Docusaurus puts every module that half of all pages use into one `common` chunk that every page loads.
 * With 124 operation pages against about 35 others, that chunk filled up with the OpenAPI theme and its
 * Markdown renderer and store (about 150 KB gzip), which every guide then paid for. Here `common` only looks at
 * the chunks of pages outside the API reference, and a second group collects what the API pages share into a
 * chunk that only they load.
 */
export default function apiChunks(context: LoadContext): Plugin {
  return {
    name: 'api-chunks',
    configureWebpack(config, isServer) {
      const splitChunks = config.optimization?.splitChunks;
      if (isServer || !splitChunks || typeof splitChunks !== 'object') return {};
      const common = splitChunks.cacheGroups?.common;
      if (!common || typeof common !== 'object') {
        throw new Error(
          'api-chunks: Docusaurus no longer defines the `common` cache group; revisit this plugin.',
        );
      }
      const routes = routeChunks(context);
      const inSet =
        (names: Set<string>) =>
        (chunk: {name?: string | null}): boolean =>
          chunk.name != null && names.has(chunk.name);
      splitChunks.cacheGroups = {
        ...splitChunks.cacheGroups,
        // Docusaurus' rule (what half of the pages share), applied to each kind of page on its own. Only route
        // chunks count: mermaid alone splits into dozens of chunks that would otherwise pass the threshold.
        common: {...common, chunks: inSet(routes.other), minChunks: half(routes.otherRoutes)},
        apiCommon: {
          name: 'api-common',
          chunks: inSet(routes.apiOnly),
          minChunks: half(routes.apiRoutes),
          priority: 40,
        },
      };
      return {};
    },
  };
}

const half = (count: number): number => Math.max(2, Math.floor(count / 2));

/**
 * The chunks only API routes use and those other routes use, from the route-to-chunk map Docusaurus writes
 * while loading the site. An API route is a page under the API base path whose component no other page uses:
 * the hand-written pages there (landing page, introduction) share the guides' `DocItem` and count with them,
 * so what they load (the MDX runtime, for one) does not end up in `api-common`.
 */
function routeChunks(context: LoadContext): {
  apiOnly: Set<string>;
  other: Set<string>;
  apiRoutes: number;
  otherRoutes: number;
} {
  const apiPath = `${context.baseUrl}api`;
  const file = path.join(context.generatedFilesDir, 'routesChunkNames.json');
  const routes = Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>).map(
    ([key, chunks]) => {
      // Keys are `<route path>-<3-character hash>`.
      const routePath = key.slice(0, key.lastIndexOf('-'));
      const component =
        chunks && typeof chunks === 'object' ? (chunks as {__comp?: unknown}).__comp : undefined;
      return {
        underApi: routePath === apiPath || routePath.startsWith(`${apiPath}/`),
        component: typeof component === 'string' ? component : undefined,
        names: chunkNamesIn(chunks),
      };
    },
  );
  const componentsOutsideApi = new Set(
    routes.filter((route) => !route.underApi).map((route) => route.component),
  );
  const api = new Set<string>();
  const other = new Set<string>();
  let apiRoutes = 0;
  for (const route of routes) {
    const isApi = route.underApi && !componentsOutsideApi.has(route.component);
    if (isApi) apiRoutes += 1;
    for (const name of route.names) (isApi ? api : other).add(name);
  }
  // A layout chunk that API and guide routes share (the docs root, for example) is not API-only.
  const apiOnly = new Set([...api].filter((name) => !other.has(name)));
  return {apiOnly, other, apiRoutes, otherRoutes: routes.length - apiRoutes};
}

function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesIn);
  return [];
}
