import type {ReactNode} from 'react';
import ApiTabs from '@theme-original/ApiTabs';

import {keepTabsMounted} from '@site/src/lib/keepMountedAfterHydration';

export default keepTabsMounted<{children?: ReactNode}>(ApiTabs);
