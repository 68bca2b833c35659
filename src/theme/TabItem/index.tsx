import type {ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type {Props} from '@theme/TabItem';
import {useTabs} from '@theme/utils/tabsUtils';

import KeptFromServer from '@site/src/hydration/KeptFromServer';
import styles from './styles.module.css';

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

export default function TabItemWrapper({children, ...props}: Props): ReactNode {
  return (
    <TabItem {...props}>
      <PanelContent value={props.value}>{children}</PanelContent>
    </TabItem>
  );
}
