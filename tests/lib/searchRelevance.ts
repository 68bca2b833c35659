/**
 * The search relevance set (tests/fixtures/search-relevance/) and how a search is judged against it: a query
 * hits when its pages are among the first five distinct pages of the results.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import {localePrefix, siteDir, type Locale} from '../../config/site';

export interface RelevanceQuery {
  kind: string;
  q: string;
  /** Every one of these must be among the first five pages. */
  pages?: string[];
  /** At least one of these must be. */
  anyOf?: string[];
}

export const relevanceDir = path.join(siteDir, 'tests/fixtures/search-relevance');
export const firstPages = 5;
export const requiredHitRate = 0.9;

/** A route without its trailing slash, the way the set and the results are compared. */
export const routeKey = (route: string): string => (route.length > 1 ? route.replace(/\/$/, '') : route);

export function relevanceSet(locale: Locale): RelevanceQuery[] {
  const file = path.join(relevanceDir, `${locale}.yaml`);
  const data = yaml.load(fs.readFileSync(file, 'utf8')) as Record<string, Omit<RelevanceQuery, 'kind'>[]>;
  return Object.entries(data).flatMap(([kind, queries]) =>
    queries.map((query) => {
      if (typeof query.q !== 'string' || (query.pages === undefined) === (query.anyOf === undefined)) {
        throw new Error(`${file}: ${kind} "${String(query.q)}" needs a q and either pages or anyOf`);
      }
      return {kind, ...query, q: String(query.q)};
    }),
  );
}

/** The route of a result's URL in its locale: `/en/api/x?_highlight=y#z` → `/api/x`. */
export function routeOfUrl(locale: Locale, url: string): string {
  const pathname = new URL(url, 'http://site').pathname;
  return routeKey(pathname.slice(localePrefix(locale).length) || '/');
}

/** Distinct routes in the order they first appear. */
export const distinct = (routes: readonly string[]): string[] => [...new Set(routes.map(routeKey))];

export function hits(query: RelevanceQuery, routes: readonly string[]): boolean {
  const top = new Set(distinct(routes).slice(0, firstPages));
  if (query.pages) return query.pages.every((page) => top.has(routeKey(page)));
  return (query.anyOf ?? []).some((page) => top.has(routeKey(page)));
}

export interface RelevanceReport {
  locale: Locale;
  total: number;
  hit: number;
  byKind: Record<string, {total: number; hit: number}>;
  misses: {kind: string; q: string; got: string[]}[];
}

/** Runs every query of a locale's set through `search` (which returns the result routes, best first). */
export async function evaluate(
  locale: Locale,
  search: (query: string) => Promise<string[]> | string[],
): Promise<RelevanceReport> {
  const report: RelevanceReport = {locale, total: 0, hit: 0, byKind: {}, misses: []};
  for (const query of relevanceSet(locale)) {
    const routes = distinct(await search(query.q));
    const kind = (report.byKind[query.kind] ??= {total: 0, hit: 0});
    kind.total += 1;
    report.total += 1;
    if (hits(query, routes)) {
      kind.hit += 1;
      report.hit += 1;
    } else report.misses.push({kind: query.kind, q: query.q, got: routes.slice(0, firstPages)});
  }
  return report;
}

export const percent = (hit: number, total: number): string =>
  `${total === 0 ? '–' : ((100 * hit) / total).toFixed(0)} %`;
