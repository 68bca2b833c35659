/**
 * A cold build of both locales as a deployer makes it: `npm run gen-api-docs`, then `npm run build`
 * (scripts/build.ts) without `.cache/`, `.docusaurus/` or `build/`, watched by ./monitor.ts. The build reports
 * the two parts that run beside Docusaurus itself, the precompressed copies (scripts/precompress.ts, its last step) and the
 * link preview pictures (src/plugins/page-previews); each may take at most 10 % of the build.
 */
import fs from 'node:fs';
import path from 'node:path';

import {monitor, type MonitoredRun} from './monitor';

export interface BuildFigures extends Omit<MonitoredRun, 'status' | 'output'> {
  genApiDocsSeconds: number;
  /** The last step of the build, which writes the copies after every locale is built: its wall and CPU time. */
  copies: {seconds: number; cpuSeconds: number};
  previewsCpuSeconds: number;
}

/** Adds up the numbers `pattern` captures in every line of the build's output that it matches. */
function total(output: string, pattern: RegExp, group = 1): number {
  return [...output.matchAll(pattern)].reduce((sum, match) => sum + Number(match[group]), 0);
}

export async function measureBuild(
  dir: string,
  logDir: string,
  name: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<BuildFigures> {
  for (const generated of ['.cache', '.docusaurus', 'build'])
    fs.rmSync(path.join(dir, generated), {recursive: true, force: true});
  // As a deployer builds: with the bundler's persistent cache as the project configures it.
  const {DOCUSAURUS_NO_PERSISTENT_CACHE: _cacheSetting, ...inherited} = process.env;
  const env = {...inherited, ...extraEnv, FORCE_COLOR: '0', NO_COLOR: '1'};
  const run = async (script: string): Promise<MonitoredRun> => {
    const log = path.join(logDir, `${name}-${script}.log`);
    console.log(`[bench] ${name}: npm run ${script}`);
    const result = await monitor('npm', ['run', '--ignore-scripts', script], {cwd: dir, env, log});
    if (result.status !== 0) throw new Error(`npm run ${script} failed in ${dir}; see ${log}`);
    return result;
  };
  const generated = await run('gen-api-docs');
  const {status: _status, output, ...built} = await run('build');
  const copies = /\[precompress\] .* in ([\d.]+) s, ([\d.]+) s of CPU time/g;
  return {
    ...built,
    genApiDocsSeconds: generated.seconds,
    copies: {seconds: total(output, copies), cpuSeconds: total(output, copies, 2)},
    previewsCpuSeconds: total(output, /\[page-previews\] .* ([\d.]+) s of CPU time/g),
  };
}
