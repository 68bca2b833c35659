/**
 * An Atom feed of the changelog per locale (`/changelog.atom`, `/en/changelog.atom`): one entry per published
 * release, dated as its heading says, holding the release's section of the built changelog page (the writers'
 * prose and the generated changes, links made absolute). Every page's head names the feed of its locale
 * (`<link rel="alternate" type="application/atom+xml">`), so feed readers find it from any page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Feed} from 'feed';
import {parseHTML} from 'linkedom';

import {changelogFiles, parseChangelog} from '../changelog';
import {publishedVersions} from '../store';
import type {Locale} from '../../../config/locales';
import {settings} from '../../settings';

export const feedFileName = 'changelog.atom';

const feedTitle: Record<Locale, string> = {
  de: `${settings.brandName} – Changelog`,
  en: `${settings.brandName} – Changelog`,
};
const feedDescription: Record<Locale, string> = {
  de: 'Neue Versionen des Entwicklerportals und der API mit allen Änderungen der API-Beschreibung.',
  en: 'New versions of the developer portal and the API, with every change to the API description.',
};
const entryTitle: Record<Locale, (version: string) => string> = {
  de: (version) => `Version ${version}`,
  en: (version) => `Version ${version}`,
};

/** Each release's part of the built changelog page: from its heading to the next release's heading. */
function releaseSections(html: string, origin: string, pageUrl: string): Map<string, string> {
  const {document} = parseHTML(html);
  const article = document.querySelector('main article') ?? document.querySelector('main');
  const sections = new Map<string, string>();
  if (article === null) return sections;
  for (const anchor of article.querySelectorAll('a.hash-link')) anchor.remove();
  for (const element of article.querySelectorAll('[href], [src]')) {
    for (const attribute of ['href', 'src']) {
      const value = element.getAttribute(attribute);
      if (value?.startsWith('/')) element.setAttribute(attribute, `${origin}${value}`);
      else if (value?.startsWith('#')) element.setAttribute(attribute, `${pageUrl}${value}`);
    }
  }
  const container = article.querySelector('h2')?.parentElement ?? article;
  let id: string | undefined;
  for (const node of container.children) {
    if (node.tagName === 'H2') {
      id = node.id === '' ? undefined : node.id;
      if (id !== undefined) sections.set(id, '');
    } else if (id !== undefined) {
      sections.set(id, `${sections.get(id) ?? ''}${node.outerHTML}`);
    }
  }
  return sections;
}

export default function changelogFeed(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale as Locale;
  const origin = context.siteConfig.url;
  const feedUrl = `${origin}${context.baseUrl}${feedFileName}`;
  const changelogUrl = `${origin}${context.baseUrl}changelog`;
  return {
    name: 'changelog-feed',
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'link',
          attributes: {
            rel: 'alternate',
            type: 'application/atom+xml',
            title: feedTitle[locale],
            href: `${context.baseUrl}${feedFileName}`,
          },
        },
      ],
    }),
    postBuild({outDir}) {
      const html = fs.readFileSync(path.join(outDir, 'changelog/index.html'), 'utf8');
      const sections = releaseSections(html, origin, changelogUrl);
      const published = new Set(publishedVersions());
      const releases = parseChangelog(fs.readFileSync(changelogFiles[locale], 'utf8')).filter(
        (release) => release.date !== undefined && published.has(release.version),
      );
      const newest = releases[0]?.date;
      const feed = new Feed({
        id: changelogUrl,
        title: feedTitle[locale],
        description: feedDescription[locale],
        link: changelogUrl,
        language: locale,
        ...(newest === undefined ? {} : {updated: new Date(`${newest}T00:00:00Z`)}),
        feedLinks: {atom: feedUrl},
        author: {name: settings.brandName, link: `${origin}${context.baseUrl}`},
        copyright: `© ${settings.brandName}`,
        generator: settings.brandName,
      });
      for (const release of releases) {
        const content = sections.get(release.id);
        if (content === undefined) {
          throw new Error(
            `changelog-feed: the built changelog has no section #${release.id} for ${release.version}`,
          );
        }
        feed.addItem({
          title: entryTitle[locale](release.version),
          id: `${changelogUrl}#${release.id}`,
          link: `${changelogUrl}#${release.id}`,
          date: new Date(`${release.date}T00:00:00Z`),
          content,
        });
      }
      fs.writeFileSync(path.join(outDir, feedFileName), feed.atom1());
      return Promise.resolve();
    },
  };
}
