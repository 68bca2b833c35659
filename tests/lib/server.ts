/**
 * Serves the production build on a free loopback port, as a static host would: clean URLs, `.html` and
 * `/index.html` forms redirected to the clean path, and the not-found page of the path's locale with
 * status 404.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import handler from 'serve-handler';

import {buildDir, locales, localePrefix, defaultLocale} from '../../config/site';
import {fileForUrl} from './builtSite';

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

/** The not-found page of the locale a path belongs to. */
export function notFoundPage(pathname: string): string {
  const locale =
    locales.find(
      (candidate) => candidate !== defaultLocale && pathname.startsWith(`${localePrefix(candidate)}/`),
    ) ?? defaultLocale;
  return path.join(buildDir, localePrefix(locale), '404.html');
}

export async function startServer(): Promise<RunningServer> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const stripped = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
    if (stripped !== pathname && !pathname.endsWith('/404.html')) {
      response.writeHead(301, {Location: stripped});
      response.end();
      return;
    }
    if (fileForUrl(pathname) === undefined && !fs.existsSync(path.join(buildDir, pathname))) {
      response.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
      fs.createReadStream(notFoundPage(pathname)).pipe(response);
      return;
    }
    void handler(request, response, {public: buildDir, cleanUrls: true, directoryListing: false});
  });
  return listenOnFreePort(server);
}

/** Starts a server on a free loopback port; `close` also ends open keep-alive connections. */
export async function listenOnFreePort(server: http.Server): Promise<RunningServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
