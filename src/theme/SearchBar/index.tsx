import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';

import SearchBarPlaceholder from './Placeholder';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * The search plugin's box pulls lunr, its language stemmers, mark.js and autocomplete.js (about 45 KB gzip)
 * into every page before it can hydrate, although nobody searches before the page is on screen. The box is
 * therefore rendered as a stand-in and the real one is fetched when the browser is idle, or at once when the
 * reader points at the box, focuses it, or presses the search shortcut. Whatever the reader already typed and
 * the focus carry over.
 */
let realSearchBar: ComponentType<Props> | undefined;
let pending: Promise<ComponentType<Props>> | undefined;

function loadRealSearchBar(): Promise<ComponentType<Props>> {
  pending ??= import('@theme-original/SearchBar').then((module) => (realSearchBar = module.default));
  return pending;
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 2000);
  return () => window.clearTimeout(handle);
}

/** Waits for the load event first, so the box never competes with what the page needs. */
function afterLoadWhenIdle(callback: () => void): () => void {
  let cancel = (): void => window.removeEventListener('load', schedule);
  function schedule(): void {
    cancel = whenIdle(callback);
  }
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, {once: true});
  return () => cancel();
}

const searchInput = '.navbar__search-input';

/**
 * Once the browser is idle, the index of the page's context (guides, API or both) is fetched as if the reader
 * had pointed at the box, so a reader who then loses the network can still search. The plugin's worker keeps
 * every index it has fetched.
 */
function usePreloadSearchIndex(ready: boolean): void {
  const {pathname} = useLocation();
  useEffect(() => {
    if (!ready) return undefined;
    return whenIdle(() => {
      // React turns a `mouseover` from outside the window into the box's onMouseEnter, which loads the index.
      document
        .querySelector(searchInput)
        ?.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, relatedTarget: null}));
    });
  }, [pathname, ready]);
}

export default function SearchBarWrapper(props: Props): ReactNode {
  // The server renders the stand-in; so must the first render in the browser, or hydration would not match.
  const [SearchBar, setSearchBar] = useState<ComponentType<Props> | undefined>(() => realSearchBar);
  const placeholder = useRef<HTMLInputElement>(null);
  const handOver = useRef<{focused: boolean; value: string} | undefined>(undefined);

  const want = useCallback(() => {
    void loadRealSearchBar().then((component) => setSearchBar(() => component));
  }, []);

  useEffect(() => {
    if (SearchBar) return undefined;
    const onShortcut = (event: KeyboardEvent): void => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        placeholder.current?.focus();
      }
    };
    document.addEventListener('keydown', onShortcut);
    const cancelIdle = afterLoadWhenIdle(want);
    return () => {
      document.removeEventListener('keydown', onShortcut);
      cancelIdle();
    };
  }, [SearchBar, want]);

  // Remember, just before the stand-in goes, whether the reader was in it and what they typed.
  if (SearchBar && placeholder.current && !handOver.current) {
    handOver.current = {
      focused: document.activeElement === placeholder.current,
      value: placeholder.current.value,
    };
  }

  useEffect(() => {
    const state = handOver.current;
    if (!SearchBar || !state || (!state.focused && state.value === '')) return;
    const input = document.querySelector<HTMLInputElement>(searchInput);
    if (!input) return;
    if (state.focused) input.focus();
    if (state.value !== '') {
      // The box is a controlled React input: set the value the way typing does, so React sees the change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, state.value);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }
  }, [SearchBar]);

  usePreloadSearchIndex(SearchBar !== undefined);

  return SearchBar ? <SearchBar {...props} /> : <SearchBarPlaceholder ref={placeholder} onWanted={want} />;
}
