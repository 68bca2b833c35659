/**
 * The releases a changelog page lists, read from its headings:
 *
 *   ## 1.1.0 – 2026-11-23 {#1-1-0}          a published release and its date
 *   ## 1.2.0 – in Vorbereitung {#1-2-0}     the release in preparation (English: "in preparation")
 *   ### Inkompatible Änderungen {#2-0-0-breaking}   (English: "Breaking changes") the breaking changes a
 *                                                  release declares, one list item each
 */
import path from 'node:path';

import {siteDir, type Locale} from '../../config/site';

export const changelogFiles: Record<Locale, string> = {
  de: path.join(siteDir, 'src/pages/changelog.md'),
  en: path.join(siteDir, 'i18n/en/docusaurus-plugin-content-pages/changelog.md'),
};

/** What the heading of the release in preparation says instead of a date. */
export const inPreparation: Record<Locale, string> = {de: 'in Vorbereitung', en: 'in preparation'};

export const breakingHeading: Record<Locale, string> = {
  de: 'Inkompatible Änderungen',
  en: 'Breaking changes',
};

export interface DeclaredBreakingChange {
  line: number;
  text: string;
  /** The names the item gives in inline code. */
  codes: string[];
}

export interface ChangelogRelease {
  version: string;
  /** `YYYY-MM-DD`; undefined for the release in preparation. */
  date?: string;
  /** What the heading says after the version. */
  label: string;
  id: string;
  /** 1-based line of the heading. */
  line: number;
  breaking: DeclaredBreakingChange[];
  /** 1-based line of the breaking-changes heading, if the release has one. */
  breakingLine?: number;
}

const releaseHeading = /^##\s+(\d+\.\d+\.\d+)(?:\s+[–-]\s+(.*?))?\s*(?:\{#([\w-]+)\})?\s*$/;
const subHeading = /^###\s+.*?\{#([\w-]+)\}\s*$/;

export function parseChangelog(text: string): ChangelogRelease[] {
  const releases: ChangelogRelease[] = [];
  let inFence = false;
  let inBreaking = false;
  let current: ChangelogRelease | undefined;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    const release = releaseHeading.exec(line);
    if (release) {
      const [, version = '', label = '', id = ''] = release;
      current = {
        version,
        label,
        id,
        line: index + 1,
        breaking: [],
        ...(/^\d{4}-\d{2}-\d{2}$/.test(label) ? {date: label} : {}),
      };
      releases.push(current);
      inBreaking = false;
      return;
    }
    if (/^##\s/.test(line)) {
      current = undefined;
      inBreaking = false;
      return;
    }
    const sub = subHeading.exec(line);
    if (sub || /^###\s/.test(line)) {
      inBreaking = current !== undefined && sub?.[1] === `${current.id}-breaking`;
      if (inBreaking && current) current.breakingLine = index + 1;
      return;
    }
    if (!inBreaking || current === undefined) return;
    if (/^\s*[-*]\s+/.test(line)) {
      current.breaking.push({line: index + 1, text: line.replace(/^\s*[-*]\s+/, ''), codes: []});
    } else if (line.trim() !== '' && current.breaking.length > 0) {
      const item = current.breaking[current.breaking.length - 1];
      if (item) item.text += ` ${line.trim()}`;
    }
    const item = current.breaking[current.breaking.length - 1];
    if (item) item.codes = [...item.text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
  });
  return releases;
}
