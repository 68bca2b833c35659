/**
 * Repairs two kinds of links the llms.txt plugin (1.2.2) writes into its Markdown copies:
 * - on a localised site it puts the locale's base URL in front of paths that already carry the locale
 *   (`https://host/en/en/docs/intro.md`);
 * - a link to a folder page (`/docs/guides/`) becomes `/docs/guides/.md` instead of `/docs/guides.md`.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';

/** `siteUrl` without, `localeBaseUrl` with trailing slash, e.g. `https://host` and `/en/`. */
function repairLink(url: string, siteUrl: string, localeBaseUrl: string): string {
  const base = `${siteUrl}${localeBaseUrl}`;
  if (!url.startsWith(`${siteUrl}/`)) return url;
  const doubled = `${base}${localeBaseUrl.slice(1)}`;
  const single =
    localeBaseUrl !== '/' && url.startsWith(doubled) ? `${base}${url.slice(doubled.length)}` : url;
  return single.replace(/\/\.md(?=$|#)/, '.md');
}

export default function remarkRepairLlmsLinks(siteUrl: string, localeBaseUrl: string) {
  return () =>
    (tree: Root): void => {
      visit(tree, ['link', 'definition'], (node) => {
        if (node.type === 'link' || node.type === 'definition') {
          node.url = repairLink(node.url, siteUrl, localeBaseUrl);
        }
      });
    };
}
