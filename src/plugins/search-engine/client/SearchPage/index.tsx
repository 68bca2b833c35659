import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, usePluralForm} from '@docusaurus/theme-common';

import type {Locale} from '@site/config/locales';
import {searchContextByPaths} from '@site/config/search';
import {
  fetchIndexesByWorker,
  searchBeforeTextsByWorker,
  searchByWorker,
} from '@site/src/plugins/search-engine/client/searchByWorker';
import type {SearchResult} from '@site/src/plugins/search-engine/engine/engine';
import PagePreview from '@site/src/components/PagePreview';
import ResultItem from './ResultItem';
import styles from './styles.module.css';

const resultLimit = 100;

/**
 * The results page of the local search, which ../../index.ts adds at the plugin's address in place of the
 * plugin's page (its field's label is English in every locale, its context menu has none, and it has no
 * `<main>` landmark): the same markup and behaviour, inside `<main>`, with a labelled search field and context
 * menu, the portal's title format and description, and a robots tag that keeps result lists out of search
 * engines. Results come from the portal's engine: each page once, its title first, then its best section.
 */
export default function SearchPage(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const locale: Locale = currentLocale === 'en' ? 'en' : 'de';
  const baseUrl = useBaseUrl('/');
  const {selectMessage} = usePluralForm();
  const history = useHistory();
  const {search} = useLocation();
  // The server renders the page without a query (`q`) or context (`ctx`); so must hydration, or React would throw
  // the page away. The index of the URL's context is fetched first all the same: effects run in the browser.
  const params = new URLSearchParams(search);
  const indexContext = searchContextByPaths.find(({path}) => path === params.get('ctx'))?.path ?? '';
  const fromUrl = useIsBrowser();
  const urlQuery = fromUrl ? (params.get('q') ?? '') : '';
  const context = fromUrl ? indexContext : '';
  const [query, setQuery] = useState(urlQuery);
  const [results, setResults] = useState<SearchResult[] | undefined>();
  const [ready, setReady] = useState(false);
  const update = (name: 'q' | 'ctx', value: string): void => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    history.replace({search: next.toString()});
  };

  // The URL decides after hydration and when the reader goes back.
  useEffect(() => setQuery(urlQuery), [urlQuery]);

  useEffect(() => {
    let current = true;
    void fetchIndexesByWorker(baseUrl, indexContext).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [baseUrl, indexContext]);

  useEffect(() => {
    if (query === '') {
      setResults(undefined);
      return undefined;
    }
    let current = true;
    // The list as soon as the index is here; the excerpts of sections when their texts follow.
    void (async () => {
      const first = await searchBeforeTextsByWorker(baseUrl, context, query, resultLimit);
      if (current) setResults(first.results);
      if (!current || first.complete) return;
      const found = await searchByWorker(baseUrl, context, query, resultLimit);
      if (current) setResults(found);
    })();
    return () => {
      current = false;
    };
  }, [baseUrl, context, query]);

  const title = query
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Suchergebnisse für „{query}“'},
        {query},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Suche in der Dokumentation'});

  return (
    <Layout>
      <PageMetadata
        title={title}
        description={translate({
          id: 'searchPage.description',
          message: 'Leitfäden, Glossar, Changelog und API-Referenz des Entwicklerportals durchsuchen.',
          description: 'Meta description of the search results page',
        })}>
        <meta name="robots" content="noindex, follow" />
      </PageMetadata>
      {/* The picture is drawn once at build time: the page without a query. */}
      <PagePreview
        title={translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Suche in der Dokumentation'})}
        section={translate({
          id: 'pagePreview.area.docs',
          message: 'Dokumentation',
          description: 'The guides, above the title of their pages in link previews',
        })}
      />
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <div className="row">
          <div className={clsx('col', 'col--9', styles.searchQueryColumn)}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              aria-label={translate({
                id: 'searchPage.queryLabel',
                message: 'Suchbegriffe',
                description: 'Accessible name of the search field on the search results page',
              })}
              value={query}
              autoComplete="off"
              onChange={(event) => {
                setQuery(event.target.value);
                update('q', event.target.value);
              }}
            />
          </div>
          <div className={clsx('col', 'col--3', 'padding-left--none', styles.searchContextColumn)}>
            <select
              name="search-context"
              className={styles.searchContextInput}
              aria-label={translate({
                id: 'searchPage.contextLabel',
                message: 'Suchen in',
                description:
                  'Accessible name of the menu that limits the search to the guides or the API reference',
              })}
              value={context}
              onChange={(event) => update('ctx', event.target.value)}>
              <option value="">
                <Translate id="theme.SearchPage.searchContext.everywhere">Überall</Translate>
              </option>
              {searchContextByPaths.map(({path, label}) => (
                <option key={path} value={path}>
                  {label[locale]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {!ready && query !== '' && results === undefined && (
          <p>
            <Translate id="searchPage.loading" description="Shown while the search index loads">
              Suchindex wird geladen …
            </Translate>
          </p>
        )}
        {results &&
          (results.length > 0 ? (
            <p>
              {selectMessage(
                results.length,
                translate(
                  {
                    id: 'theme.SearchPage.documentsFound.plurals',
                    message: '1 Dokument gefunden|{count} Dokumente gefunden',
                  },
                  {count: results.length},
                ),
              )}
            </p>
          ) : (
            <p>
              <Translate id="theme.SearchPage.noResultsText">Es wurden keine Dokumente gefunden</Translate>
            </p>
          ))}
        {results && results.length > 0 && (
          <section>
            {results.map((result) => (
              <ResultItem key={result.document.i * 10 + result.type} result={result} />
            ))}
          </section>
        )}
      </main>
    </Layout>
  );
}
