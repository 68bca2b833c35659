/**
 * The route table of the operation pages in a chunk of its own, so that a page outside the API reference does
 * not carry it (issue 23: with 1,000 operations the table made the main bundle 121 KB gzip instead of 72, and
 * the bundler runtime's list of chunk files 34 KB instead of 7, on every page).
 *
 * Browser build only; the server renders from the whole table, so the HTML is the same.
 *
 * - Loaders hand the browser bundle `routes.js`, `registry.js`, `routesChunkNames.json` and `globalData.json`
 *   without the operation pages (./split.ts), and the operation routes' module (./operations.ts) holds them.
 * - The browser loads that module before it renders an operation page: at start-up
 *   (src/browser/staged-start-up/entry.ts), before a navigation (Docusaurus' `preload`, replaced by
 *   src/browser/api-routes/preload.ts) and when a link to one comes into view (src/clientModules/prefetchWhenIdle.ts).
 *   An operation page's HTML lists its script, so the page does not wait for it.
 * - The bundler's runtime lists the file of every chunk: the operation pages' content chunks are taken out of
 *   its maps and written into the module instead (./chunkFiles.ts), before the bundler gives every file its
 *   final content hash, which then covers both.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {chunkFilesPlaceholder, operationsModule} from './operations';
import {splitRoutes, type ChunkNames, type GlobalData, type RouteSplit} from './split';
import {ApiRoutesBundlerPlugin} from './bundlerPlugin';

const browserDir = path.join(__dirname, '../../browser/api-routes');
export const operationsChunkName = 'api-routes';

function readSplit(generatedFilesDir: string): RouteSplit {
  const read = (file: string): string => fs.readFileSync(path.join(generatedFilesDir, file), 'utf8');
  return splitRoutes({
    routes: read('routes.js'),
    registry: read('registry.js'),
    chunkNames: JSON.parse(read('routesChunkNames.json')) as ChunkNames,
    globalData: JSON.parse(read('globalData.json')) as GlobalData,
  });
}

/** A rule that hands the bundler `replacement`'s text for `file`. */
const replaceWith = (file: string, replacement: string) => ({
  test: (resource: string) => path.resolve(resource) === path.resolve(file),
  use: [{loader: path.join(__dirname, 'replaceLoader.js'), options: {file: replacement}}],
});

export default function apiRoutes(context: LoadContext): Plugin {
  const dir = path.join(context.generatedFilesDir, 'api-routes');
  return {
    name: 'api-routes',
    configureWebpack(config, isServer) {
      fs.mkdirSync(dir, {recursive: true});
      // One file per bundle: Docusaurus configures the browser and the server bundle at the same time.
      const entryFile = path.join(dir, isServer ? 'server.js' : 'browser.js');
      const alias = {'@portal/api-routes': entryFile};
      const split =
        !isServer && config.mode === 'production' ? readSplit(context.generatedFilesDir) : undefined;
      if (split === undefined || split.operations.routes.length === 0) {
        // The server renders from the whole table; `docusaurus start` builds it for the browser as it is.
        fs.writeFileSync(
          entryFile,
          'export const operationsBase = null;\nexport const loadOperations = () => Promise.resolve();\n',
        );
        return {resolve: {alias}};
      }
      const operationsFile = path.join(dir, 'operations.js');
      fs.writeFileSync(
        operationsFile,
        operationsModule(split.operations, path.join(browserDir, 'chunkFiles.ts')),
      );
      fs.writeFileSync(
        entryFile,
        `export const operationsBase = ${JSON.stringify(split.operations.parentPaths.at(-1) ?? null)};\n` +
          `export const loadOperations = () => import(/* webpackChunkName: ${JSON.stringify(operationsChunkName)} */ './operations.js');\n`,
      );
      const generated = (file: string): string => path.join(context.generatedFilesDir, file);
      const written = (file: string, text: string): string => {
        const target = path.join(dir, file);
        fs.writeFileSync(target, text);
        return target;
      };
      const corePreload = require.resolve('@docusaurus/core/lib/client/preload.js');
      return {
        resolve: {alias: {...alias, [corePreload]: path.join(browserDir, 'preload.ts')}},
        module: {
          rules: [
            replaceWith(generated('routes.js'), written('routes.js', split.routes)),
            replaceWith(generated('registry.js'), written('registry.js', split.registry)),
            replaceWith(
              generated('routesChunkNames.json'),
              written('routesChunkNames.json', JSON.stringify(split.chunkNames)),
            ),
            replaceWith(
              generated('globalData.json'),
              written('globalData.json', JSON.stringify(split.globalData)),
            ),
          ],
        },
        plugins: [
          new ApiRoutesBundlerPlugin({
            chunkName: operationsChunkName,
            placeholder: chunkFilesPlaceholder,
            contentChunkNames: split.operations.contentChunkNames,
            contentModules: split.operations.contentModules,
            manifestPath: path.join(context.generatedFilesDir, 'client-manifest.json'),
          }),
        ],
      };
    },
  };
}
