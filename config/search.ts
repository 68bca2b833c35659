/**
 * Local search (`@easyops-cn/docusaurus-search-local`): one lunr index per locale, built from the HTML of
 * the guides, the API reference and the changelog, fetched by a web worker the first time it is needed.
 */
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import type {Locale} from './locales';

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
    // Both stemmers in both locales: the lunr pipeline is set up once per build process, so the two locales
    // must share it. German pages quote English field names and English pages the occasional German term.
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
    ignoreCssSelectors: ['.theme-code-block', '.tabs-container [role="tablist"]'],
    highlightSearchTermsOnTargetPage: true,
    explicitSearchResultPath: true,
    searchResultLimits: 10,
    searchBarShortcut: true,
    searchBarShortcutKeymap: 'mod+k',
  } satisfies SearchOptions;
}
