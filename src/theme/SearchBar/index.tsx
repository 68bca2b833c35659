import {useEffect, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * The search plugin fetches its worker and index only when the pointer enters the search box or it gets
 * focus. Doing the same once the browser is idle after the page has loaded means a reader who then loses the
 * network can still search. Only the index of the page's context (guides, API or both) is fetched, again
 * after a navigation into another context; the worker keeps every index it has fetched.
 */
function usePreloadSearchIndex(): void {
  const {pathname} = useLocation();
  useEffect(() => {
    const preload = (): void => {
      // React turns a `mouseover` from outside the window into the box's onMouseEnter, which loads the index.
      document
        .querySelector('.navbar__search-input')
        ?.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, relatedTarget: null}));
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload);
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(preload, 2000);
    return () => window.clearTimeout(handle);
  }, [pathname]);
}

export default function SearchBarWrapper(props: Props): ReactNode {
  usePreloadSearchIndex();
  return <SearchBar {...props} />;
}
