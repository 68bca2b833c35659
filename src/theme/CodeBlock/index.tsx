import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

import {keepMounted} from '@site/src/hydration/keepMountedAfterHydration';

export default keepMounted<Props>(CodeBlock);
