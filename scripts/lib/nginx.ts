/**
 * Runs Debian's nginx with the repository's portal configuration (deploy/portal/) over a build, on a
 * loopback port, from a temporary prefix. The same server block body and http settings as production;
 * only what deploy/nginx.conf says about the host (ports, certificate, root, logs) is set here.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import {writeCspInclude} from './nginxCsp';
import {buildDir, siteDir} from '../../config/site';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const brotliModules = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];
export const portalConfigDir = path.join(siteDir, 'deploy/portal');
const installHint =
  'apt-get update && apt-get install -y nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static';

export function assertNginxInstalled(): void {
  for (const file of [nginxBinary, ...brotliModules]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing. Install Debian's nginx: ${installHint}`);
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A throwaway certificate for 127.0.0.1, so the TLS-only behaviour (HSTS) can be checked locally. */
function writeSelfSignedCertificate(dir: string): {certificate: string; key: string} {
  const certificate = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  const result = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', key, '-out', certificate],
    ],
    {encoding: 'utf8'},
  );
  if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr}`);
  return {certificate, key};
}

interface MainConfig {
  prefix: string;
  root: string;
  port: number;
  tls?: {port: number; certificate: string; key: string};
  /** A port for the plain-HTTP server block of deploy/nginx.conf, which only redirects to HTTPS. */
  redirectPort?: number;
}

function mainConfig({prefix, root, port, tls, redirectPort}: MainConfig): string {
  const temp = (name: string): string => `    ${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  return [
    '# Written by scripts/lib/nginx.ts for a local run; production uses deploy/nginx.conf.',
    'daemon off;',
    'worker_processes 2;',
    // As root, nginx would switch its workers to `nobody`, who may not read a build in a private home.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    ...brotliModules.map((module) => `load_module ${module};`),
    'events {',
    '    worker_connections 512;',
    '}',
    'http {',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
    `    include ${path.join(portalConfigDir, 'http.conf')};`,
    `    include ${path.join(prefix, 'csp-script-hashes.conf')};`,
    '    server {',
    `        listen 127.0.0.1:${port};`,
    ...(tls === undefined
      ? []
      : [
          `        listen 127.0.0.1:${tls.port} ssl;`,
          `        ssl_certificate ${tls.certificate};`,
          `        ssl_certificate_key ${tls.key};`,
        ]),
    `        root ${root};`,
    `        include ${path.join(portalConfigDir, 'site.conf')};`,
    '    }',
    ...(redirectPort === undefined
      ? []
      : [
          '    server {',
          `        listen 127.0.0.1:${redirectPort};`,
          `        include ${path.join(portalConfigDir, 'redirect-to-https.conf')};`,
          '    }',
        ]),
    '}',
    '',
  ].join('\n');
}

export interface NginxOptions {
  /** The assembled build to serve; `build/` by default. */
  root?: string;
  /** A fixed port; a free one by default. */
  port?: number;
  /** Also listen with TLS (self-signed certificate) on another free port. */
  tls?: boolean;
  /** Also run the plain-HTTP server that redirects to HTTPS, on another free port. */
  httpsRedirect?: boolean;
}

export interface RunningNginx {
  origin: string;
  /** https origin when started with `tls`. */
  tlsOrigin?: string;
  /** Origin of the redirect-to-HTTPS server when started with `httpsRedirect`. */
  redirectOrigin?: string;
  /** The temporary prefix with nginx.conf, the generated CSP include and error.log. */
  prefix: string;
  close(): Promise<void>;
}

function answers(origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(origin, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
    request.setTimeout(1000, () => request.destroy());
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function startOnce(options: NginxOptions, prefix: string): Promise<RunningNginx> {
  const root = path.resolve(options.root ?? buildDir);
  const port = options.port ?? (await freePort());
  const tls = options.tls ? {port: await freePort(), ...writeSelfSignedCertificate(prefix)} : undefined;
  const redirectPort = options.httpsRedirect ? await freePort() : undefined;
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, mainConfig({prefix, root, port, tls, redirectPort}));

  const child = spawn(nginxBinary, ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (!(await answers(origin))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited(child);
      const log = fs.existsSync(path.join(prefix, 'error.log'))
        ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')
        : '';
      throw new Error(`nginx did not start on ${origin}:\n${stderr}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // If this process ends without close() (an uncaught error, process.exit), nginx must not outlive it.
  const killOnExit = (): void => void child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    origin,
    tlsOrigin: tls === undefined ? undefined : `https://127.0.0.1:${tls.port}`,
    redirectOrigin: redirectPort === undefined ? undefined : `http://127.0.0.1:${redirectPort}`,
    prefix,
    close: async () => {
      process.off('exit', killOnExit);
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited(child);
      clearTimeout(timer);
      fs.rmSync(prefix, {recursive: true, force: true});
    },
  };
}

export async function startNginx(options: NginxOptions = {}): Promise<RunningNginx> {
  assertNginxInstalled();
  const root = path.resolve(options.root ?? buildDir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build in ${root}: run \`npm run build\` first.`);
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  fs.mkdirSync(path.join(prefix, 'temp'));
  writeCspInclude(root, path.join(prefix, 'csp-script-hashes.conf'));
  // A free port can be taken between asking for it and nginx binding it; a second try gets another.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options, prefix);
    } catch (error) {
      if (attempt >= 3 || options.port !== undefined || !String(error).includes('Address already in use')) {
        fs.rmSync(prefix, {recursive: true, force: true});
        throw error;
      }
    }
  }
}
