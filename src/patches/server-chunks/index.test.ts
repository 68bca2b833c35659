/**
 * The server chunk split, applied by Rspack (the bundler of the site's builds) to a small server bundle shaped as
 * Docusaurus builds it: a CommonJS entry that loads each page's chunk when it renders that page.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {rspack, type Configuration as RspackConfiguration} from '@rspack/core';
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import type {Configuration} from 'webpack';

import serverChunks, {shareServerChunks, sharedChunkName} from './index';

const marker = 'module both pages share';
// The plugin reads neither the bundler utilities nor any content.
const utilsUnused = {} as ConfigureWebpackUtils;
const folders: string[] = [];
after(() => folders.forEach((folder) => fs.rmSync(folder, {recursive: true, force: true})));

function project(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-server-chunks-'));
  folders.push(folder);
  const files: Record<string, string> = {
    'entry.js': "module.exports = () => Promise.all([import('./pageA.js'), import('./pageB.js')]);",
    'shared.js': `export const text = ${JSON.stringify(marker)};`,
    'pageA.js': "import {text} from './shared.js'; export default `A: ${text}`;",
    'pageB.js': "import {text} from './shared.js'; export default `B: ${text}`;",
  };
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), content);
  return folder;
}

/** Bundles the project as Docusaurus configures its server bundle; `adapt` may change the configuration first. */
async function bundle(adapt: (config: Configuration) => void): Promise<{out: string; files: string[]}> {
  const folder = project();
  const out = path.join(folder, 'out');
  const config: Configuration = {
    mode: 'production',
    context: folder,
    target: 'node20',
    entry: {main: './entry.js'},
    output: {
      path: out,
      filename: 'server.bundle.js',
      // As Docusaurus names chunks in production builds.
      chunkFilename: 'assets/js/[name].[contenthash:8].js',
      libraryTarget: 'commonjs2',
    },
    optimization: {splitChunks: false, minimize: false},
  };
  adapt(config);
  await new Promise<void>((resolve, reject) => {
    rspack(config as RspackConfiguration).run((error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({all: false, errors: true})));
      else resolve();
    });
  });
  const files = fs
    .readdirSync(out, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js'));
  return {out, files};
}

const holding = (out: string, files: string[]): string[] =>
  files.filter((file) => fs.readFileSync(path.join(out, file), 'utf8').includes(marker));

test("Docusaurus' server settings give each page chunk its own copy of a shared module", async () => {
  const {out, files} = await bundle(() => {});
  assert.equal(holding(out, files).length, 2, `files: ${files.join(', ')}`);
});

test('with the plugin the shared module is written once, into the shared chunk, and both pages render', async () => {
  const {out, files} = await bundle((config) =>
    serverChunks().configureWebpack?.(config, true, utilsUnused, undefined),
  );
  const copies = holding(out, files);
  assert.equal(copies.length, 1, `files: ${files.join(', ')}`);
  assert.match(path.basename(copies[0] ?? ''), new RegExp(`^${sharedChunkName}\\.`));
  const render = createRequire(path.join(out, 'server.bundle.js'))('./server.bundle.js') as () => Promise<
    Array<{default: string}>
  >;
  assert.deepEqual(
    (await render()).map((page) => page.default),
    [`A: ${marker}`, `B: ${marker}`],
  );
});

test('the client bundle keeps the settings Docusaurus gives it', () => {
  const config: Configuration = {optimization: {splitChunks: {chunks: 'all'}}};
  serverChunks().configureWebpack?.(config, false, utilsUnused, undefined);
  assert.deepEqual(config.optimization?.splitChunks, {chunks: 'all'});
});

test('a server bundle that Docusaurus already splits stops the build with a message', () => {
  assert.throws(
    () => shareServerChunks({optimization: {splitChunks: {chunks: 'async'}}}),
    /no longer turns chunk splitting off for the server bundle/,
  );
});
