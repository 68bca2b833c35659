import {memo} from 'react';
import Line from '@theme-original/CodeBlock/Line';

/**
 * A code block renders again once it has measured itself after hydration (a block that scrolls sideways gets
 * its word-wrap button), and with it every line and token: on an operation page with 18 blocks one task of
 * some 20 ms at desktop speed. A line's props stay the same (its tokens and prop getters are memoised by the
 * highlighter), so those renders are skipped.
 */
export default memo(Line);
