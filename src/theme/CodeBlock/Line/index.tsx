import {memo, type ComponentProps, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';

import styles from './styles.module.css';

/**
 * A line of a code block, as the classic theme draws it, in a `<span>` shown as a block instead of its `<div>`:
 * `code` holds phrasing content only, so each `<div>` line was an error in the Nu HTML Checker. The theme's line
 * is a plain function of its props, so its element is taken as it is and only its tag changes.
 *
 * Memoised besides: a code block renders again once it has measured itself after hydration (a block that
 * scrolls sideways gets its word-wrap button), and with it every line and token. A line's props stay the same
 * (its tokens and prop getters are memoised by the highlighter), so those renders are skipped.
 */
function CodeBlockLine(props: Props): ReactNode {
  const line = (Line as (props: Props) => ReactElement<ComponentProps<'span'>>)(props);
  return <span {...line.props} className={clsx(line.props.className, styles.line)} />;
}

export default memo(CodeBlockLine);
