/**
 * Where the llms.txt plugin writes the Markdown copy of a page: `/docs/intro` → `/docs/intro.md`,
 * `/docs/guides/` (an index page) → `/docs/guides.md`.
 */
export function markdownUrl(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}
