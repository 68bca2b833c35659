import type {ReactNode} from 'react';
import CodeTabs from '@theme-original/ApiExplorer/CodeTabs';

import {keepTabsMounted} from '@site/src/hydration/keepMountedAfterHydration';

export default keepTabsMounted<{children?: ReactNode}>(CodeTabs);
