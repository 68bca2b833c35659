/**
 * Writes `robots.txt` at the site root with the sitemap of every locale. It is generated rather than kept
 * in `static/` because the sitemap URLs depend on the site URL and base URL in `src/settings.ts`, and a
 * static file would also be copied into every locale's folder.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The sitemap URLs of all locales, default locale first. */
function sitemapUrls({i18n}: Pick<LoadContext, 'i18n'>): string[] {
  return i18n.locales.map((locale) => {
    // Docusaurus resolves every locale's origin and base URL (e.g. `/en/`) into its config.
    const {url, baseUrl} = i18n.localeConfigs[locale] ?? {};
    if (url === undefined || baseUrl === undefined) throw new Error(`No URL for locale ${locale}`);
    return `${url.replace(/\/$/, '')}${baseUrl}sitemap.xml`;
  });
}

function robotsTxt(sitemaps: readonly string[]): string {
  return ['User-agent: *', 'Allow: /', '', ...sitemaps.map((url) => `Sitemap: ${url}`), ''].join('\n');
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      // Each locale builds into its own folder; robots.txt belongs only at the root, next to the default locale.
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(sitemapUrls(context)));
    },
  };
}
