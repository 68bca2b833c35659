/** The pages the benchmark measures: one of each type, in every locale, with its page-weight budget. */
import {locales, type Locale} from '../../config/site';
import {localizedUrl} from '../../tests/lib/routes';

export interface BenchPage {
  type: string;
  locale: Locale;
  url: string;
  /** Gzip bytes of JavaScript before hydration (tests/budgets/page-weight.test.ts enforces the same). */
  budget?: number;
}

const types: Record<string, {route: string; budgetKB?: number}> = {
  home: {route: '/'},
  'guide with diagram': {route: '/docs/intro'},
  'guide without diagram': {route: '/docs/guides/marketplace', budgetKB: 220},
  // The heaviest guide: fifteen requests, each in six sample languages, all in the HTML.
  'guide with many code samples': {route: '/docs/guides/team'},
  'API landing': {route: '/api', budgetKB: 220},
  operation: {route: '/api/create-subscription', budgetKB: 350},
};

export const benchPages: BenchPage[] = locales.flatMap((locale) =>
  Object.entries(types).map(([type, {route, budgetKB}]) => ({
    type,
    locale,
    url: localizedUrl(locale, route),
    budget: budgetKB === undefined ? undefined : budgetKB * 1024,
  })),
);
