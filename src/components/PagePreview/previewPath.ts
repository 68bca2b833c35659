/**
 * Where a page's preview picture lives, below the locale's base URL: `/docs/intro` → `img/preview/docs/intro.png`,
 * the home page → `img/preview/index.png`. The build plugin (src/plugins/page-previews) writes it there.
 */
export function previewImage(pathname: string, baseUrl: string): string {
  const inLocale = pathname.startsWith(baseUrl)
    ? pathname.slice(baseUrl.length)
    : pathname.replace(/^\//, '');
  return inLocale.replace(/\/$/, '').replace(/\.html$/, '') || 'index';
}

export function previewPath(name: string): string {
  return `/img/preview/${name}.png`;
}
