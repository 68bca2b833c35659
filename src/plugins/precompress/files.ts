/**
 * Which files of a build get precompressed copies, and how they are compressed. Shared by the plugin, its
 * worker, the tests and the benchmark, so that all of them agree on what a copy is.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The extensions whose types deploy/portal/http.conf compresses (`gzip_types`, `brotli_types`, and text/html,
 * which nginx always compresses). tests/nginx/precompressed.test.ts checks both lists against each other.
 */
export const compressibleExtensions: ReadonlySet<string> = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.xml',
  '.atom',
  '.txt',
  '.yaml',
  '.yml',
  '.svg',
  '.webmanifest',
]);

/**
 * nginx's `gzip_min_length` and `brotli_min_length` in deploy/portal/http.conf: every file nginx would compress
 * on the fly has a copy, so on-the-fly compression is left for files that have none.
 */
export const minimumBytes = 256;

export const copySuffixes = ['.br', '.gz'] as const;

/** A `.br` or `.gz` copy the build wrote beside a file; not a file of the site itself. */
export function isPrecompressedCopy(file: string): boolean {
  return copySuffixes.some((suffix) => file.endsWith(suffix));
}

export function isCompressible(file: string, size: number): boolean {
  return compressibleExtensions.has(path.extname(file)) && size >= minimumBytes;
}

/**
 * The compressible files under `dir`, largest first (so a pool of workers finishes together), leaving out the
 * folders in `exclude` (the other locales' builds inside the default locale's).
 */
export function compressibleFiles(dir: string, exclude: readonly string[] = []): string[] {
  const found: Array<{file: string; size: number}> = [];
  const walk = (current: string): void => {
    for (const entry of fs.readdirSync(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (!exclude.includes(full)) walk(full);
      } else if (entry.isFile() && compressibleExtensions.has(path.extname(entry.name))) {
        const {size} = fs.statSync(full);
        if (isCompressible(full, size)) found.push({file: full, size});
      }
    }
  };
  walk(dir);
  return found.sort((a, b) => b.size - a.size || a.file.localeCompare(b.file)).map(({file}) => file);
}

/**
 * Brotli quality 10 for the hashed files in `assets/` and for the pages; quality 9 for the other files every build
 * writes anew (search indexes, OpenAPI files, llms-full.txt). Measured with Node's zlib on this site (2026-11-25,
 * sizes and CPU seconds of one core):
 *
 * - pages: quality 9 is pathologically slow on this HTML. All 308 pages (62.9 MB) took 25.8 CPU-s at 9 for
 *   3.567 MB, 8.4 s at 10 for 3.339 MB (6 % smaller), 0.75 s at 8 for 3.585 MB. At 992 operations (372 MB of
 *   HTML, issue 23) quality 9 alone would be about 150 CPU-s of the build.
 * - scripts (21.7 MB): 5.9 s at 9, 7.9 s at 10 for 6 % less; every reader downloads them, browsers keep them
 *   for a year, and they hold the largest downloads (the API explorer's scripts).
 * - data files: quality 10 is three to four times as slow as 9 (JSON 15.6 MB: 1.3 against 5.2 s, 12 % smaller),
 *   and they grow with the API (140 MB at 992 operations); 9 is kept there.
 *
 * Quality 11, which issue 29 names, breaks that issue's own budget of 10 % of the build: in paired cold builds
 * of both locales (2026-11-25, 2 cores), quality 11 for the assets alone made the build 13.5 s longer (2:13.5
 * against 2:00.1, both pairs alike; the copies' CPU time 36–38 s against 20–23 s) for scripts 1 to 2 % smaller
 * (the largest, 666 KB: 115.2 against 117.4 KB), and the pages at 11 took 32.5 CPU-s for 2 % less than at 10.
 * All copies remain far smaller than nginx's on-the-fly level 6 (2.5 times as large for the largest script when
 * it was measured).
 */
export function brotliQuality(pathInLocale: string): 9 | 10 {
  return pathInLocale.split(path.sep)[0] === 'assets' || path.extname(pathInLocale) === '.html' ? 10 : 9;
}

/**
 * Brotli with a window as large as the file needs, up to 16 MB (24 bits, the largest that browsers decode;
 * Brotli's "large window" extension is not part of the format they accept). Like the `brotli` command line
 * tool, small files get a small window, so decoding them needs little memory.
 */
export function brotliOptions(size: number, quality: number): zlib.BrotliOptions {
  let window = zlib.constants.BROTLI_MIN_WINDOW_BITS;
  while (window < zlib.constants.BROTLI_MAX_WINDOW_BITS && 2 ** window - 16 < size) window += 1;
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_LGWIN]: window,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** gzip at zlib's maximum compression, as `gzip -9`. */
export const gzipOptions: zlib.ZlibOptions = {level: zlib.constants.Z_BEST_COMPRESSION};

/** Names the settings in cache keys, so the cache never hands out a copy made with other settings. */
export function settingsTag(quality: number): string {
  return `br${quality}-w24-gz9`;
}
