/**
 * The build's precompressed copies (scripts/precompress.ts): every file nginx compresses has a `.br` and a
 * `.gz` copy that decode to exactly that file, made with Brotli 10 (hashed assets and pages) or 9 (the other
 * data files) and gzip's maximum compression; nothing else has one.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import zlib from 'node:zlib';

import {buildDir, defaultLocale, locales, localePrefix, type Locale} from '../../config/site';
import {compressibleExtensions, isPrecompressedCopy, minimumBytes} from '../../scripts/precompress';
import {assertBuilt, fileForUrl} from '../lib/builtSite';

assertBuilt();
const files = fs
  .readdirSync(buildDir, {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name));
const originals = files.filter((file) => !isPrecompressedCopy(file));
const relative = (file: string): string => path.relative(buildDir, file);
const localeOf = (file: string): Locale =>
  locales.find((locale) => localePrefix(locale) !== '' && relative(file).startsWith(`${localePrefix(locale).slice(1)}/`)) ??
  defaultLocale;

describe('precompressed copies', () => {
  test('every compressible file of both locales has a .br and a .gz copy that decode to it', () => {
    const compressible = originals.filter(
      (file) => compressibleExtensions.has(path.extname(file)) && fs.statSync(file).size >= minimumBytes,
    );
    for (const locale of locales) {
      const ownFiles = compressible.filter((file) => localeOf(file) === locale);
      assert.ok(ownFiles.length > 300, `${locale}: pages, scripts and data files (${ownFiles.length})`);
    }
    for (const file of compressible) {
      const original = fs.readFileSync(file);
      for (const [suffix, decode] of [
        ['.br', zlib.brotliDecompressSync],
        ['.gz', zlib.gunzipSync],
      ] as const) {
        assert.ok(fs.existsSync(`${file}${suffix}`), `${relative(file)}${suffix} exists`);
        assert.ok(decode(fs.readFileSync(`${file}${suffix}`)).equals(original), `${relative(file)}${suffix} decodes to it`);
      }
    }
  });

  test('every copy belongs to a compressible file of the build, and only small files have none', () => {
    for (const copy of files.filter(isPrecompressedCopy)) {
      const original = copy.slice(0, -3);
      assert.ok(originals.includes(original), `${relative(copy)} has its file`);
      assert.ok(compressibleExtensions.has(path.extname(original)), `${relative(original)} is compressible`);
    }
    const withoutCopy = originals.filter(
      (file) => compressibleExtensions.has(path.extname(file)) && !fs.existsSync(`${file}.br`),
    );
    for (const file of withoutCopy) assert.ok(fs.statSync(file).size < minimumBytes, relative(file));
    // Markdown copies of the pages are served as plain files (nginx has no type for .md), so they get none.
    assert.ok(originals.some((file) => file.endsWith('.md')));
    assert.ok(!files.some((file) => file.endsWith('.md.br')));
  });

  /** The smallest Brotli output of `quality` with the largest window; a copy made with it is no larger. */
  function brotliSize(data: Buffer, quality: number): number {
    return zlib.brotliCompressSync(data, {
      params: {[zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_LGWIN]: 24},
    }).length;
  }

  for (const locale of locales) {
    const prefix = localePrefix(locale);
    const samples: Array<[string, string, number]> = [
      ['the main script, a hashed asset,', `${prefix}/assets/js/${mainScript(prefix)}`, 10],
      ['the OpenAPI file', `${prefix}/openapi.yaml`, 9],
      ['a guide', `${prefix}/docs/intro`, 10],
    ];
    for (const [what, url, quality] of samples) {
      test(`${locale}: ${what} is compressed with Brotli ${quality} and gzip -9`, () => {
        const file = fileForUrl(url);
        assert.ok(file !== undefined, url);
        const original = fs.readFileSync(file);
        // The window the file needs gives the largest window's result, give or take a header byte.
        const br = fs.statSync(`${file}.br`).size;
        assert.ok(br <= brotliSize(original, quality) + 4, `as small as Brotli ${quality} makes it (${br} bytes)`);
        assert.ok(br > brotliSize(original, quality + 1), `not made with Brotli ${quality + 1}`);
        const gz = fs.statSync(`${file}.gz`).size;
        assert.ok(gz <= zlib.gzipSync(original, {level: 9}).length, `as small as gzip -9 makes it (${gz} bytes)`);
      });
    }
  }
});

function mainScript(prefix: string): string {
  const name = fs.readdirSync(path.join(buildDir, prefix, 'assets/js')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  assert.ok(name !== undefined, `${prefix}/assets/js/main.*.js`);
  return name;
}
