/**
 * Serves the build with the production nginx configuration on loopback, to check a deployment before it
 * ships. Usage: npm run serve:nginx [-- --port 8080] [--dir build]
 */
import {parseArgs} from 'node:util';

import {startNginx} from './lib/nginx';
import {buildDir} from '../config/site';

const {values} = parseArgs({
  options: {port: {type: 'string', default: '8080'}, dir: {type: 'string', default: buildDir}},
});
void startNginx({root: values.dir, port: Number(values.port)}).then((server) => {
  console.log(
    `nginx serves ${values.dir} on ${server.origin} (German at /, English at /en/). Ctrl+C stops it.`,
  );
  console.log(`Configuration and error log: ${server.prefix}`);
  const stop = (): void => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
