/**
 * Local search: `@easyops-cn/docusaurus-search-local` with the portal's engine (src/plugins/search-engine). One
 * index per locale and search context, built from the HTML of the guides, the API reference and the changelog
 * and from the OpenAPI description, fetched by a web worker the first time it is needed. Synonyms per locale:
 * config/synonyms/<locale>.txt.
 */
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import type {Locale} from './locales';

/** The plugin's results page, at the same path in every site (the plugin has no option for it). */
export const searchPage = '/search';

/** The search contexts: the guides and the API reference, by the first segment of their paths. */
export const searchContextByPaths = [
  {label: {de: 'Leitfäden', en: 'Guides'}, path: 'docs'},
  {label: {de: 'API-Referenz', en: 'API reference'}, path: 'api'},
];

/** Markdown sources per locale; only used to version the index URL, so a new build busts browser caches. */
const sourceDirs: Record<Locale, string[]> = {
  de: ['docs', 'openapi/reference', 'src/pages', 'i18n/de'],
  en: ['i18n/en', 'openapi/reference', 'src/pages'],
};

export function searchOptions(locale: Locale) {
  return {
    // The plugin's lunr set-up; our engine stems with the locale's stemmer (src/plugins/search-engine).
    language: ['de', 'en'],
    hashed: 'query',
    indexDocs: true,
    // The guides (`docs`) and the API reference (`api`) are two docs plugin instances.
    docsRouteBasePath: ['docs', 'api'],
    docsDir: sourceDirs[locale],
    indexBlog: false,
    // The changelog is a page; the home page is never indexed by the plugin.
    indexPages: true,
    // A guide page loads only the guide index, an API page only the API index; every other page and the
    // search page's "everywhere" choice load the index of both.
    searchContextByPaths,
    useAllContextsWithNoSearchContext: true,
    // Code blocks (example requests in three languages, JSON responses full of ids and timestamps) would
    // make up a third of the index; readers search for words, and the prose names every field and path.
    // The changelog's generated lists of changes (src/releases/remark-changelog-changes) name every
    // field of every release a thousand times over; the operation pages are where a reader finds a field.
    ignoreCssSelectors: ['.theme-code-block', '.tabs-container [role="tablist"]', '.changelog-api-changes'],
    highlightSearchTermsOnTargetPage: true,
    explicitSearchResultPath: true,
    searchResultLimits: 10,
    searchBarShortcut: true,
    searchBarShortcutKeymap: 'mod+k',
  } satisfies SearchOptions;
}
