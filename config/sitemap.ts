/**
 * One sitemap per locale (`/sitemap.xml`, `/en/sitemap.xml`) whose every URL names its counterparts in the
 * other locales as `xhtml:link` alternates. Docusaurus' sitemap plugin does not write alternates itself;
 * the `sitemap` library it hands the items to does, when an item carries `links`.
 */
import type {PluginOptions as SitemapOptions} from '@docusaurus/plugin-sitemap';

type CreateSitemapItems = NonNullable<SitemapOptions['createSitemapItems']>;
type SitemapItem = Awaited<ReturnType<CreateSitemapItems>>[number];

interface LocaleAlternate {
  /** `hreflang` value, e.g. `de-DE` or `x-default`. */
  hreflang: string;
  /** Absolute base URL of the locale, with trailing slash, e.g. `https://example.com/en/`. */
  baseUrl: string;
}

/** What the `sitemap` library writes as `<xhtml:link rel="alternate" hreflang=… href=…>`. */
type SitemapItemWithAlternates = SitemapItem & {links: {lang: string; url: string}[]};

export function createSitemapItemsWithAlternates(
  currentBaseUrl: string,
  alternates: readonly LocaleAlternate[],
): CreateSitemapItems {
  return async ({defaultCreateSitemapItems, ...params}) => {
    const items = await defaultCreateSitemapItems(params);
    return items.map((item): SitemapItemWithAlternates => {
      // Every page exists in every locale under the same route (the route tests hold the build to that).
      const route = item.url.startsWith(currentBaseUrl) ? item.url.slice(currentBaseUrl.length) : undefined;
      if (route === undefined) throw new Error(`Sitemap URL ${item.url} is not under ${currentBaseUrl}`);
      return {
        ...item,
        links: alternates.map(({hreflang, baseUrl}) => ({lang: hreflang, url: `${baseUrl}${route}`})),
      };
    });
  };
}
