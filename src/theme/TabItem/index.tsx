import type {ReactNode} from 'react';
import type {Props} from '@theme/TabItem';
import {useTabs} from '@theme/utils/tabsUtils';

import KeptFromServer from '@site/src/hydration/KeptFromServer';
import styles from './styles.module.css';

/** Set by the tab list (src/hydration/keepMountedAfterHydration.tsx): the ids that tie tab and panel. */
export interface TabIds {
  /** The id of this panel's `role="tab"` element. */
  tabId?: string;
  panelId?: string;
}

/**
 * The panels of a tab list that are not shown keep what the server rendered until they are first shown.
 *
 * The server renders every panel (readers without JavaScript, search engines and the search index see them
 * all), and hydration would build React's tree for every one of them: the request samples of a guide in three
 * languages, an operation's responses for every status code with their schemas and examples. Most of that
 * work is for panels nobody opens, so a hidden panel's content stays as the server rendered it (see
 * src/hydration/KeptFromServer.tsx) until its tab is first selected.
 */
function PanelContent({value, children}: {value: string; children: ReactNode}): ReactNode {
  const {selectedValue} = useTabs();
  return (
    <KeptFromServer className={styles.content} keep={value !== selectedValue}>
      {children}
    </KeptFromServer>
  );
}

/**
 * The OpenAPI theme's panel (it overrides the classic one), rewritten for one difference: the panel is tied to
 * its tab (`id`, `aria-labelledby`; the tab has `aria-controls`), so assistive technology can tell which tab
 * a panel belongs to and the HTML validates. The theme's panel takes no id.
 */
export default function TabItem({children, className, value, tabId, panelId}: Props & TabIds): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId} className={className} hidden={!isSelected}>
      <PanelContent value={value}>{children}</PanelContent>
    </div>
  );
}
