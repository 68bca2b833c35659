/**
 * The portal built from the fixture description (tests/fixtures/openapi-fixture/) instead of ours: a copy of
 * the project whose API description, German texts, hand-written API pages and guides are the fixture's, built
 * by the real pipeline (`npm run build`: gen-api-docs, both locales, server rendering, Markdown copies, search
 * index). The guides are cut to the pages the navbar and the home page link to, so the build stays small.
 *
 * The build is kept in the temporary folder under a hash of everything it was made from, so test files and
 * repeated runs of a checkout share one build; a lock (./fileLock.ts) makes test files that start together wait
 * for the first one, and a run that was killed while it built leaves no lock behind.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {commitAll, copyProject, runIn, type CommandResult} from '../../scripts/lib/projectCopy';
import {siteDir} from '../../config/site';
import {environmentWithout, previewEnvironment} from '../../config/buildOptions';
import {parsePage} from './builtSite';
import {withFileLock} from './fileLock';

export const fixtureDir = path.join(siteDir, 'tests/fixtures/openapi-fixture');

/** Where each part of the fixture goes in the project: [fixture path, project path]. */
const placements: Array<[from: string, to: string]> = [
  ['openapi/openapi.yaml', 'openapi/openapi.yaml'],
  ['openapi/paths', 'openapi/paths'],
  ['openapi/components', 'openapi/components'],
  ['openapi/translations', 'openapi/translations'],
  ['openapi/releases', 'openapi/releases'],
  ['reference/index.mdx', 'openapi/reference/index.mdx'],
  ['reference/introduction.mdx', 'openapi/reference/introduction.mdx'],
  ['reference-en/index.mdx', 'i18n/en/docusaurus-plugin-content-docs-api/current/index.mdx'],
  ['reference-en/introduction.mdx', 'i18n/en/docusaurus-plugin-content-docs-api/current/introduction.mdx'],
  ['docs', 'docs'],
  ['docs-en', 'i18n/en/docusaurus-plugin-content-docs/current'],
  ['sidebars.ts', 'sidebars.ts'],
  ['changelog-de.md', 'src/pages/changelog.md'],
  ['changelog-en/changelog.md', 'i18n/en/docusaurus-plugin-content-pages/changelog.md'],
];

function filesUnder(root: string): string[] {
  return fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => fs.statSync(path.join(root, file)).isFile())
    .sort();
}

/** A copy of the project with the fixture in place of the API description and the content. */
export function fixtureProject(): string {
  const dir = copyProject();
  for (const [from, to] of placements) {
    const source = path.join(fixtureDir, from);
    const target = path.join(dir, to);
    fs.rmSync(target, {recursive: true, force: true});
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.cpSync(source, target, {recursive: true});
  }
  commitAll(dir, 'The portal with the fixture description');
  return dir;
}

/** A hash of what the fixture build is made from: the project's files (tests aside) and the fixture. */
export function inputsHash(): string {
  const hash = createHash('sha256');
  const listed = runIn(siteDir, 'git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
  const files = listed.output
    .split('\0')
    .filter((file) => file !== '' && !file.startsWith('tests/') && fs.existsSync(path.join(siteDir, file)))
    .sort();
  for (const file of [
    ...files,
    ...filesUnder(fixtureDir).map((file) => path.join('tests/fixtures/openapi-fixture', file)),
  ]) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(siteDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Each checkout keeps its fixture builds in a folder of its own in the temporary folder, with the checkout's
 * path in it: a run removes its checkout's older builds and the folders of checkouts that no longer exist, never
 * a build another checkout may be testing.
 */
const checkoutsPrefix = 'portal-fixture-site-';

function checkoutFolder(): string {
  const folder = path.join(
    os.tmpdir(),
    `${checkoutsPrefix}${createHash('sha256').update(siteDir).digest('hex').slice(0, 12)}`,
  );
  fs.mkdirSync(folder, {recursive: true});
  // Written once: rewriting it would empty it for a moment, while another checkout's run may read it.
  const record = path.join(folder, 'checkout');
  if (!fs.existsSync(record)) fs.writeFileSync(record, siteDir);
  return folder;
}

/** Removes this checkout's builds but `keep`, and the folders of checkouts that are gone. */
function removeOldBuilds(folder: string, keep: string): void {
  for (const entry of fs.readdirSync(folder)) {
    const build = path.join(folder, entry);
    if (entry !== 'checkout' && entry !== 'lock' && build !== keep)
      fs.rmSync(build, {recursive: true, force: true});
  }
  for (const entry of fs.readdirSync(os.tmpdir())) {
    const other = path.join(os.tmpdir(), entry);
    if (!entry.startsWith(checkoutsPrefix) || other === folder) continue;
    let checkout = '';
    try {
      checkout = fs.readFileSync(path.join(other, 'checkout'), 'utf8');
    } catch {
      // Not recorded yet: a run of that checkout is just starting.
    }
    if (checkout !== '' && !fs.existsSync(path.join(checkout, 'package.json')))
      fs.rmSync(other, {recursive: true, force: true});
  }
}

export interface FixtureSite {
  /** The project copy; its `build/` holds the site. */
  dir: string;
  /** What `npm run build` printed. */
  output: string;
  /** Seconds the build took, when this process built it. */
  seconds?: number;
}

/** The fixture site, built once for these inputs. Throws with the build's output when the build fails. */
export function builtFixture(): FixtureSite {
  const folder = checkoutFolder();
  const dir = path.join(folder, inputsHash());
  const marker = path.join(dir, '.fixture-build.log');
  return withFileLock(path.join(folder, 'lock'), {waitSeconds: 30 * 60}, () => {
    if (fs.existsSync(marker)) return {dir, output: fs.readFileSync(marker, 'utf8')};
    removeOldBuilds(folder, dir);
    fs.rmSync(dir, {recursive: true, force: true});
    const copy = fixtureProject();
    fs.renameSync(copy, dir);
    const started = Date.now();
    // The precompressed copies and link preview pictures are tested on the portal's own build; here they would
    // only add CPU time after the pages are written. A preview: the fixture has no published release.
    const result: CommandResult = runIn(dir, 'npm', ['run', '--silent', 'build'], {
      ...environmentWithout('precompress', 'pagePreviews'),
      ...previewEnvironment(true),
    });
    const seconds = (Date.now() - started) / 1000;
    if (result.status !== 0) {
      throw new Error(`The fixture site did not build (${dir}):\n${result.output.slice(-20000)}`);
    }
    fs.writeFileSync(marker, result.output);
    return {dir, output: result.output, seconds};
  });
}

/** The file a static host serves for a URL of the fixture site. */
export function fixtureFile(site: FixtureSite, url: string): string {
  const relative = url.replace(/^\/+/, '').replace(/\/$/, '');
  const candidates = [path.join(relative, 'index.html'), `${relative}.html`, relative];
  for (const candidate of candidates) {
    const file = path.join(site.dir, 'build', candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  throw new Error(`The fixture build has no page for ${url}`);
}

export function fixtureHtml(site: FixtureSite, url: string): string {
  return fs.readFileSync(fixtureFile(site, url), 'utf8');
}

export function fixtureDocument(site: FixtureSite, url: string): Document {
  return parsePage(fixtureHtml(site, url));
}
