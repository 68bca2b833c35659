import type {ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';

/**
 * The plugin's results page sets a bare `<title>` and no description, and marks itself "noindex" with an
 * attribute crawlers ignore (`property="robots"`). Rendered after the page, this metadata wins: the site's
 * title format, a description, and a robots tag that keeps result lists out of search engines and sitemaps.
 */
export default function SearchPageWrapper(): ReactNode {
  const query = new URLSearchParams(useLocation().search).get('q') ?? '';
  const title = query
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Suchergebnisse für „{query}“'},
        {query},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Suche in der Dokumentation'});
  return (
    <>
      <SearchPage />
      <PageMetadata
        title={title}
        description={translate({
          id: 'searchPage.description',
          message: 'Leitfäden, Glossar, Changelog und API-Referenz des Entwicklerportals durchsuchen.',
          description: 'Meta description of the search results page',
        })}>
        <meta name="robots" content="noindex, follow" />
      </PageMetadata>
    </>
  );
}
