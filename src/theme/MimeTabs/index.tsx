import type {ReactNode} from 'react';
import MimeTabs from '@theme-original/MimeTabs';

import {keepTabsMounted} from '@site/src/lib/keepMountedAfterHydration';

export default keepTabsMounted<{children?: ReactNode}>(MimeTabs);
