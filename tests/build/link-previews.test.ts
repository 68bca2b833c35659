/**
 * Link previews: every page of both locales names a picture of its own (`og:image`, `twitter:image`) with
 * size and text alternative, the picture is a 1200 x 630 PNG of the build, and pages with different titles
 * get different pictures.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import {test} from 'node:test';

import {settings} from '../../src/settings';
import {locales, localePrefix} from '../../config/site';
import {fileForUrl, headOf} from '../lib/builtSite';
import {allPages} from '../lib/routes';
import {useBuiltSite} from '../lib/useBuiltSite';

useBuiltSite();

/** Width and height from a PNG's header chunk, or undefined for another file. */
function pngSize(file: string): {width: number; height: number} | undefined {
  const header = Buffer.alloc(24);
  const handle = fs.openSync(file, 'r');
  try {
    fs.readSync(handle, header, 0, 24, 0);
  } finally {
    fs.closeSync(handle);
  }
  if (!header.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return undefined;
  return {width: header.readUInt32BE(16), height: header.readUInt32BE(20)};
}

for (const locale of locales) {
  test(`${locale}: every page has a preview picture of its own, 1200 x 630, with a text alternative`, () => {
    const urls = [
      ...allPages.filter((page) => page.locale === locale).map((page) => page.url),
      `${localePrefix(locale)}/404.html`,
    ];
    const problems: string[] = [];
    const titleByPicture = new Map<string, string>();
    for (const url of urls) {
      const root = headOf(url);
      const meta = (selector: string): string =>
        root.querySelector(`meta[${selector}]`)?.getAttribute('content')?.trim() ?? '';
      const image = meta('property="og:image"');
      const expected = {
        'property="og:image:width"': '1200',
        'property="og:image:height"': '630',
        'property="og:image:type"': 'image/png',
        'name="twitter:image"': image,
        'name="twitter:card"': 'summary_large_image',
      };
      for (const [selector, value] of Object.entries(expected)) {
        if (meta(selector) !== value) problems.push(`${url}: ${selector} is "${meta(selector)}", not "${value}"`);
      }
      const alt = meta('property="og:image:alt"');
      if (alt === '' || meta('name="twitter:image:alt"') !== alt) problems.push(`${url}: no or differing image alt`);
      if (!image.startsWith(`${settings.siteUrl}${localePrefix(locale)}/`)) {
        problems.push(`${url}: og:image "${image}" is no absolute URL of the ${locale} site`);
        continue;
      }
      const file = fileForUrl(image.slice(settings.siteUrl.length));
      const size = file === undefined ? undefined : pngSize(file);
      if (file === undefined || size?.width !== 1200 || size.height !== 630) {
        problems.push(`${url}: ${image} is ${file === undefined ? 'missing' : `no 1200 x 630 PNG (${JSON.stringify(size)})`}`);
        continue;
      }
      // The picture shows the page's title, and the text alternative says so.
      const shown = root.querySelector('meta[property="og:image"]')?.getAttribute('data-title') ?? '';
      if (!alt.includes(shown)) problems.push(`${url}: the alt "${alt}" does not name the title "${shown}"`);
      const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
      const other = titleByPicture.get(hash);
      if (other !== undefined && other !== shown) problems.push(`${url}: same picture as the page titled "${other}"`);
      titleByPicture.set(hash, shown);
    }
    assert.deepEqual(problems, []);
    assert.ok(titleByPicture.size > urls.length / 2, `${titleByPicture.size} different pictures for ${urls.length} pages`);
  });
}
