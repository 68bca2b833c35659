import type {ReactNode} from 'react';
import OperationTabs from '@theme-original/OperationTabs';

import {keepTabsMounted} from '@site/src/hydration/keepMountedAfterHydration';

export default keepTabsMounted<{children?: ReactNode}>(OperationTabs);
