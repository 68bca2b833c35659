import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';

import {keepTabsMounted} from '@site/src/hydration/keepMountedAfterHydration';

export default keepTabsMounted<Props>(Tabs);
