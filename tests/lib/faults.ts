/**
 * Writer mistakes injected into a copy of the project (scripts/lib/projectCopy.ts): each injection returns the
 * line it wrote, and `restore` puts the files back. Mistakes that a check reports independently of each other are
 * injected together and the check runs once (a run costs seconds of CPU); `lineOf` then finds where each mistake
 * ended up, as later insertions into the same file move earlier ones down.
 */
import fs from 'node:fs';
import path from 'node:path';

import {runIn, type CommandResult} from '../../scripts/lib/projectCopy';
import {environmentWithout, previewEnvironment} from '../../config/buildOptions';

export const germanTeamPage = 'docs/guides/team.mdx';
export const englishTeamPage = 'i18n/en/docusaurus-plugin-content-docs/current/guides/team.mdx';

export class Faults {
  private readonly originals = new Map<string, string | undefined>();

  constructor(readonly dir: string) {}

  private remember(file: string): string {
    const absolute = path.join(this.dir, file);
    if (!this.originals.has(file)) {
      this.originals.set(file, fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : undefined);
    }
    return absolute;
  }

  /** Inserts `text` as a new paragraph after the page's first paragraph; returns the line it is on. */
  insertParagraph(file: string, text: string): number {
    const absolute = this.remember(file);
    const lines = fs.readFileSync(absolute, 'utf8').split('\n');
    const frontMatterEnd = lines.indexOf('---', 1);
    const firstBlank = lines.findIndex((line, index) => index > frontMatterEnd + 1 && line.trim() === '');
    lines.splice(firstBlank + 1, 0, text, '');
    fs.writeFileSync(absolute, lines.join('\n'));
    return firstBlank + 2;
  }

  /** Replaces the first occurrence of `search`; returns the line it starts on. */
  replace(file: string, search: string, replacement: string): number {
    const absolute = this.remember(file);
    const text = fs.readFileSync(absolute, 'utf8');
    const index = text.indexOf(search);
    if (index < 0) throw new Error(`"${search}" does not occur in ${file}`);
    fs.writeFileSync(absolute, text.slice(0, index) + replacement + text.slice(index + search.length));
    return text.slice(0, index).split('\n').length;
  }

  /** The line of the copy's `file` on which `text` first occurs, as the file is now. */
  lineOf(file: string, text: string): number {
    const content = fs.readFileSync(path.join(this.dir, file), 'utf8');
    const index = content.indexOf(text);
    if (index < 0) throw new Error(`"${text}" does not occur in ${file}`);
    return content.slice(0, index).split('\n').length;
  }

  /** Puts this file back on restore too, for a command that rewrites it. */
  keep(file: string): void {
    this.remember(file);
  }

  remove(file: string): void {
    fs.rmSync(this.remember(file));
  }

  /** Writes the whole file anew, for a change a search and replace cannot say. */
  write(file: string, text: string): void {
    fs.writeFileSync(this.remember(file), text);
  }

  /** Puts an empty folder where a file may be expected, as a stale checkout can leave one. */
  makeDirectory(file: string): void {
    const absolute = this.remember(file);
    fs.rmSync(absolute, {force: true});
    fs.mkdirSync(absolute, {recursive: true});
  }

  restore(): void {
    for (const [file, text] of this.originals) {
      const absolute = path.join(this.dir, file);
      fs.rmSync(absolute, {force: true, recursive: true});
      if (text !== undefined) fs.writeFileSync(absolute, text);
    }
    this.originals.clear();
  }

  /** `npm run <script> -- <args>` in the copy. */
  npm(script: string, ...args: string[]): CommandResult {
    return runIn(this.dir, 'npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])]);
  }

  /**
   * `docusaurus build` of one locale in the copy, as far as the link check needs: without the link preview
   * pictures, the search index and the Markdown export, which only add CPU time after the pages are written and
   * before Docusaurus checks the links (src/plugins/page-previews, search-engine, llms-txt): about 30 s of a 65 s build. The copy keeps its own bundler cache, so the
   * builds after its first start warm. A production build, also where the tests run against a preview.
   */
  buildPages(locale: 'de' | 'en'): CommandResult {
    return runIn(this.dir, 'npm', ['run', '--silent', 'docusaurus', '--', 'build', '--locale', locale], {
      ...environmentWithout('pagePreviews', 'searchIndex', 'markdownExport'),
      ...previewEnvironment(false),
      DOCUSAURUS_NO_PERSISTENT_CACHE: undefined,
    });
  }

  /** A tool of the shared node_modules, run in the copy. */
  tool(name: string, ...args: string[]): CommandResult {
    return runIn(this.dir, path.join(this.dir, 'node_modules/.bin', name), args);
  }
}
