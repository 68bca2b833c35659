/**
 * Content that React in the browser leaves as the server rendered it, for parts of a page that need no React
 * to be read: hydration takes an element with `dangerouslySetInnerHTML` as it is, without building React's
 * tree for its content or even looking at it.
 *
 * On the server the content is rendered as usual. In the browser the wrapper first renders empty; if it holds
 * content after that render (it was hydrated), the content is kept, and if it is empty (it was mounted by the
 * browser, after a navigation), the content is rendered at once, before the browser paints. When `keep` turns
 * false (a hidden tab panel is shown, say), React renders the content from then on. The decision is made in a
 * layout effect and not by asking React whether it is hydrating, which it only answers through
 * `useSyncExternalStore`, whose forced re-render after hydration would hydrate every pending Suspense
 * boundary of the page at once.
 */
import {useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

interface Props {
  /** The wrapper's class; give it `display: contents` where the wrapper must not change the layout. */
  className: string;
  /** Whether the server's rendering may stand in for the content for now. */
  keep: boolean;
  children: ReactNode;
}

export default function KeptFromServer({className, keep, children}: Props): ReactNode {
  const wrapper = useRef<HTMLDivElement>(null);
  const [kept, setKept] = useState(ExecutionEnvironment.canUseDOM && keep);
  useLayoutEffect(() => {
    if (kept && (!keep || wrapper.current?.hasChildNodes() !== true)) setKept(false);
  }, [kept, keep]);
  return kept ? (
    <div
      key="kept"
      ref={wrapper}
      className={className}
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
    />
  ) : (
    <div key="rendered" className={className}>
      {children}
    </div>
  );
}
