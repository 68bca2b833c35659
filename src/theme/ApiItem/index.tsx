import {useMemo, type ReactNode} from 'react';
import ApiItem from '@theme-original/ApiItem';
import type {Props} from '@theme/DocItem';

type Content = Props['content'];

const stableContents = new WeakMap<Content, Content>();

/**
 * The page's MDX content as a component that renders the same element every time, with the statics (metadata,
 * front matter, table of contents) `ApiItem` and `DocProvider` read from it.
 */
function stableContent(content: Content): Content {
  let stable = stableContents.get(content);
  if (stable === undefined) {
    const MDXContent = content;
    stable = Object.assign(function StableContent(): ReactNode {
      return useMemo(() => <MDXContent />, []);
    }, content);
    stableContents.set(content, stable);
  }
  return stable;
}

/**
 * `ApiItem` re-renders once after hydration (it builds the explorer's store when it learns it runs in the
 * browser) and renders the whole reference again with it: every parameter, schema and response, though nothing
 * in them changed. Handing it content that returns the same element lets React skip that subtree; what does
 * depend on the store or the browser reads them through context and still updates. Measured at 4x CPU
 * slowdown, the synchronous render after hydration went from 190-380 ms to about 120 ms, most of it the
 * code-sample panel that only renders in the browser.
 */
export default function ApiItemWrapper(props: Props): ReactNode {
  return <ApiItem {...props} content={stableContent(props.content)} />;
}
