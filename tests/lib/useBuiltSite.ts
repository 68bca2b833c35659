/**
 * For test files that read pages of the build. jsdom holds parsed pages through `WeakRef`s, which V8 releases
 * only when the event loop turns; node:test runs synchronous tests one after another without letting it turn,
 * so a file that reads every page of the build would keep them all (several GB with the operation pages).
 */
import {afterEach, before} from 'node:test';

import {assertBuilt} from './builtSite';

export function useBuiltSite(): void {
  before(assertBuilt);
  afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
}
