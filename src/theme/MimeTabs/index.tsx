import type {ReactNode} from 'react';
import MimeTabs from '@theme-original/MimeTabs';

import {keepTabsMounted} from '@site/src/hydration/keepMountedAfterHydration';

export default keepTabsMounted<{children?: ReactNode}>(MimeTabs);
