import {forwardRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

import styles from './Placeholder.module.css';

interface Props {
  /** Asks for the real search box, for example when the reader points at or focuses this one. */
  onWanted: () => void;
}

/**
 * A search box in Infima's navbar markup, which draws the same magnifier where the plugin's box draws its own,
 * without the code behind it. Its styles (./Placeholder.module.css) give it the plugin's box's place and size.
 */
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
    <div className={clsx('navbar__search', styles.standIn)} dir="ltr">
      <input
        ref={ref}
        placeholder={label}
        aria-label={label}
        className={clsx('navbar__search-input', styles.input)}
        onMouseEnter={onWanted}
        onFocus={onWanted}
        onChange={onWanted}
      />
    </div>
  );
});

export default SearchBarPlaceholder;
