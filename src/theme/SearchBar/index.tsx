import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {searchContextByPaths} from '@site/config/search';
import SearchBarPlaceholder from './Placeholder';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * The search plugin's box pulls lunr, its language stemmers, mark.js and autocomplete.js (about 45 KB gzip)
 * into every page, and when it mounts it sets up its suggestion list and walks the whole article for search
 * terms to mark: long tasks on a phone that no reader waiting for the page needs. The page therefore shows a
 * stand-in with the same markup. Once the page has loaded, the box's code is fetched and evaluated in idle
 * periods, and the plugin's worker fetches the index of the page's search context (so search works when the
 * network is gone), except on a save-data or 2G connection. The box itself replaces the stand-in when the reader points at it, focuses it, types or
 * presses the search shortcut, or when the page was opened from a search result and has terms to mark; it
 * gets ready hidden behind the stand-in first, and whatever the reader typed meanwhile and the focus carry over.
 */
let realSearchBar: ComponentType<Props> | undefined;
let pending: Promise<ComponentType<Props>> | undefined;
/** Once the reader has asked for the box, pages rendered later (after a navigation) show it at once. */
let asked = false;

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

/**
 * Docusaurus' own rule for prefetching routes (`isSlowConnection` in its client): on a save-data or 2G
 * connection nothing is fetched ahead of need, so the box and the index load only when the reader asks.
 */
function isSlowConnection(): boolean {
  const {connection} = navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}};
  return connection?.saveData === true || (connection?.effectiveType ?? '').includes('2g');
}

const pageIsReady = (): boolean =>
  document.readyState === 'complete' && document.documentElement.dataset.hasHydrated === 'true';

/**
 * Runs each step in an idle period of its own, once the page has loaded and hydrated (so that no step competes
 * with the page's start-up) and after the previous step has finished, so no step adds to another's task.
 */
function afterStartUpInIdleSteps(steps: Array<() => Promise<unknown>>): () => void {
  let cancelled = false;
  let index = 0;
  let cancel = (): void => undefined;
  function next(): void {
    const step = steps[index];
    index += 1;
    if (cancelled || step === undefined) return;
    cancel = whenIdle(() => void step().then(next, next));
  }
  if (pageIsReady()) next();
  else {
    const check = (): void => {
      if (!pageIsReady()) return;
      cancel();
      next();
    };
    // Docusaurus marks `<html data-has-hydrated="true">` once React has taken over the page.
    const observer = new MutationObserver(check);
    observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-has-hydrated']});
    window.addEventListener('load', check);
    cancel = () => {
      observer.disconnect();
      window.removeEventListener('load', check);
    };
  }
  return () => {
    cancelled = true;
    cancel();
  };
}

/** The plugin's search context of a path: the first segment it searches by, or '' for all of them. */
function searchContextOf(pathname: string, baseUrl: string): string {
  const path = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : '';
  return (
    searchContextByPaths.find((context) => path === context.path || path.startsWith(`${context.path}/`))
      ?.path ?? ''
  );
}

function fetchIndex(baseUrl: string, pathname: string): Promise<void> {
  // The module the plugin's box reaches too (src/plugins/search-engine): one worker, one index.
  return import('@site/src/plugins/search-engine/client/searchByWorker').then(({fetchIndexesByWorker}) =>
    fetchIndexesByWorker(baseUrl, searchContextOf(pathname, baseUrl)),
  );
}

const searchInput = '.navbar__search-input';

/**
 * Gives the plugin's box, just shown, the focus and the text the stand-in had. Its suggestion list reads the
 * box's value once, when the focus has set it up (the input then gets `role="combobox"`), and queries only a value
 * it has not seen: so once the list is there, the box's value goes in again, after an empty one, the way typing
 * does.
 */
function handOverTo(
  input: HTMLInputElement,
  {focused, value}: {focused: boolean; value: string},
): () => void {
  const setValue = (text: string): void => {
    // The box is a controlled React input: set the value the way typing does, so React sees the change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  };
  if (focused) input.focus();
  if (value !== '') setValue(value);
  if (!focused) return () => undefined;
  const observer = new MutationObserver(() => {
    if (input.getAttribute('role') !== 'combobox') return;
    observer.disconnect();
    const current = input.value;
    if (current === '') return;
    setValue('');
    setValue(current);
  });
  observer.observe(input, {attributes: true, attributeFilter: ['role']});
  return () => observer.disconnect();
}

export default function SearchBarWrapper(props: Props): ReactNode {
  // The server renders the stand-in; so must the first render in the browser, or hydration would not match.
  const [SearchBar, setSearchBar] = useState<ComponentType<Props> | undefined>(() =>
    asked ? realSearchBar : undefined,
  );
  const [shown, setShown] = useState(() => asked && realSearchBar !== undefined);
  const placeholder = useRef<HTMLInputElement>(null);
  const handOver = useRef<{focused: boolean; value: string} | undefined>(undefined);
  const {pathname, search} = useLocation();
  const baseUrl = useBaseUrl('/');

  const want = useCallback(() => {
    asked = true;
    void loadRealSearchBar().then((component) => setSearchBar(() => component));
  }, []);

  useEffect(() => {
    if (shown) return undefined;
    const onShortcut = (event: KeyboardEvent): void => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        placeholder.current?.focus();
      }
    };
    document.addEventListener('keydown', onShortcut);
    return () => document.removeEventListener('keydown', onShortcut);
  }, [shown]);

  // A reader who focused the stand-in or typed into it before the page hydrated raised none of its events (the
  // text stays in the input): ask for the box now, and the hand-over below carries text and focus into it.
  useEffect(() => {
    const input = placeholder.current;
    if (input && (document.activeElement === input || input.value !== '')) want();
  }, [want]);

  // A page opened from a search result marks the terms; the plugin's box does that.
  useEffect(() => {
    if (new URLSearchParams(search).has('_highlight')) want();
  }, [search, want]);

  useEffect(
    () =>
      isSlowConnection()
        ? undefined
        : afterStartUpInIdleSteps([
            loadRealSearchBar,
            () => import('@easyops-cn/autocomplete.js'),
            () => fetchIndex(baseUrl, pathname),
          ]),
    [baseUrl, pathname],
  );

  // The box mounts hidden next to the stand-in and is shown two turns of the event loop later: when it mounts it
  // learns the page's search context in an effect (focused before that, it would load the index of every
  // context) and empties itself in a zero-delay timeout set by another. A parent's effects run after its
  // children's, so this timeout comes after the box's.
  useEffect(() => {
    if (!SearchBar || shown) return undefined;
    let timeout = window.setTimeout(() => {
      timeout = window.setTimeout(() => setShown(true));
    });
    return () => window.clearTimeout(timeout);
  }, [SearchBar, shown]);

  // Remember, just before the stand-in goes, whether the reader was in it and what they typed.
  if (shown && placeholder.current && !handOver.current) {
    handOver.current = {
      focused: document.activeElement === placeholder.current,
      value: placeholder.current.value,
    };
  }

  // A layout effect: the box has the focus before the reader's next key.
  useLayoutEffect(() => {
    const state = handOver.current;
    const input = document.querySelector<HTMLInputElement>(searchInput);
    if (!shown || !state || !input || (!state.focused && state.value === '')) return undefined;
    return handOverTo(input, state);
  }, [shown]);

  return (
    <>
      {!shown && <SearchBarPlaceholder ref={placeholder} onWanted={want} />}
      {SearchBar && (
        <div className={shown ? styles.shown : styles.hidden}>
          <SearchBar {...props} />
        </div>
      )}
    </>
  );
}
