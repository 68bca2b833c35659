/** A summary is no Markdown: the page title and the sidebar show it as plain text, on one line. */
export function plainSummary(text: string): string {
  return text
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
