import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {settings} from '../../src/settings';
import {locales, type Locale} from '../../config/site';
import {workingVersion} from '../../src/releases/store';
import {all, htmlOf, text} from '../lib/builtSite';
import {useBuiltSite} from '../lib/useBuiltSite';
import {localizedUrl, pagesOf, specRoutes} from '../lib/routes';

// The version of the description: on the published site the newest release (changelog.test.ts).
const siteVersion = workingVersion();
const localeLabel: Record<Locale, string> = {de: 'Deutsch', en: 'English'};

/** Hrefs compare without a trailing slash: `/en` and `/en/` are the same base path. */
function normalise(href: string | null | undefined): string | null | undefined {
  return href === null || href === undefined || href === '/' ? href : href.replace(/\/$/, '');
}

useBuiltSite();

describe('navbar', () => {
  for (const locale of locales) {
    test(`brand, Docs, API and Changelog link into the ${locale} site`, () => {
      const root = htmlOf(localizedUrl(locale, '/docs/intro'));
      const brand = root.querySelector('nav.navbar a.navbar__brand');
      assert.equal(normalise(brand?.getAttribute('href')), normalise(localizedUrl(locale, '/')));
      assert.equal(text(brand?.querySelector('.navbar__title')), settings.brandName);
      assert.match(brand?.querySelector('img')?.getAttribute('src') ?? '', /\/img\/logo\.svg$/);

      const hrefs = all(root, 'nav.navbar a').map((link) => link.getAttribute('href'));
      for (const route of ['/docs/intro', '/api', '/changelog']) {
        assert.ok(hrefs.includes(localizedUrl(locale, route)), `navbar links to ${route}`);
      }
      const left = all(root, '.navbar__items:not(.navbar__items--right) a.navbar__link');
      assert.equal(left[0]?.getAttribute('href'), localizedUrl(locale, '/docs/intro'), 'Docs comes first');
    });

    test(`version dropdown shows "Next" and the locale dropdown sits on the right in ${locale}`, () => {
      const right = htmlOf(localizedUrl(locale, '/docs/intro')).querySelector('.navbar__items--right');
      assert.ok(right, 'the navbar has a right side');
      assert.ok(
        all(right, 'a').some((link) => text(link) === 'Next'),
        'a version item labelled Next',
      );
      assert.ok(
        all(right, 'a').some((link) => text(link) === localeLabel[locale]),
        `the locale dropdown shows ${localeLabel[locale]}`,
      );
    });
  }

  for (const page of pagesOf(specRoutes)) {
    test(`${page.url}: the locale dropdown links to the same page in each locale`, () => {
      const links = all(htmlOf(page.url), 'nav.navbar a.dropdown__link[lang]');
      for (const locale of locales) {
        const link = links.find((candidate) => text(candidate) === localeLabel[locale]);
        assert.ok(link, `an entry "${localeLabel[locale]}"`);
        assert.equal(normalise(link.getAttribute('href')), normalise(localizedUrl(locale, page.route)));
      }
    });
  }
});

describe('footer, skip link and announcement', () => {
  for (const locale of locales) {
    test(`footer links in ${locale}`, () => {
      const footer = htmlOf(localizedUrl(locale, '/')).querySelector('footer');
      assert.ok(footer, 'the page has a footer');
      const links = all(footer, 'a');
      const byHref = (href: string) => links.find((link) => link.getAttribute('href') === href);
      assert.ok(byHref(localizedUrl(locale, '/docs/intro')), 'Intro');
      for (const url of Object.values(settings.providerUrls)) {
        const link = byHref(url);
        assert.ok(link, `a link to ${url}`);
        assert.equal(link.getAttribute('target'), '_blank');
        assert.match(link.getAttribute('rel') ?? '', /\bnoopener\b/);
        assert.match(link.getAttribute('rel') ?? '', /\bnoreferrer\b/);
      }
      assert.match(text(footer), new RegExp(`\\b${siteVersion.replace(/\./g, '\\.')}\\b`), 'the site version');
    });

    test(`skip-to-content link and announcement bar in ${locale}`, () => {
      const root = htmlOf(localizedUrl(locale, '/docs/intro'));
      const skip = root.querySelector('a[href="#__docusaurus_skipToContent_fallback"]');
      assert.ok(skip, 'a skip-to-content link');
      assert.ok(root.querySelector('#__docusaurus_skipToContent_fallback'), 'its target');
      const bar = root.querySelector('.theme-announcement-bar');
      assert.ok(text(bar).includes(settings.announcement.text[locale]), 'the announcement in this language');
      assert.ok(bar?.querySelector('button'), 'a close button');
    });
  }
});
