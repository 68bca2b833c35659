/**
 * For test files that read pages of the build: the build must exist, and its pages are parsed by parse5 as
 * published (see nativeParserLoaded). jsdom holds parsed pages through `WeakRef`s, which V8 releases
 * only when the event loop turns; node:test runs synchronous tests one after another without letting it turn,
 * so a file that reads every page of the build would keep them all (several GB with the operation pages).
 */
import {afterEach, before} from 'node:test';

import {assertBuilt, nativeParserLoaded} from './builtSite';

export function useBuiltSite(): void {
  before(async () => {
    assertBuilt();
    await nativeParserLoaded;
  });
  afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
}
