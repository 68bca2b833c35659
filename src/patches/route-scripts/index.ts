import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** What this plugin reads of a webpack or Rspack compilation. */
interface Compilation {
  chunkGroups: Iterable<{name?: string | null; origins?: Array<{request?: string | null}>}>;
}
interface Compiler {
  hooks: {afterEmit: {tap(name: string, callback: (compilation: Compilation) => void): void}};
}
/** The part of `react-loadable-ssr-addon`'s client manifest that maps a lazily loaded module to its chunks. */
export interface ClientManifest {
  origins: Record<string, Array<string | number>>;
}

/** Adds each chunk group's import requests as keys of the chunks the manifest has under the group's name. */
export function keyByImportRequest(manifest: ClientManifest, compilation: Compilation): void {
  for (const group of compilation.chunkGroups) {
    const chunks = group.name ? manifest.origins[group.name] : undefined;
    if (chunks === undefined) continue;
    for (const {request} of group.origins ?? []) {
      if (request) manifest.origins[request] ??= chunks;
    }
  }
}

/**
 * Lists each page's own scripts in its HTML, next to the main bundle.
 *
 * Docusaurus renders a page's scripts from the client manifest: the main bundle plus the chunks of every lazily
 * loaded module the page rendered on the server, looked up by the module's import request
 * (`@site/docs/intro.md`). With webpack 5 and Rspack the manifest keys those chunks by chunk name only, so the
 * lookup finds nothing and every page ships just the main bundle, which then asks for the route's chunks when
 * it runs: a second round trip before the page can hydrate, and a script element per chunk created inside
 * the main bundle's start-up task. After the client build has written the manifest, this plugin adds each
 * chunk group's import request as a key, so the page's HTML lists (config/ssrTemplate.ts)
 * its chunks and webpack's loader finds their script elements already in the page.
 */
export default function routeScripts(context: LoadContext): Plugin {
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  const rewriteManifest = (compilation: Compilation): void => {
    // `docusaurus start` writes no manifest; it renders nothing on a server.
    if (!fs.existsSync(manifestPath)) return;
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ClientManifest;
    keyByImportRequest(manifest, compilation);
    fs.writeFileSync(manifestPath, JSON.stringify(manifest));
  };
  return {
    name: 'route-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const plugin = {
        apply(compiler: Compiler): void {
          // The manifest is written in `emit`; `afterEmit` runs once every `emit` hook has finished.
          compiler.hooks.afterEmit.tap('route-scripts', rewriteManifest);
        },
      };
      return {plugins: [plugin]};
    },
  };
}
