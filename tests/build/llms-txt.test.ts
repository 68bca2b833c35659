import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, test} from 'node:test';

import type {Code} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {visit} from 'unist-util-visit';

import {settings} from '../../src/settings';
import {locales, localePrefix, type Locale} from '../../config/site';
import {all, codeOf, fileForUrl, htmlOf, text} from '../lib/builtSite';
import {useBuiltSite} from '../lib/useBuiltSite';
import {llmsTxtOf, markdownPathOf, sitePath, type LlmsTxt} from '../lib/llmsTxt';
import {indexableRoutes, pagesOf} from '../lib/routes';

/** Guides and API pages: the pages llms.txt must describe in one line and copy as Markdown. */
const isGuideOrApi = (route: string): boolean => route.startsWith('/docs') || route.startsWith('/api');

/** Whether a site path belongs to a locale (the default locale has no prefix, the others do). */
function inLocale(path: string, locale: Locale): boolean {
  const others = locales.filter((other) => other !== locale && localePrefix(other) !== '');
  return path.startsWith(`${localePrefix(locale)}/`) && others.every((other) => !path.startsWith(`${localePrefix(other)}/`));
}

/** Each locale's llms.txt, read once. */
const llmsTxt = new Map<Locale, LlmsTxt>();
function llmsTxtFor(locale: Locale): LlmsTxt {
  let parsed = llmsTxt.get(locale);
  if (parsed === undefined) {
    parsed = llmsTxtOf(locale);
    llmsTxt.set(locale, parsed);
  }
  return parsed;
}

/**
 * A block as a reader copies it, named by its `language-…` class; a fence keeps no final line break. A diagram
 * (drawn in the browser, so an empty box in the HTML) is its mermaid source.
 */
function codeBlockOf(block: Element): {lang: string | null; value: string} {
  const diagram = block.getAttribute('data-mermaid-source');
  if (diagram !== null) return {lang: 'mermaid', value: diagram.replace(/\n+$/, '')};
  const language = [...block.classList].find((name) => name.startsWith('language-'));
  return {lang: language?.slice('language-'.length) ?? null, value: codeOf(block).replace(/\n+$/, '')};
}

function codeBlocksOfMarkdown(markdown: string): {lang: string | null; value: string}[] {
  const blocks: {lang: string | null; value: string}[] = [];
  visit(fromMarkdown(markdown), 'code', (node: Code) => {
    blocks.push({lang: node.lang ?? null, value: node.value});
  });
  return blocks;
}

useBuiltSite();

describe('llms.txt', () => {
  for (const locale of locales) {
    test(`${locale}: names the site and lists every page exactly once`, () => {
      const {lines, links} = llmsTxtFor(locale);
      assert.equal(lines[0], `# ${settings.brandName}`);
      assert.ok(lines.includes(`> ${settings.tagline[locale]}`), 'the tagline as summary');
      const listed = links.map((link) => sitePath(link.href));
      for (const page of pagesOf(indexableRoutes).filter((candidate) => candidate.locale === locale)) {
        const markdown = markdownPathOf(page.url);
        assert.equal(listed.filter((path) => path === markdown).length, 1, `${page.url} is listed once as ${markdown}`);
      }
    });

    test(`${locale}: every link of llms.txt points at a file of the ${locale} build`, () => {
      for (const link of llmsTxtFor(locale).links) {
        const path = sitePath(link.href);
        assert.ok(path, `${link.href} is on ${settings.siteUrl}`);
        assert.ok(fileForUrl(path), `${link.href} exists in the build`);
        assert.ok(inLocale(path, locale), `${link.href} stays in the ${locale} site`);
      }
    });
  }
});

describe('guide and API pages in llms.txt and as Markdown', () => {
  for (const page of pagesOf(indexableRoutes.filter(isGuideOrApi))) {
    test(`${page.url}: listed with title and description, copied as Markdown from its heading on`, () => {
      const root = htmlOf(page.url);
      const link = llmsTxtFor(page.locale).links.find((candidate) => sitePath(candidate.href) === markdownPathOf(page.url));
      const description = root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      assert.ok(link?.title, 'a title in llms.txt');
      assert.ok(link.description.length > 0, 'a one-line description in llms.txt');
      assert.equal(link.description, description.replace(/\s+/g, ' ').trim(), "the page's description");

      const file = fileForUrl(markdownPathOf(page.url));
      assert.ok(file, `${markdownPathOf(page.url)} exists`);
      const markdown = fs.readFileSync(file, 'utf8');
      const heading = text(root.querySelector('article h1, main h1'));
      assert.equal(markdown.split('\n')[0], `# ${heading}`);
      assert.ok(markdown.length > heading.length + 80, 'the copy has the page text, not just the heading');
      assert.doesNotMatch(markdown, /\[\u200B\]\(#/u, 'no heading permalinks');
      // React's markers in the HTML (`<!-- -->` between texts, `<!--$-->` around Suspense boundaries) are no content.
      assert.doesNotMatch(markdown.replace(/```[\s\S]*?```/g, ''), /<!--/, 'no HTML comments outside code');
    });

    test(`${page.url}: its Markdown copy has each code block and diagram line for line, with its language`, () => {
      const file = fileForUrl(markdownPathOf(page.url));
      assert.ok(file);
      const expected = all(htmlOf(page.url), '.theme-doc-markdown pre, .theme-doc-markdown [data-mermaid-source]').map(
        codeBlockOf,
      );
      assert.deepEqual(codeBlocksOfMarkdown(fs.readFileSync(file, 'utf8')), expected);
    });

    test(`${page.url}: its Markdown copy has each admonition as a quote that starts with its label`, () => {
      const file = fileForUrl(markdownPathOf(page.url));
      assert.ok(file);
      const markdown = fs.readFileSync(file, 'utf8');
      const labels = all(htmlOf(page.url), '.theme-doc-markdown .theme-admonition [class^="admonitionHeading"]').map(
        (heading) => text(heading),
      );
      const quoted = [...markdown.matchAll(/^> \*\*(?<label>[^*\n]+):\*\*/gm)].map((match) => match.groups?.label);
      assert.deepEqual(
        quoted,
        labels.map((label) => label.charAt(0).toLocaleUpperCase() + label.slice(1)),
      );
      const stray = labels.filter((label) => new RegExp(`^${label}$`, 'm').test(markdown));
      assert.deepEqual(stray, [], 'no label on a line of its own');
    });

    test(`${page.url}: the links of its Markdown copy lead to files of the ${page.locale} build`, () => {
      const file = fileForUrl(markdownPathOf(page.url));
      assert.ok(file);
      const broken = [...fs.readFileSync(file, 'utf8').matchAll(/\]\((?<href>[^)\s]+)/g)]
        .map((match) => match.groups?.href ?? '')
        .filter((href) => href.startsWith(settings.siteUrl))
        .filter((href) => {
          const path = sitePath(href.split('#')[0] ?? '');
          return path === undefined || fileForUrl(path) === undefined || !inLocale(path, page.locale);
        });
      assert.deepEqual(broken, []);
    });
  }
});

/** The page a page's "next" link leads to, in the order of its sidebar; undefined for the last page. */
function nextPageOf(url: string): string | undefined {
  const file = fileForUrl(url);
  if (file === undefined) return undefined;
  return /pagination-nav__link--next"?\s+href="?(?<href>[^"\s>]+)/.exec(fs.readFileSync(file, 'utf8'))?.groups?.href;
}

describe('llms-full.txt', () => {
  for (const locale of locales) {
    test(`${locale}: listed in llms.txt, with every listed page's Markdown, in the order of the navigation`, () => {
      const fullPath = `${localePrefix(locale)}/llms-full.txt`;
      const {links} = llmsTxtFor(locale);
      assert.ok(
        links.some((link) => link.href === `${settings.siteUrl}${fullPath}`),
        'llms.txt links llms-full.txt',
      );
      const file = fileForUrl(fullPath);
      assert.ok(file, `${fullPath} exists`);
      const full = fs.readFileSync(file, 'utf8');
      const pages = links.map((link) => sitePath(link.href) ?? '').filter((path) => path.endsWith('.md'));
      const missing = pages.filter((path) => {
        const copy = fileForUrl(path);
        return copy === undefined || !full.includes(fs.readFileSync(copy, 'utf8').trim());
      });
      assert.deepEqual(missing, [], 'pages whose Markdown is not in llms-full.txt');

      const order = [...full.matchAll(/^Source: (?<href>\S+)$/gm)].map((match) => sitePath(match.groups?.href ?? '') ?? '');
      assert.deepEqual([...order].sort(), [...pages].sort(), 'each listed page once');
      const outOfOrder = order.slice(0, -1).flatMap((current, index) => {
        const url = current.replace(/\/index\.md$/, '/').replace(/\.md$/, '');
        const next = nextPageOf(url);
        const expected = next === undefined ? undefined : markdownPathOf(next);
        return expected === undefined || expected === order[index + 1]
          ? []
          : [`${current} is followed by ${order[index + 1]}, its "next" link leads to ${expected}`];
      });
      assert.deepEqual(outOfOrder, []);
    });
  }
});
