/** The English description as one file, bundled by Redocly from `openapi/openapi.yaml` and the files it references. */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';

import {siteDir} from '../../config/site';
import {sourceFile} from './paths';
import type {JsonObject} from './walk';

const redocly = path.join(siteDir, 'node_modules/.bin/redocly');

/** Bundles into `output`; on failure prints Redocly's message (file and line of the mistake) and exits. */
export function bundleDescription(output: string): void {
  fs.mkdirSync(path.dirname(output), {recursive: true});
  const result = spawnSync(redocly, ['bundle', sourceFile, '--output', output], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off'},
  });
  if (result.status !== 0 || !fs.existsSync(output)) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error(
      `[ERROR] Could not bundle ${path.relative(siteDir, sourceFile)}: fix the place named above.`,
    );
    process.exit(1);
  }
}

/** The English description as it is in the source files now, bundled into a temporary file. */
export function freshEnglishDescription(): JsonObject {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-bundle-'));
  try {
    const file = path.join(dir, 'openapi.en.yaml');
    bundleDescription(file);
    return yaml.load(fs.readFileSync(file, 'utf8')) as JsonObject;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
