import Buttons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';

import {renderOnServer} from '@site/src/hydration/keepMountedAfterHydration';

/**
 * The copy and word-wrap buttons of a code block. The theme renders them in the browser only (`BrowserOnly`),
 * which under `keepMounted` (../index.tsx) meant never, and otherwise meant a second render of every code block
 * right after hydration. Rendered on the server, they are in the built page (hidden until the block is
 * pointed at or focused, as before) and work once the page has hydrated.
 */
export default renderOnServer<Props>(Buttons);
