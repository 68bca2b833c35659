import type {ReactNode} from 'react';
import DiscriminatorTabs from '@theme-original/DiscriminatorTabs';

import {keepTabsMounted} from '@site/src/hydration/keepMountedAfterHydration';

export default keepTabsMounted<{children?: ReactNode}>(DiscriminatorTabs);
