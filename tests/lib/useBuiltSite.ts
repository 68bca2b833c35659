/**
 * For test files that read pages of the build: the build must exist, and its pages are parsed by parse5 as
 * published (see nativeParserLoaded), which the first test would otherwise not wait for.
 */
import {before} from 'node:test';

import {assertBuilt, nativeParserLoaded} from './builtSite';

export function useBuiltSite(): void {
  before(async () => {
    assertBuilt();
    await nativeParserLoaded;
  });
}
