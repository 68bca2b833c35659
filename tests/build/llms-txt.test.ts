import assert from 'node:assert/strict';
import fs from 'node:fs';
import {before, describe, test} from 'node:test';

import {settings} from '../../src/settings';
import {locales, localePrefix} from '../../scripts/lib/site';
import {assertBuilt, fileForUrl, htmlOf, text} from '../lib/builtSite';
import {llmsTxtOf, markdownPathOf, sitePath} from '../lib/llmsTxt';
import {indexableRoutes, pagesOf} from '../lib/routes';

/** Guides and API pages: the pages llms.txt must describe in one line. */
const isGuideOrApi = (route: string): boolean => route.startsWith('/docs') || route.startsWith('/api');

before(assertBuilt);

describe('llms.txt', () => {
  for (const locale of locales) {
    test(`${locale}: names the site and lists every page once, with title and a one-line description`, () => {
      const {lines, links} = llmsTxtOf(locale);
      assert.equal(lines[0], `# ${settings.brandName}`);
      assert.ok(lines.includes(`> ${settings.tagline[locale]}`), 'the tagline as summary');

      const listed = new Map<string, number>();
      for (const link of links) {
        const path = sitePath(link.href);
        if (path !== undefined) listed.set(path, (listed.get(path) ?? 0) + 1);
      }
      for (const page of pagesOf(indexableRoutes).filter((candidate) => candidate.locale === locale)) {
        const markdown = markdownPathOf(page.url);
        assert.equal(listed.get(markdown), 1, `${page.url} is listed once as ${markdown}`);
        if (!isGuideOrApi(page.route)) continue;
        const link = links.find((candidate) => sitePath(candidate.href) === markdown);
        const description = htmlOf(page.url).querySelector('meta[name="description"]')?.getAttribute('content');
        assert.ok(link?.title, `${page.url} has a title`);
        assert.ok(link.description.length > 0, `${page.url} has a description`);
        assert.equal(link.description, description?.replace(/\s+/g, ' ').trim(), `${page.url}: the page's description`);
      }
    });

    test(`${locale}: every link of llms.txt points at a file of the ${locale} build`, () => {
      for (const link of llmsTxtOf(locale).links) {
        const path = sitePath(link.href);
        assert.ok(path, `${link.href} is on ${settings.siteUrl}`);
        assert.ok(fileForUrl(path), `${link.href} exists in the build`);
        assert.ok(locale === 'de' || path.startsWith(`/${locale}/`), `${link.href} stays in the ${locale} site`);
      }
    });
  }
});

describe('Markdown copies of the pages', () => {
  for (const page of pagesOf(indexableRoutes.filter(isGuideOrApi))) {
    test(`${page.url} has a Markdown copy that starts with its heading`, () => {
      const file = fileForUrl(markdownPathOf(page.url));
      assert.ok(file, `${markdownPathOf(page.url)} exists`);
      const markdown = fs.readFileSync(file, 'utf8');
      const heading = text(htmlOf(page.url).querySelector('article h1, main h1'));
      assert.equal(markdown.split('\n')[0], `# ${heading}`);
      assert.ok(markdown.length > heading.length + 80, 'the copy has the page text, not just the heading');
      assert.doesNotMatch(markdown, /\[\u200B\]\(#/u, 'no heading permalinks');
    });

    test(`${page.url}: the links of its Markdown copy lead to files of the ${page.locale} build`, () => {
      const file = fileForUrl(markdownPathOf(page.url));
      assert.ok(file);
      const broken = [...fs.readFileSync(file, 'utf8').matchAll(/\]\((?<href>[^)\s]+)/g)]
        .map((match) => match.groups?.href ?? '')
        .filter((href) => href.startsWith(settings.siteUrl))
        .filter((href) => {
          const path = sitePath(href.split('#')[0] ?? '');
          return path === undefined || fileForUrl(path) === undefined || !path.startsWith(localePrefix(page.locale));
        });
      assert.deepEqual(broken, []);
    });
  }
});
