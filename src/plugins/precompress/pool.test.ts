import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import zlib from 'node:zlib';

import {PrecompressPool} from './pool';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-pool-'));
after(() => fs.rmSync(root, {recursive: true, force: true}));

/** A locale's output folder: a hashed script from the bundle, a page, and a file too small for a copy. */
function site(name: string): {outDir: string; script: string; page: string; small: string} {
  const outDir = path.join(root, name);
  const script = path.join(outDir, 'assets/js/main.0123abcd.js');
  const page = path.join(outDir, 'docs/intro/index.html');
  const small = path.join(outDir, 'robots.txt');
  fs.mkdirSync(path.dirname(script), {recursive: true});
  fs.mkdirSync(path.dirname(page), {recursive: true});
  fs.writeFileSync(script, `console.log(${JSON.stringify(name)});\n`.repeat(40));
  fs.writeFileSync(page, `<!doctype html><p>${name}</p>\n`.repeat(40));
  fs.writeFileSync(small, 'User-agent: *\n');
  return {outDir, script, page, small};
}

function assertCopies(file: string): void {
  const original = fs.readFileSync(file);
  assert.ok(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(original), `${file}.br`);
  assert.ok(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(original), `${file}.gz`);
}

test('the bundle goes first, postBuild() sends only what is new, and every copy is made once', async () => {
  const {outDir, script, page, small} = site('bundle-first');
  const pool = new PrecompressPool(path.join(root, 'cache-1'));
  assert.equal(pool.addBundle('de', outDir, []).files, 1, 'the script of the bundle');
  // The pages exist only once they are rendered; the script is not sent again.
  assert.equal(pool.addLocale('de', outDir, []).files, 1, 'the page');
  await pool.finish();
  assertCopies(script);
  assertCopies(page);
  assert.ok(!fs.existsSync(`${small}.br`), 'no copy of a file below the minimum size');
  assert.equal(process.exitCode ?? 0, 0);
});

test('copies one process hands over are made by the next', async () => {
  const {outDir, script, page} = site('hand-over');
  const cacheDir = path.join(root, 'cache-2');
  const handOverFile = path.join(root, 'hand-over.json');
  const first = new PrecompressPool(cacheDir);
  first.addLocale('de', outDir, []);
  // At once: the workers stop after the file each is on. Whatever they made, the page is left to the next.
  await first.handOver(handOverFile);
  assert.ok(fs.existsSync(handOverFile));
  for (const suffix of ['.br', '.gz']) fs.rmSync(`${page}${suffix}`, {force: true});

  const second = new PrecompressPool(cacheDir);
  second.takeOver(handOverFile);
  assert.ok(!fs.existsSync(handOverFile), 'taken, so that no third process takes it again');
  await second.finish();
  assertCopies(script);
  assertCopies(page);
  assert.equal(process.exitCode ?? 0, 0);
});
