import ResponseSchema from '@theme-original/ResponseSchema';

import {renderOnServer} from '@site/src/lib/keepMountedAfterHydration';

export default renderOnServer<Record<string, unknown>>(ResponseSchema);
