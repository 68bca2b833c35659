/**
 * AI-ready text (`@signalwire/docusaurus-plugin-llms-txt`): after each locale's build, a Markdown copy of
 * every guide, API and content page next to its HTML (`/docs/intro` → `/docs/intro.md`), an `llms.txt`
 * that lists them with title and description, and `llms-full.txt` with all of them
 * (./fullText.ts).
 */
import type {PluginOptions as LlmsTxtOptions} from '@signalwire/docusaurus-plugin-llms-txt';
import rehypeRemoveComments from 'rehype-remove-comments';

import rehypeAdmonitionQuotes from '../../markdown-plugins/rehype-admonition-quotes';
import rehypeFlattenCode from '../../markdown-plugins/rehype-flatten-code';
import rehypeMermaidSource from '../../markdown-plugins/rehype-mermaid-source';
import rehypeSpaceInline from '../../markdown-plugins/rehype-space-inline';
import rehypeStripHashLinks from '../../markdown-plugins/rehype-strip-hash-links';
import rehypeTabsAndSchemaLists from '../../markdown-plugins/rehype-tabs-and-schema-lists';
import remarkRepairLlmsLinks from '../../markdown-plugins/remark-repair-llms-links';

import type {Locale} from '../../../config/locales';

export type {Locale};

const texts: Record<Locale, {docs: string; api: string; openapi: string; full: string; fullHeader: string}> =
  {
    de: {
      docs: 'Leitfäden',
      api: 'API-Referenz',
      openapi: 'Die vollständige OpenAPI-3.1-Beschreibung der API mit allen Parametern und Schemas',
      full: 'Alle Seiten dieser Liste als Markdown in einer Datei, in der Reihenfolge der Navigation',
      fullHeader:
        'Alle Seiten des Entwicklerportals als Markdown, in der Reihenfolge der Navigation: die Leitfäden, die ' +
        'API-Referenz, dann die übrigen Seiten. Unter jeder Seite steht ihre Adresse.',
    },
    en: {
      docs: 'Guides',
      api: 'API reference',
      openapi: 'The complete OpenAPI 3.1 description of the API with every parameter and schema',
      full: 'Every page of this list as Markdown in one file, in the order of the navigation',
      fullHeader:
        'Every page of the developer portal as Markdown, in the order of the navigation: the guides, the API ' +
        'reference, then the other pages. Each page ends with its address.',
    },
  };

/** The first lines of `llms-full.txt` (./fullText.ts). */
export function llmsFullTxtHeader(locale: Locale, {siteTitle, siteDescription}: LocaleSite): string {
  return `# ${siteTitle}\n\n> ${siteDescription}\n\n${texts[locale].fullHeader}`;
}

export interface LocaleSite {
  siteTitle: string;
  siteDescription: string;
  /** Origin without trailing slash. */
  siteUrl: string;
  /** Base path of the locale with trailing slash, e.g. `/en/`. */
  localeBaseUrl: string;
}

export function llmsTxtOptions(
  locale: Locale,
  {siteTitle, siteDescription, siteUrl, localeBaseUrl}: LocaleSite,
) {
  const names = texts[locale];
  // The plugin groups pages by the first path segments of their full route, locale prefix included: the
  // English site needs one level more to reach `docs` and `api`, under a group named like the site.
  const localeSegments = localeBaseUrl.split('/').filter(Boolean).length;
  const depth = (localeSegments + 1) as 1 | 2 | 3;
  const localeGroups =
    localeSegments > 0 ? [{route: localeBaseUrl.replace(/\/$/, ''), categoryName: siteTitle}] : [];
  return {
    siteTitle,
    siteDescription,
    depth,
    // A page the converter cannot read would silently miss from llms.txt; fail the build instead.
    onRouteError: 'throw',
    logLevel: 1,
    includeOrder: [`${localeBaseUrl}docs/**`, `${localeBaseUrl}api/**`],
    // The description itself, for tools that read OpenAPI rather than pages.
    optionalLinks: [
      {title: 'OpenAPI', url: `${siteUrl}${localeBaseUrl}openapi.yaml`, description: names.openapi},
      {title: 'llms-full.txt', url: `${siteUrl}${localeBaseUrl}llms-full.txt`, description: names.full},
    ],
    content: {
      enableMarkdownFiles: true,
      includeDocs: true,
      includePages: true,
      includeBlog: false,
      // The search page is a client-side app with no content of its own.
      excludeRoutes: [`${localeBaseUrl}search`],
      // Diagrams become their mermaid source and admonitions quotes with their label (see the plugins); code
      // blocks become their text (see the plugin); tab panels start with their tab's name and schema properties
      // are list items of their own, nested as on the page. React's markers in the HTML (`<!-- -->` between
      // texts, `<!--$-->` around Suspense boundaries) would otherwise be copied into the Markdown as they are.
      // Code first: its token spans are about half of an operation page's nodes, and each later step walks
      // what is left.
      beforeDefaultRehypePlugins: [
        rehypeFlattenCode,
        rehypeMermaidSource,
        rehypeAdmonitionQuotes,
        rehypeTabsAndSchemaLists,
        rehypeStripHashLinks,
        () => rehypeRemoveComments(),
        rehypeSpaceInline,
      ],
      remarkPlugins: [remarkRepairLlmsLinks(siteUrl, localeBaseUrl)],
      // Absolute links: the plugin's "relative" links start at the site root and miss the locale prefix.
      relativePaths: false,
      routeRules: [
        ...localeGroups,
        {route: `${localeBaseUrl}docs/**`, categoryName: names.docs},
        {route: `${localeBaseUrl}api/**`, categoryName: names.api},
        {route: `${localeBaseUrl}changelog`, categoryName: 'Changelog'},
      ],
    },
  } satisfies LlmsTxtOptions;
}
