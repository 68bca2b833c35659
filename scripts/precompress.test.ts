import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import zlib from 'node:zlib';

import {precompress} from './precompress';

test('copies every compressible file once, and again only when the file is newer than its copies', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  try {
    const page = path.join(dir, 'en/docs/intro.html');
    fs.mkdirSync(path.dirname(page), {recursive: true});
    fs.writeFileSync(page, '<p>first</p>'.repeat(100));
    fs.writeFileSync(path.join(dir, 'small.js'), 'let x;');
    fs.writeFileSync(path.join(dir, 'picture.png'), Buffer.alloc(1000));

    assert.deepEqual(await precompress(dir), {files: 1, bytes: 1200});
    assert.equal(
      zlib.brotliDecompressSync(fs.readFileSync(`${page}.br`)).toString(),
      '<p>first</p>'.repeat(100),
    );
    assert.ok(!fs.existsSync(path.join(dir, 'small.js.gz')), 'smaller than nginx compresses');
    assert.ok(!fs.existsSync(path.join(dir, 'picture.png.gz')), 'not a type nginx compresses');
    assert.equal((await precompress(dir)).files, 0, 'copies newer than their file are kept');

    fs.writeFileSync(page, '<p>second</p>'.repeat(100));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(page, later, later);
    assert.equal((await precompress(dir)).files, 1);
    assert.equal(zlib.gunzipSync(fs.readFileSync(`${page}.gz`)).toString(), '<p>second</p>'.repeat(100));
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
