/**
 * What a page shows once React has rendered it: the table of contents lists the level 2 and 3 headings
 * only, and every link to another site opens a new tab without giving it access to this one.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {openPage} from '../lib/browser';
import {pagesOf} from '../lib/routes';
import {gotoHydrated, useSiteInBrowser} from '../lib/siteInBrowser';

const site = useSiteInBrowser();

interface Heading {
  level: number;
  id: string;
}

describe('table of contents', () => {
  for (const {url} of pagesOf(['/docs/guides/team', '/docs/glossar/intro', '/docs/advanced-guides/intro'])) {
    test(`${url}: lists exactly the level 2 and 3 headings, level 3 nested under level 2`, async () => {
      const {context, page} = await openPage(site.browser, site.origin);
      try {
        await gotoHydrated(page, `${site.origin}${url}`);
        const headings: Heading[] = await page
          .locator('.theme-doc-markdown :is(h2, h3, h4, h5, h6)[id]')
          .evaluateAll((nodes) => nodes.map((node) => ({level: Number(node.tagName[1]), id: node.id})));
        const toc: Heading[] = await page
          .locator('.theme-doc-toc-desktop a.table-of-contents__link')
          .evaluateAll((links) =>
            links.map((link) => ({
              // Entries of level 2 sit in the top list, level 3 in a list inside it.
              level: 1 + (link.closest('ul')?.closest('li') ? 2 : 1),
              id: decodeURIComponent(link.getAttribute('href')?.replace(/^#/, '') ?? ''),
            })),
          );
        assert.ok(
          headings.some((heading) => heading.level === 3),
          `${url} has level 3 headings to list`,
        );
        assert.deepEqual(
          toc,
          headings.filter((heading) => heading.level >= 2 && heading.level <= 3),
          'the table of contents mirrors the level 2 and 3 headings in page order',
        );
      } finally {
        await context.close();
      }
    });
  }
});

describe('external links', () => {
  const routes = ['/', '/docs/guides/team', '/changelog', '/api', '/api/create-subscription'];
  for (const {url} of pagesOf(routes)) {
    test(`${url}: links to other sites open a new tab with rel="noopener"`, async () => {
      const {context, page} = await openPage(site.browser, site.origin);
      try {
        await gotoHydrated(page, `${site.origin}${url}`);
        const external = await page.locator('a[href]').evaluateAll((links) =>
          links
            .filter((link) => new URL((link as HTMLAnchorElement).href).origin !== window.location.origin)
            .filter((link) => /^https?:/.test((link as HTMLAnchorElement).href))
            .map((link) => ({
              href: link.getAttribute('href'),
              target: link.getAttribute('target'),
              noopener: (link.getAttribute('rel') ?? '').split(/\s+/).includes('noopener'),
            })),
        );
        assert.ok(external.length >= 3, 'the footer links to the provider and the community at least');
        assert.deepEqual(
          external.filter((link) => link.target !== '_blank' || !link.noopener),
          [],
          'external links without target="_blank" or rel="noopener"',
        );
      } finally {
        await context.close();
      }
    });
  }
});
