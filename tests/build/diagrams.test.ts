/**
 * Every diagram of the build has its box reserved in the HTML (src/theme/Mermaid): a size measured by
 * `npm run diagram-sizes`. A diagram without one would push the page down when it is drawn.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {all, htmlOf} from '../lib/builtSite';
import {allPages} from '../lib/routes';
import {useBuiltSite} from '../lib/useBuiltSite';

useBuiltSite();

test('every diagram of both locales is rendered with the size it will have', () => {
  const unsized: string[] = [];
  let diagrams = 0;
  for (const {url} of allPages.filter((page) => !page.route.startsWith('/api'))) {
    for (const region of all(htmlOf(url), '[data-diagram]')) {
      diagrams += 1;
      const style = region.firstElementChild?.getAttribute('style') ?? '';
      if (!/--diagram-width:\s*[\d.]+;\s*--diagram-height:\s*[\d.]+/.test(style)) {
        unsized.push(`${url} (diagram ${region.getAttribute('data-diagram')})`);
      }
    }
  }
  assert.ok(diagrams > 0, 'the guides have diagrams');
  assert.deepEqual(
    unsized,
    [],
    'diagrams without a size: run `npm run build && npm run diagram-sizes && npm run build`',
  );
});
