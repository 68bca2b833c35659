/**
 * What a change touches, the one definition for `npm run check:content`, the CI workflow's path filter
 * (`npm run ci:changes`) and the Chromium pass over changed pages (tests/nginx/every-page.test.ts):
 *
 * - writer files: the pages and UI strings writers edit, as cspell.json lists them (the same pages as
 *   .markdownlint-cli2.jsonc's globs), the term lists, the project's dictionaries and the record of reviewed
 *   translations. A change of nothing else is a content change;
 * - anything else (code, configuration, the OpenAPI description, dependencies, images, the workflow) changes
 *   everything;
 * - the routes a content change shows on: a guide or page and its other language, every page for a UI string
 *   (the navbar, the footer and the sidebars are on every page), none for a repository document (README.md).
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {createMatcher} from '@docusaurus/utils';

import {readJson} from './json';
import {routeOf} from '../../src/pageRoutes';
import {siteDir} from '../../config/site';

const isSpelled = createMatcher(readJson<{files: string[]}>(path.join(siteDir, 'cspell.json')).files);

/** A page or UI-string file writers edit, as cspell.json lists them: spelled, and Markdown-linted if a page. */
export function isWriterFile(file: string): boolean {
  return isSpelled(file);
}

export function isPage(file: string): boolean {
  return isWriterFile(file) && /\.mdx?$/.test(file);
}

/** Writer files beyond pages and UI strings: the term lists, the dictionaries, the reviewed translations. */
const writerData = [/^terms\/[^/]+\.yml$/, /^cspell\/[^/]+\.txt$/, /^i18n\/en\/translation-sources\.json$/];

export type Scope = 'content' | 'everything';

/** `content` when every changed file is a writer's; an empty change set is content too (nothing to build anew). */
export function scopeOf(files: readonly string[]): Scope {
  return files.every((file) => isWriterFile(file) || writerData.some((pattern) => pattern.test(file)))
    ? 'content'
    : 'everything';
}

/**
 * The routes (relative to a locale, as in tests/fixtures/routes.txt) that show what changed, or `all` when a
 * change shows on every page or on a page this cannot place among `knownRoutes`.
 */
export function changedRoutes(files: readonly string[], knownRoutes: readonly string[]): string[] | 'all' {
  const known = new Set(knownRoutes);
  const routes = new Set<string>();
  for (const file of files) {
    if (writerData.some((pattern) => pattern.test(file))) continue;
    if (!isWriterFile(file)) return 'all';
    // UI strings: the navbar, the footer, the sidebars and the theme's texts are on every page.
    if (file.endsWith('.json')) return 'all';
    const route = routeOf(file);
    // A repository document such as README.md is not on the site.
    if (route === undefined) {
      if (!file.includes('/')) continue;
      return 'all';
    }
    const candidates = [route, route.replace(/\/$/, ''), `${route.replace(/\/$/, '')}/`].map((candidate) =>
      candidate === '' ? '/' : candidate,
    );
    const match = candidates.find((candidate) => known.has(candidate));
    // A new page, or one whose route this cannot tell: visit them all.
    if (match === undefined) return 'all';
    routes.add(match);
  }
  return [...routes].sort();
}

function git(...args: string[]): string | undefined {
  const result = spawnSync('git', args, {cwd: siteDir, encoding: 'utf8'});
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The branch a change is compared with: a pull request's base in CI (GITHUB_BASE_REF), else main. */
function defaultBases(): string[] {
  const base = process.env.GITHUB_BASE_REF;
  return base ? [`origin/${base}`] : ['origin/main', 'main'];
}

/**
 * The files changed since the branch left `since` (by default a pull request's base in CI, else `origin/main`,
 * else `main`), committed or not, untracked files included, deleted files too; undefined when there is no such
 * branch to compare with.
 */
export function changedFiles(
  since: readonly string[] = defaultBases(),
): {base: string; files: string[]} | undefined {
  for (const ref of since) {
    const base = git('merge-base', 'HEAD', ref);
    if (base === undefined) continue;
    const tracked = git('diff', '--name-only', '--no-renames', base) ?? '';
    const untracked = git('ls-files', '--others', '--exclude-standard') ?? '';
    const files = [...new Set([...tracked.split('\n'), ...untracked.split('\n')])].filter(
      (file) => file !== '',
    );
    return {base: `${ref} (${base.slice(0, 8)})`, files: files.sort()};
  }
  return undefined;
}
