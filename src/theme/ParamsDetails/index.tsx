import ParamsDetails from '@theme-original/ParamsDetails';

import {renderOnServer} from '@site/src/lib/keepMountedAfterHydration';

export default renderOnServer<Record<string, unknown>>(ParamsDetails);
