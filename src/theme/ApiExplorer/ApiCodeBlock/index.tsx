import ApiCodeBlock from '@theme-original/ApiExplorer/ApiCodeBlock';
import type {Props} from '@theme/CodeBlock';

import {keepMounted} from '@site/src/hydration/keepMountedAfterHydration';

// The OpenAPI theme's copy of the code block, with the same props.
export default keepMounted<Props>(ApiCodeBlock);
