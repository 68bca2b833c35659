/**
 * deploy/nginx.conf as a deployer installs it: copied next to portal/ with the generated CSP include and a
 * certificate, nginx's own configuration test must accept it (with Debian's modules and paths).
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';

import {assertNginxInstalled, nginxBinary} from '../../scripts/lib/nginx';
import {writeCspInclude} from '../../scripts/lib/nginxCsp';
import {buildDir, siteDir} from '../../config/site';
import {settings} from '../../src/settings';
import {assertBuilt} from '../lib/builtSite';

let confDir: string;

before(() => {
  assertBuilt();
  assertNginxInstalled();
  confDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-conf-'));
  fs.cpSync(path.join(siteDir, 'deploy'), confDir, {recursive: true});
  fs.rmSync(path.join(confDir, 'portal/csp-script-hashes.conf'), {force: true});
});

after(() => fs.rmSync(confDir, {recursive: true, force: true}));

function configTest(): {status: number | null; output: string} {
  // No -p: Debian's prefix, so modules-enabled/*.conf load their modules as on a server; relative
  // includes and certificate paths resolve against the copied configuration's own folder.
  const result = spawnSync(nginxBinary, ['-t', '-c', path.join(confDir, 'nginx.conf')], {encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

test('deploy/nginx.conf without the generated CSP hashes is refused, so no site ships without its policy', () => {
  const {status, output} = configTest();
  assert.notEqual(status, 0, output);
  assert.match(output, /csp-script-hashes\.conf/);
});

test('deploy/nginx.conf with the CSP hashes of the build and a certificate passes `nginx -t`', () => {
  writeCspInclude(buildDir, path.join(confDir, 'portal/csp-script-hashes.conf'));
  const tlsDir = path.join(confDir, 'portal/tls');
  fs.mkdirSync(tlsDir);
  const certificate = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost'],
      ...['-keyout', path.join(tlsDir, 'privkey.pem'), '-out', path.join(tlsDir, 'fullchain.pem')],
    ],
    {encoding: 'utf8'},
  );
  assert.equal(certificate.status, 0, certificate.stderr);
  const {status, output} = configTest();
  assert.equal(status, 0, output);
  assert.match(output, /test is successful/);
});

test('the site is served at the root of its host, as deploy/portal/ expects', () => {
  assert.equal(settings.baseUrl, '/', 'deploy/portal/*.conf map / and /en/; adapt them to a new baseUrl');
});
