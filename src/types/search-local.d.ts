// The search plugin declares types for its options only; these cover the modules the portal uses beside them.
declare module '@easyops-cn/autocomplete.js';

declare module '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js' {
  /** The index file of a search context, `{dir}` standing for `-<context>` or nothing. */
  export const searchIndexUrl: string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight' {
  /** The text as HTML with the tokens (lowercase) marked. */
  export function highlight(content: string, tokens: string[], forceMatched?: boolean): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed' {
  /** An excerpt of the text around the positions as HTML, the words there marked. */
  export function highlightStemmed(
    content: string,
    positions: [number, number][],
    tokens: string[],
    maxLength?: number,
  ): string;
}
