/** The pages the benchmark measures: one of each type, in every locale. */
import {locales, type Locale} from '../../config/site';
import {localizedUrl} from '../../tests/lib/routes';

export interface BenchPage {
  type: string;
  locale: Locale;
  url: string;
}

const routes: Record<string, string> = {
  home: '/',
  'guide with diagram': '/docs/intro',
  'guide without diagram': '/docs/guides/marketplace',
  // The heaviest guide: fifteen requests, each in six sample languages, all in the HTML.
  'guide with many code samples': '/docs/guides/team',
  'API landing': '/api',
  operation: '/api/create-subscription',
};

export const benchPages: BenchPage[] = locales.flatMap((locale) =>
  Object.entries(routes).map(([type, route]) => ({type, locale, url: localizedUrl(locale, route)})),
);
