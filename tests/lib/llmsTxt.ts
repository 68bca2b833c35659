/** Reads a locale's `llms.txt` from the build: its header and its link lines. */
import fs from 'node:fs';

import {settings} from '../../src/settings';
import {locales, localePrefix, type Locale} from '../../config/site';
import {fileForUrl} from './builtSite';

export interface LlmsTxtLink {
  title: string;
  /** The link as written, an absolute URL on the site. */
  href: string;
  description: string;
}

export interface LlmsTxt {
  lines: string[];
  links: LlmsTxtLink[];
}

const linkLine = /^- \[(?<title>[^\]]+)\]\((?<href>[^)\s]+)\)(?:: (?<description>.*))?$/;

export function llmsTxtOf(locale: Locale): LlmsTxt {
  const file = fileForUrl(`${localePrefix(locale)}/llms.txt`);
  if (file === undefined) throw new Error(`The build has no llms.txt for ${locale}`);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const links = lines.flatMap((line) => {
    const groups = linkLine.exec(line)?.groups;
    return groups
      ? [{title: groups.title ?? '', href: groups.href ?? '', description: groups.description ?? ''}]
      : [];
  });
  return {lines, links};
}

/** `https://…/en/docs/guides.md` → `/en/docs/guides.md`; undefined for links to other hosts. */
export function sitePath(href: string): string | undefined {
  return href.startsWith(`${settings.siteUrl}/`) ? href.slice(settings.siteUrl.length) : undefined;
}

/**
 * Where the Markdown copy of a page lives: `/docs/intro` → `/docs/intro.md`, `/docs/guides/` →
 * `/docs/guides.md`, the home page `/` (or `/en`) → `/index.md` (or `/en/index.md`).
 */
export function markdownPathOf(url: string): string {
  const withoutSlash = url.replace(/\/$/, '');
  const isHome = locales.some((locale) => localePrefix(locale) === withoutSlash);
  return isHome ? `${withoutSlash}/index.md` : `${withoutSlash}.md`;
}
