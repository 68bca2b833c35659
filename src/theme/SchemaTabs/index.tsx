import type {ReactNode} from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';

import {keepTabsMounted} from '@site/src/hydration/keepMountedAfterHydration';

export default keepTabsMounted<{children?: ReactNode}>(SchemaTabs);
