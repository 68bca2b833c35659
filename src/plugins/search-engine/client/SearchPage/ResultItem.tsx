import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {DocumentType, type SearchResult} from '@site/src/plugins/search-engine/engine/engine';
import styles from './styles.module.css';

/** An excerpt's length in characters, as the search box shows it. */
const excerptLength = 100;

/**
 * `text` with the result's words marked; a text longer than `maxLength` is cut to an excerpt that starts a little
 * before its first mark, at a word, with `…` where it was cut.
 */
function Marked({
  text,
  tokens,
  maxLength = text.length,
}: {
  text: string;
  tokens: string[];
  maxLength?: number;
}) {
  const lower = text.toLowerCase();
  const spans: [number, number][] = [];
  for (const token of tokens) {
    for (let at = lower.indexOf(token); token && at !== -1; at = lower.indexOf(token, at + token.length)) {
      spans.push([at, token.length]);
    }
  }
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  let from = Math.max(0, Math.min((spans[0]?.[0] ?? 0) - Math.floor(maxLength / 4), text.length - maxLength));
  const space = text.lastIndexOf(' ', from);
  if (from > 0 && space >= from - 20) from = space + 1;
  const to = Math.min(text.length, from + maxLength);
  const parts: ReactNode[] = [from > 0 ? '…' : ''];
  let cursor = from;
  for (const [start, length] of spans) {
    if (start < cursor || start + length > to) continue;
    parts.push(text.slice(cursor, start), <mark key={start}>{text.slice(start, start + length)}</mark>);
    cursor = start + length;
  }
  parts.push(text.slice(cursor, to), to < text.length ? '…' : '');
  return <>{parts}</>;
}

/** One result: its title (or the section's) as a link that marks the terms on the page, path and excerpt. */
export default function ResultItem({
  result: {document, type, page, tokens},
}: {
  result: SearchResult;
}): ReactNode {
  const isTitle = type === DocumentType.Title;
  const isText = type === DocumentType.Content || type === DocumentType.Description;
  const ofPage = type === DocumentType.Description || type === DocumentType.Keywords;
  const path = [...((isTitle ? document.b : page ? page.b : undefined) ?? [])];
  if (!isTitle && !ofPage && page && page.t !== undefined) path.push(page.t);
  const heading = (isTitle || type === DocumentType.Heading ? document.t : document.s) ?? '';
  const search = new URLSearchParams(tokens.map((token) => ['_highlight', token])).toString();
  return (
    <article className={styles.searchResultItem}>
      <Heading as="h2">
        <Link to={`${document.u}${search ? `?${search}` : ''}${document.h ?? ''}`}>
          <Marked text={heading} tokens={tokens} />
        </Link>
      </Heading>
      {path.length > 0 && <p className={styles.searchResultItemPath}>{path.join(' › ')}</p>}
      {isText &&
        (document.t === undefined ? (
          // The section's text is still on its way: a line kept free, so that the list does not jump.
          <p className={styles.searchResultItemSummary} aria-hidden="true">
            {'\u00a0'}
          </p>
        ) : (
          <p className={styles.searchResultItemSummary}>
            <Marked text={document.t} tokens={tokens} maxLength={excerptLength} />
          </p>
        ))}
    </article>
  );
}
