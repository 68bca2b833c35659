// The search plugin declares types for its options only; these cover the modules the portal uses beside them.
declare module '@easyops-cn/autocomplete.js';

declare module '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js' {
  /** The index file of a search context, `{dir}` standing for `-<context>` or nothing. */
  export const searchIndexUrl: string;
}
