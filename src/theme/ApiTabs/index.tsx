import type {ReactNode} from 'react';
import ApiTabs from '@theme-original/ApiTabs';

import {keepTabsMounted} from '@site/src/hydration/keepMountedAfterHydration';

export default keepTabsMounted<{children?: ReactNode}>(ApiTabs);
