/**
 * The module of the operation pages' routes (see ./index.ts): when the browser loads it, it adds their entries to
 * the registry, the route chunk names and the docs plugin's global data, tells the chunk loader where their
 * content chunks are, and adds their routes to the route table, where Docusaurus finds them as if they had
 * always been there.
 */
import type {RouteSplit} from './split';

/** Replaced, in the built chunk, by the content chunks' files (./chunkFiles.ts). */
export const chunkFilesPlaceholder = '__PORTAL_API_OPERATION_CHUNK_FILES__';

export function operationsModule(operations: RouteSplit['operations'], installModule: string): string {
  const routes = operations.routes.map(
    ({path, hash, rest}) =>
      `{path: ${JSON.stringify(path)}, component: ComponentCreator(${JSON.stringify(path)}, ${JSON.stringify(hash)}),\n${rest}}`,
  );
  return `// Written by src/patches/api-routes for the browser build; do not edit.
import ComponentCreator from '@docusaurus/ComponentCreator';
import routes from '@generated/routes';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import globalData from '@generated/globalData';
import {installChunkFiles} from ${JSON.stringify(installModule)};

installChunkFiles(${JSON.stringify(chunkFilesPlaceholder)});
Object.assign(registry, {
${operations.registryEntries.join(',\n')}
});
Object.assign(routesChunkNames, ${JSON.stringify(operations.chunkNames)});
const docsData = globalData['docusaurus-plugin-content-docs'];
for (const [pluginId, docs] of Object.entries(${JSON.stringify(operations.docs)})) {
  docsData[pluginId].versions[0].docs.push(...docs);
}
export const operationRoutes = [
${routes.join(',\n')}
];
let level = routes;
for (const path of ${JSON.stringify(operations.parentPaths)}) {
  level = level.find((route) => route.path === path && route.routes).routes;
}
level.push(...operationRoutes);
`;
}
