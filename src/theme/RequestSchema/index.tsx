import RequestSchema from '@theme-original/RequestSchema';

import {renderOnServer} from '@site/src/lib/keepMountedAfterHydration';

export default renderOnServer<Record<string, unknown>>(RequestSchema);
