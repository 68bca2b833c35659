import type {ReactNode} from 'react';
import CodeTabs from '@theme-original/ApiExplorer/CodeTabs';

import {keepTabsMounted} from '@site/src/lib/keepMountedAfterHydration';

export default keepTabsMounted<{children?: ReactNode}>(CodeTabs);
