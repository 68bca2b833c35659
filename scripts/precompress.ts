/**
 * The precompressed copies: a Brotli (`.br`) and a gzip (`.gz`) copy beside every file of the build that nginx
 * compresses, so that nginx sends them as they are (`brotli_static`, `gzip_static` in deploy/portal/http.conf).
 * Compressing on the fly cost nginx a tenth of a CPU second per request for the largest script and sent 2.5 times
 * the bytes of a precompressed copy (issue 29). `npm run build` (scripts/build.ts) writes them once every locale
 * is built, so every file the plugins wrote is final; a copy newer than its file is kept.
 *
 * The work runs on Node's thread pool (zlib's asynchronous functions), a file per core at a time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
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

/** nginx's `gzip_min_length` and `brotli_min_length`: smaller files are sent as they are. */
export const minimumBytes = 256;

const copySuffixes = ['.br', '.gz'] as const;

/** A `.br` or `.gz` copy the build wrote beside a file; not a file of the site itself. */
export const isPrecompressedCopy = (file: string): boolean =>
  copySuffixes.some((suffix) => file.endsWith(suffix));

/**
 * Brotli 10 for the hashed scripts and styles and for the pages, 9 for the data files every build writes anew
 * (search indexes, OpenAPI files, llms-full.txt). Measured on this site (2026-11-25): on its HTML quality 9 is
 * three times as slow as 10 for a result 6 % larger; on the scripts 10 is 6 % smaller than 9 for a third more
 * time; on the JSON files 10 is three to four times as slow as 9 for 12 % less. Quality 11 made a cold build of
 * both locales 13.5 s longer for scripts 1 to 2 % smaller.
 */
export function brotliQuality(pathInBuild: string): 9 | 10 {
  return pathInBuild.split(path.sep).includes('assets') || path.extname(pathInBuild) === '.html' ? 10 : 9;
}

/** Brotli with a window as large as the file needs, up to 16 MB, the largest that browsers decode. */
function brotliOptions(size: number, quality: number): zlib.BrotliOptions {
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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The compressible files under `dir` whose copies are missing or older than the file, largest first. */
function filesToCompress(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && compressibleExtensions.has(path.extname(entry.name)))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return {file, stat: fs.statSync(file)};
    })
    .filter(({file, stat}) => {
      if (stat.size < minimumBytes) return false;
      return copySuffixes.some((suffix) => {
        const copy = fs.statSync(`${file}${suffix}`, {throwIfNoEntry: false});
        return copy === undefined || copy.mtimeMs < stat.mtimeMs;
      });
    })
    .sort((a, b) => b.stat.size - a.stat.size)
    .map(({file}) => file);
}

/** Writes the copies of every compressible file under `dir`; tells how many files and bytes it compressed. */
export async function precompress(dir: string): Promise<{files: number; bytes: number}> {
  const files = filesToCompress(dir);
  let next = 0;
  let bytes = 0;
  const lane = async (): Promise<void> => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      const original = await fs.promises.readFile(file);
      const quality = brotliQuality(path.relative(dir, file));
      const [br, gz] = await Promise.all([
        brotli(original, brotliOptions(original.length, quality)),
        gzip(original, {level: zlib.constants.Z_BEST_COMPRESSION}),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
      bytes += original.length;
    }
  };
  await Promise.all(Array.from({length: os.availableParallelism()}, lane));
  return {files: files.length, bytes};
}
