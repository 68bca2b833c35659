/**
 * Writes the nginx include with the CSP hashes of a build's inline scripts.
 * Usage: npm run nginx:csp [-- --build <dir>] [--out <file>]
 */
import path from 'node:path';
import {parseArgs} from 'node:util';

import {defaultCspIncludeFile, writeCspInclude} from './lib/nginxCsp';
import {buildDir} from '../config/site';

const {values} = parseArgs({
  options: {
    build: {type: 'string', default: buildDir},
    out: {type: 'string', default: defaultCspIncludeFile},
  },
});
const out = path.resolve(values.out);
writeCspInclude(path.resolve(values.build), out);
console.log(`Wrote ${path.relative(process.cwd(), out)}`);
