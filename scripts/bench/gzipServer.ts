/**
 * The build served as a compressing static host would: gzip for text, clean URLs, long caching of hashed
 * assets. Lighthouse measures the site as readers get it, not as an uncompressed test server sends it.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

import {fileForUrl} from '../../tests/lib/builtSite';
import {listenOnFreePort, notFoundPage, type RunningServer} from '../../tests/lib/server';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'application/yaml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.yaml']);

export async function startGzipServer(): Promise<RunningServer> {
  const gzipped = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = fileForUrl(pathname);
    const status = file === undefined ? 404 : 200;
    const served = file ?? notFoundPage(pathname);
    const extension = path.extname(served);
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': types[extension] ?? 'application/octet-stream',
      'Cache-Control': pathname.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let body: Buffer = fs.readFileSync(served);
    if (compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
      body = gzipped.get(served) ?? zlib.gzipSync(body);
      gzipped.set(served, body);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    response.writeHead(status, headers);
    response.end(body);
  });
  return listenOnFreePort(server);
}
