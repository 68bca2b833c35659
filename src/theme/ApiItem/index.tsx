import {useMemo, type ReactNode} from 'react';
import ApiItem from '@theme-original/ApiItem';
import type {Props} from '@theme/DocItem';

import {renderOnServer} from '@site/src/hydration/keepMountedAfterHydration';

type Content = Props['content'];

const stableContents = new WeakMap<Content, Content>();

/**
 * The page's MDX content as a component that renders the same element every time, with the statics (metadata,
 * front matter, table of contents) `ApiItem` and `DocProvider` read from it.
 *
 * The front matter is the docs plugin's copy in the page's metadata, which Docusaurus writes as JSON. The MDX
 * loader prints its own copy as JavaScript without escaping backslashes, so in the operation that `ApiItem`
 * reads from the front matter (`api`) a sample's line continuation became a backslash and an `n`, and an
 * escaped quote in a sample's JSON body lost its backslash.
 */
function stableContent(content: Content): Content {
  let stable = stableContents.get(content);
  if (stable === undefined) {
    const MDXContent = content;
    stable = Object.assign(
      function StableContent(): ReactNode {
        return useMemo(() => <MDXContent />, []);
      },
      content,
      {frontMatter: content.metadata.frontMatter},
    );
    stableContents.set(content, stable);
  }
  return stable;
}

/**
 * The OpenAPI theme's operation page, rendered the same on the server and in the browser.
 *
 * The theme's `ApiItem` renders the code-sample panel in the browser only, and once it learns it runs in the
 * browser it builds its request store again and renders the whole reference with it: right after hydration,
 * one long task that mounts the panel, highlights its sample and makes the browser lay out the whole page
 * again (at 4x CPU slowdown about 340 ms, plus a forced layout of 90 ms). Nothing of that needs the browser
 * here: the panel shows the samples rendered at build time (../ApiExplorer) and the store only mirrors the
 * selected content types (no credentials are kept, `api.authPersistence: false`). So `ApiItem` and everything
 * in it see the browser flag set from the start, on the server as in the browser, and the built page already
 * holds the panel. The content it renders is memoised besides, so nothing re-renders the reference.
 */
const ApiItemSameEverywhere = renderOnServer<Props>(ApiItem);

export default function ApiItemWrapper(props: Props): ReactNode {
  return <ApiItemSameEverywhere {...props} content={stableContent(props.content)} />;
}
