/**
 * The changelog of the built site follows the API over time: under each published release the generated
 * changes of the description (German labels on German pages), each linked to an operation page and a heading
 * that page has, beside the writers' prose; each release's description downloads in both languages; an Atom
 * feed per locale, well-formed XML that a feed parser reads, one entry per release, named in every page's head;
 * every version the site shows is the newest release, and `/openapi.yaml` is its file (a preview: the release in
 * preparation).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import {parseFeed} from '@rowanmanning/feed-parser';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import yaml from 'js-yaml';
import semver from 'semver';

import {settings} from '../../src/settings';
import {buildDir, locales, localePrefix, type Locale} from '../../config/site';
import {buildOptions} from '../../config/buildOptions';
import {changelogFiles, inPreparation, parseChangelog} from '../../src/releases/changelog';
import {downloadName, publishedVersions, releaseId, workingVersion} from '../../src/releases/store';
import {textsFileOf} from '../../src/plugins/search-engine/engine/engine';
import {all, assertBuilt, fileForUrl, headOf, htmlOf, text} from '../lib/builtSite';
import {operationsOf} from '../lib/description';

before(assertBuilt);

const versions = publishedVersions();
const summaryStart: Record<Locale, string> = {
  de: 'Änderungen der API-Beschreibung:',
  en: 'Changes to the API description:',
};
const noChange: Record<Locale, RegExp> = {de: /^Keine Änderung an Operationen/, en: /^No change to operations/};
/** A sentence of the writers' prose of the newest release in each language. */
const prose: Record<Locale, string> = {
  de: 'auf dessen Löschung die API mit 409 antwortet',
  en: 'which the API refuses to delete with 409',
};
/** The summary of createProduct in each language, to tell the German description from the English one. */
const createProductSummary: Record<Locale, string> = {de: 'Produkt anlegen', en: 'Create a product'};

/** The parts of the changelog page between one release heading and the next. */
function sections(locale: Locale): Map<string, Element[]> {
  const article = htmlOf(`${localePrefix(locale)}/changelog`).querySelector('main article');
  assert.ok(article !== null);
  const result = new Map<string, Element[]>();
  let current: Element[] | undefined;
  for (const element of Array.from(article.children)) {
    if (element.tagName === 'H2') {
      current = [];
      result.set(element.id, current);
    } else {
      current?.push(element);
    }
  }
  return result;
}

/** Whether the built page has an element with this id (a quick look: operation pages are large). */
const idsSeen = new Map<string, string>();
function pageHasId(url: string, id: string): boolean {
  const file = fileForUrl(url);
  if (file === undefined) return false;
  let html = idsSeen.get(file);
  if (html === undefined) {
    html = fs.readFileSync(file, 'utf8');
    idsSeen.set(file, html);
  }
  return new RegExp(`\\sid=(?:"${id}"|${id})[\\s>]`).test(html);
}

describe('the changelog pages', () => {
  for (const locale of locales) {
    const prefix = localePrefix(locale);

    test(`${locale}: every published release shows its generated changes after the writers' prose`, () => {
      const byRelease = sections(locale);
      for (const version of versions) {
        const section = byRelease.get(releaseId(version));
        assert.ok(section !== undefined, `a section for ${version}`);
        const details = section.find((element) => element.tagName === 'DETAILS');
        const summary = text(details?.querySelector('summary'));
        if (details === undefined) {
          assert.ok(
            section.some((element) => noChange[locale].test(text(element))),
            `${version}: the generated changes or the statement that there are none`,
          );
        } else {
          assert.ok(summary.startsWith(summaryStart[locale]), `${version}: "${summary}" in the page's language`);
          assert.ok(section.indexOf(details) > 0, `${version}: the writers' text comes first`);
        }
        const download = section
          .flatMap((element) => all(element, 'a'))
          .find((link) => link.getAttribute('href')?.endsWith(`/openapi-${version}.yaml`));
        assert.equal(download?.getAttribute('href'), `${prefix}/openapi-${version}.yaml`, `${version}: download`);
      }
      const newest = byRelease.get(releaseId(versions[0] ?? ''));
      assert.ok(newest?.some((element) => text(element).includes(prose[locale])), 'the writers’ prose stays');
    });

    test(`${locale}: every generated change links an operation page and a heading it has`, () => {
      let links = 0;
      const article = htmlOf(`${prefix}/changelog`).querySelector('main article');
      assert.ok(article !== null);
      for (const details of all(article, 'details')) {
        for (const link of all(details, 'a[href]')) {
          const href = link.getAttribute('href') ?? '';
          assert.match(href, new RegExp(`^${prefix}/api/[a-z0-9-]+(#(request|responses|security))?$`), href);
          const [page = '', anchor] = href.split('#');
          assert.ok(fileForUrl(page) !== undefined, `${href}: the page exists`);
          if (anchor !== undefined) assert.ok(pageHasId(page, anchor), `${href}: the page has #${anchor}`);
          links++;
        }
      }
      // 1.0.0 adds all 124 operations; 1.1.0 changes every one of them.
      assert.ok(links > 2 * 124, `${links} links`);
    });

    test(`${locale}: each operation of the changes is linked by its title in the page's language`, () => {
      const operations = operationsOf(locale);
      const titles = new Map(operations.map((operation) => [`${prefix}/api/${operation.slug}`, operation.summary]));
      const operationIds = new Set(operations.map((operation) => operation.operationId));
      const article = htmlOf(`${prefix}/changelog`).querySelector('main article');
      assert.ok(article !== null);
      let named = 0;
      for (const details of all(article, 'details')) {
        // An item of the outer list is an operation; it starts with its name, a link unless the operation is gone.
        const operationItems = all(details, 'ul')
          .filter((list) => list.parentElement?.closest('li') === null)
          .flatMap((list) => Array.from(list.children));
        const names = operationItems.flatMap((item) => {
          const holder = item.firstElementChild?.tagName === 'P' ? item.firstElementChild : item;
          const first = holder.firstChild;
          return first !== null && first !== undefined && first.nodeName === 'A' ? [first as Element] : [];
        });
        for (const link of names) {
          const href = link.getAttribute('href') ?? '';
          assert.ok(!operationIds.has(text(link)), `${href} is linked by its operationId ${text(link)}`);
          assert.equal(text(link), titles.get(href), `${href}: the link names the operation's ${locale} title`);
          named++;
        }
      }
      assert.ok(named >= operations.length, `${named} operations named`);
    });

    test(`${locale}: the changes of 1.1.0 name its new fields and parameter, in the page's language`, () => {
      const section = sections(locale).get('1-1-0') ?? [];
      const changes = text(section.find((element) => element.tagName === 'DETAILS'));
      const consumers = operationsOf(locale).find((operation) => operation.operationId === 'fetchProductConsumers');
      assert.ok(consumers !== undefined && changes.includes(consumers.summary), 'names fetchProductConsumers by its title');
      assert.match(changes, locale === 'de' ? /Parameter hinzugefügt: subscriptionStatus/ : /Parameters added: subscriptionStatus/);
      assert.match(changes, locale === 'de' ? /Felder hinzugefügt: goLiveRejectionReason/ : /Fields added: goLiveRejectionReason/);
      assert.match(changes, locale === 'de' ? /Header hinzugefügt: RateLimit-Limit/ : /Headers added: RateLimit-Limit/);
      if (locale === 'de') assert.doesNotMatch(changes, /\b(added|removed|Response|Fields)\b/);
    });
  }
});

describe('the search index', () => {
  for (const locale of locales) {
    test(`${locale}: holds the changelog's prose but not its generated lists`, () => {
      const file = path.join(buildDir, localePrefix(locale), 'search-index.json');
      const index = fs.readFileSync(file, 'utf8') + fs.readFileSync(textsFileOf(file), 'utf8');
      assert.ok(index.includes(prose[locale].slice(0, 30)), 'the prose is found');
      assert.ok(!index.includes(summaryStart[locale]), 'the generated lists are not indexed');
    });
  }
});

describe('release descriptions to download', () => {
  for (const locale of locales) {
    for (const version of versions) {
      test(`${localePrefix(locale)}/openapi-${version}.yaml is release ${version} in ${locale}`, () => {
        const file = path.join(buildDir, localePrefix(locale), `openapi-${version}.yaml`);
        const description = yaml.load(fs.readFileSync(file, 'utf8')) as {
          info: {version: string};
          paths: Record<string, {post?: {summary?: string}}>;
        };
        assert.equal(description.info.version, version);
        assert.equal(description.paths['/v1/products']?.post?.summary, createProductSummary[locale]);
      });
    }
  }
});

describe('the changelog feeds', () => {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    const changelogUrl = `${settings.siteUrl}${prefix}/changelog`;

    test(`${prefix}/changelog.atom is well-formed Atom with one entry per published release`, () => {
      const xml = fs.readFileSync(path.join(buildDir, prefix, 'changelog.atom'), 'utf8');
      assert.equal(XMLValidator.validate(xml), true, 'well-formed XML');
      // RFC 4287: the feed and each entry have an id, a title and an updated date; the feed an author.
      const raw = new XMLParser({ignoreAttributes: false}).parse(xml) as {
        feed: {'@_xmlns': string; id: string; title: unknown; updated: string; author: {name: string}; entry: unknown[]};
      };
      assert.equal(raw.feed['@_xmlns'], 'http://www.w3.org/2005/Atom');
      for (const field of ['id', 'title', 'updated', 'author'] as const) assert.ok(raw.feed[field], `feed ${field}`);

      const feed = parseFeed(xml);
      assert.equal(feed.meta.type, 'atom');
      assert.equal(feed.url, changelogUrl);
      assert.equal(feed.self, `${settings.siteUrl}${prefix}/changelog.atom`);
      const dated = parseChangelog(fs.readFileSync(changelogFiles[locale], 'utf8')).filter((release) => release.date);
      assert.deepEqual(
        feed.items.map((item) => [item.title, item.url, item.updated?.toISOString().slice(0, 10)]),
        dated.map((release) => [`Version ${release.version}`, `${changelogUrl}#${release.id}`, release.date]),
      );
      for (const item of feed.items) {
        assert.ok(item.id, 'each entry has an id');
        assert.doesNotMatch(item.content ?? '', /href="\/(?!\/)/, `${item.title}: links are absolute`);
      }
      const newest = feed.items[0]?.content ?? '';
      assert.ok(newest.includes(prose[locale]), 'the writers’ prose');
      assert.ok(newest.includes(summaryStart[locale]), 'the generated changes');
      assert.ok(newest.includes(`${settings.siteUrl}${prefix}/api/delete-folder`), 'linked operations');
    });

    test(`${locale}: pages name the feed in their head, the changelog in its text too`, () => {
      for (const route of ['/', '/changelog', '/api/create-product']) {
        const feeds = all(headOf(`${prefix}${route}`), 'link[rel="alternate"][type="application/atom+xml"]');
        assert.deepEqual(
          feeds.map((link) => link.getAttribute('href')),
          [`${prefix}/changelog.atom`],
          `${route} names the feed of its locale`,
        );
      }
      const article = htmlOf(`${prefix}/changelog`).querySelector('main article');
      assert.ok(article !== null);
      assert.ok(all(article, 'a').some((link) => link.getAttribute('href') === `${prefix}/changelog.atom`));
    });
  }
});

describe('one version on the whole site', () => {
  // The published site shows the newest release, and /openapi.yaml is that release's file; a preview build
  // (PORTAL_PREVIEW=true) shows the working description, its version labelled "in preparation" until published.
  const version = buildOptions.preview ? workingVersion() : (versions[0] ?? '');
  const published = versions.includes(version);
  /** A version number in text: `1.1.0`, not part of an IP address such as `203.0.113.10`. */
  const versionNumber = /(?<![\d.])\d{1,2}\.\d{1,3}\.\d{1,3}(?!\.?\d)/g;
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    test(`${locale}: the footer, the changelog, its feed, the announcement and llms-full.txt say ${version}`, () => {
      const footer = text(htmlOf(`${prefix}/`).querySelector('footer'));
      assert.deepEqual(footer.match(versionNumber), [version], 'the footer');
      assert.equal(footer.includes(inPreparation[locale]), !published, `the footer: "${footer}"`);
      const headings = all(htmlOf(`${prefix}/changelog`), 'main article h2').map((heading) => text(heading));
      assert.match(headings[0] ?? '', new RegExp(`^${version.replace(/\./g, '\\.')} – `), 'the newest heading');
      if (!buildOptions.preview) {
        assert.ok(headings.every((heading) => /^\d+\.\d+\.\d+ – \d{4}-\d{2}-\d{2}/.test(heading)), headings.join(' | '));
      }
      const feed = parseFeed(fs.readFileSync(path.join(buildDir, prefix, 'changelog.atom'), 'utf8'));
      assert.equal(feed.items[0]?.title, `Version ${published ? version : versions[0]}`, 'the newest feed entry');
      const llms = fs.readFileSync(path.join(buildDir, prefix, 'llms-full.txt'), 'utf8');
      for (const [where, named] of [
        ...(settings.announcement.text[locale].match(versionNumber) ?? []).map((named) => ['the announcement', named]),
        ...(llms.match(versionNumber) ?? []).map((named) => ['llms-full.txt', named]),
      ]) {
        assert.ok((versions.includes(named) || named === version) && semver.lte(named, version), `${where} names ${named}`);
      }
    });

    test(`${prefix}/openapi.yaml is ${published ? `release ${version}` : `the description of ${version}`}`, () => {
      const current = fs.readFileSync(path.join(buildDir, prefix, 'openapi.yaml'));
      if (published) {
        const release = fs.readFileSync(path.join(buildDir, prefix, downloadName(version)));
        assert.ok(current.equals(release), `${prefix}/openapi.yaml differs from ${prefix}/${downloadName(version)}`);
      } else {
        assert.equal((yaml.load(current.toString()) as {info: {version: string}}).info.version, version);
      }
    });
  }
});
