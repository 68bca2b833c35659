/**
 * Where the content chunks of the operation pages are. The bundler's runtime, which every page loads, maps each
 * chunk to its file; src/patches/api-routes takes the operation pages' chunks out of those maps, because with a
 * large API they made up most of them, and puts them into the operation routes' module, which hands them here.
 */

/** The bundler's runtime functions that name a chunk's file (webpack and Rspack alike). */
declare const __webpack_require__: {
  /** Path of a chunk's script, relative to the public path. */
  u: (chunkId: string | number) => string;
  /** Docusaurus' "get chunk asset": the URL of a chunk's script by its name. */
  gca?: (chunkName: string) => string;
};

export interface ChunkFiles {
  /** Chunk id → script path, as the runtime's `u` returns it. */
  byId: Record<string, string>;
  /** Chunk name → chunk id. */
  idByName: Record<string, string>;
}

export function installChunkFiles(files: ChunkFiles | string): void {
  // The build replaces the placeholder; the development server does not split the routes.
  if (typeof files === 'string') return;
  const {u, gca} = __webpack_require__;
  __webpack_require__.u = (chunkId) => files.byId[String(chunkId)] ?? u(chunkId);
  if (gca) __webpack_require__.gca = (chunkName) => gca(files.idByName[chunkName] ?? chunkName);
}
