import type {ReactNode} from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';

import {keepTabsMounted} from '@site/src/hydration/keepMountedAfterHydration';

type Props = {children?: ReactNode; lazy?: boolean};

const KeptMountedSchemaTabs = keepTabsMounted<Props>(SchemaTabs);

/**
 * The theme shows the variants of a `oneOf`/`anyOf` in lazy tabs: only the first variant was in the built page,
 * its Markdown copy and the search index. Here every variant is rendered; the others are hidden panels until
 * a reader picks their tab.
 */
export default function SchemaTabsWrapper(props: Props): ReactNode {
  return <KeptMountedSchemaTabs {...props} lazy={false} />;
}
