import {forwardRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
// The search plugin's own class names, so the stand-in looks exactly like the box that replaces it.
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';

interface Props {
  /** Asks for the real search box, for example when the reader points at or focuses this one. */
  onWanted: () => void;
}

/** The search box as the plugin renders it on the server, without the code behind it. */
const SearchBarPlaceholder = forwardRef<HTMLInputElement, Props>(function SearchBarPlaceholder(
  {onWanted},
  ref,
): ReactNode {
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <div className={clsx('navbar__search', styles.searchBarContainer)} dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={ref}
        placeholder={label}
        aria-label={label}
        className={clsx('navbar__search-input', styles.searchInput)}
        onMouseEnter={onWanted}
        onFocus={onWanted}
        onChange={onWanted}
      />
    </div>
  );
});

export default SearchBarPlaceholder;
