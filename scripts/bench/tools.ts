/**
 * Tools that only `npm run bench` uses, installed on first use into `.cache/bench-tools/` (git-ignored) rather
 * than with the project's dependencies: Lighthouse alone brought 57 packages that no build, check or test needs.
 * Their versions are pinned here and nowhere else; a tool at another version is installed again.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {siteDir} from '../../config/site';

const pinned = {lighthouse: '13.5.0'} as const;

/** Kept by the cold builds of `npm run bench`, which empty the rest of `.cache/` (./builds.ts). */
export const toolsDir = path.join(siteDir, '.cache/bench-tools');

const installedVersion = (name: string): string | undefined => {
  const manifest = path.join(toolsDir, 'node_modules', name, 'package.json');
  return fs.existsSync(manifest)
    ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version
    : undefined;
};

/** The path of `file` in the bench tool `name`, installed at its pinned version first if it is not there. */
export function benchTool(name: keyof typeof pinned, file: string): string {
  if (installedVersion(name) !== pinned[name]) {
    const specs = Object.entries(pinned).map(([tool, version]) => `${tool}@${version}`);
    console.log(`[bench] installing ${specs.join(', ')} into ${path.relative(siteDir, toolsDir)}/ (once)`);
    fs.mkdirSync(toolsDir, {recursive: true});
    // A package.json of its own, so that npm installs here and not into the project.
    fs.writeFileSync(path.join(toolsDir, 'package.json'), '{"private": true}\n');
    execFileSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--prefix',
        toolsDir,
        ...specs,
      ],
      {stdio: 'inherit'},
    );
    if (installedVersion(name) !== pinned[name])
      throw new Error(`npm did not install ${name}@${pinned[name]}`);
  }
  return path.join(toolsDir, 'node_modules', name, file);
}
