import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';

import styles from './styles.module.css';

type Line = Props['line'];

/** An empty line keeps its height through its `<br>`; a line of just a line break would get two (upstream). */
function fixLineBreak(line: Line): Line {
  const token = line.length === 1 && line[0]?.content === '\n' ? line[0] : undefined;
  return token ? [{...token, content: ''}] : line;
}

/**
 * A line of a code block, as the classic theme draws it, but in a `<span>` shown as a block: the theme's `<div>`
 * inside `<code>` is invalid HTML (`code` holds phrasing content only), one error per code line in the Nu HTML
 * Checker. The copy of the theme's line styles is in ./styles.module.css.
 *
 * Memoised besides: a code block renders again once it has measured itself after hydration (a block that
 * scrolls sideways gets its word-wrap button), and with it every line and token: on an operation page with 18
 * blocks one task of some 20 ms at desktop speed. A line's props stay the same (its tokens and prop getters
 * are memoised by the highlighter), so those renders are skipped.
 */
function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, styles.line, showLineNumbers && styles.codeLine),
  });
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      <br />
    </span>
  );
}

export default memo(CodeBlockLine);
