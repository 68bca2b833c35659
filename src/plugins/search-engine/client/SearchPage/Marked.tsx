import type {ReactNode} from 'react';

/** A match in a text: where it starts and how long it is. */
export type Span = [start: number, length: number];

/** Where the query's words (lowercase) occur in `text`. */
export function spansOf(text: string, tokens: readonly string[]): Span[] {
  const lower = text.toLowerCase();
  return tokens.flatMap((token) => {
    const spans: Span[] = [];
    if (token === '') return spans;
    for (let at = lower.indexOf(token); at !== -1; at = lower.indexOf(token, at + token.length)) {
      spans.push([at, token.length]);
    }
    return spans;
  });
}

/** How far before the first match an excerpt may start to end at a word. */
const wordSlack = 20;

/**
 * `text` with its matches marked; a text longer than `maxLength` is cut to an excerpt that starts a little before
 * its first match, at a word, with `…` where it was cut.
 */
export function Marked({
  text,
  spans,
  maxLength,
}: {
  text: string;
  spans: Span[];
  maxLength?: number;
}): ReactNode {
  const sorted = spans.filter(([, length]) => length > 0).sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const length = maxLength ?? text.length;
  let from = Math.max(0, Math.min((sorted[0]?.[0] ?? 0) - Math.floor(length / 4), text.length - length));
  const space = text.lastIndexOf(' ', from);
  if (from > 0 && space >= from - wordSlack) from = space + 1;
  const to = Math.min(text.length, from + length);
  const parts: ReactNode[] = [from > 0 ? '…' : ''];
  let cursor = from;
  for (const [start, size] of sorted) {
    if (start < cursor || start + size > to) continue;
    parts.push(text.slice(cursor, start), <mark key={start}>{text.slice(start, start + size)}</mark>);
    cursor = start + size;
  }
  parts.push(text.slice(cursor, to), to < text.length ? '…' : '');
  return <>{parts}</>;
}
