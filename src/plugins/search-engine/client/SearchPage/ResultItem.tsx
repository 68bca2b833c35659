import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {DocumentType, type SearchResult} from '@site/src/plugins/search-engine/engine/engine';
import {Marked, spansOf, type Span} from './Marked';
import styles from './styles.module.css';

const positionsOf = (result: SearchResult): Span[] =>
  Object.values(result.metadata).flatMap((match) => match.t?.position ?? []);

/** An excerpt's length in characters, as the search box shows it. */
const excerptLength = 100;

/** One result: its title (or the section's) as a link that marks the terms on the page, path and excerpt. */
export default function ResultItem({result}: {result: SearchResult}): ReactNode {
  const {document, type, page, tokens} = result;
  const isTitle = type === DocumentType.Title;
  const isContent = type === DocumentType.Content;
  const isDescription = type === DocumentType.Description;
  const isDescriptionOrKeywords = isDescription || type === DocumentType.Keywords;
  const path = [...((isTitle ? document.b : page ? page.b : undefined) ?? [])];
  if (!isTitle && !isDescriptionOrKeywords && page && page.t !== undefined) path.push(page.t);
  const heading = isContent || isDescriptionOrKeywords ? (document.s ?? '') : (document.t ?? '');
  const search = new URLSearchParams(tokens.map((token) => ['_highlight', token])).toString();
  return (
    <article className={styles.searchResultItem}>
      <Heading as="h2">
        <Link to={`${document.u}${search ? `?${search}` : ''}${document.h ?? ''}`}>
          <Marked
            text={heading}
            spans={isContent || isDescriptionOrKeywords ? spansOf(heading, tokens) : positionsOf(result)}
          />
        </Link>
      </Heading>
      {path.length > 0 && <p className={styles.searchResultItemPath}>{path.join(' › ')}</p>}
      {(isContent || isDescription) &&
        (document.t === undefined ? (
          // The section's text is still on its way: a line kept free, so that the list does not jump.
          <p className={styles.searchResultItemSummary} aria-hidden="true">
            {'\u00a0'}
          </p>
        ) : (
          <p className={styles.searchResultItemSummary}>
            <Marked text={document.t} spans={positionsOf(result)} maxLength={excerptLength} />
          </p>
        ))}
    </article>
  );
}
