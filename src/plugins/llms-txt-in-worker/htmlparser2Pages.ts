/**
 * Makes the Markdown export read each page with htmlparser2 (src/markdown-plugins/rehype-parse-htmlparser2)
 * instead of parse5. The plugin has no option for its parser: it takes one from its `defaultPluginRegistry`
 * (`lib/transformation/plugins/plugin-registry.js`, not exported), whose `createMetadataProcessor()` its
 * `convertHtmlToMarkdown()` calls for every page. That method is replaced on the registry the plugin's modules
 * share, which is why the worker loads its modules with one module cache (./index.ts).
 */
import path from 'node:path';
import {unified} from 'unified';

import rehypeParseHtmlparser2 from '../../markdown-plugins/rehype-parse-htmlparser2';

const registryFile = path.join(
  path.dirname(require.resolve('@signalwire/docusaurus-plugin-llms-txt')),
  '../transformation/plugins/plugin-registry.js',
);

interface Registry {
  createMetadataProcessor: () => unknown;
}

/** Replaces the plugin's parser; the returned function tells how many pages it has parsed since. */
export function parsePagesWithHtmlparser2(): () => number {
  // jiti's require in the worker (./index.ts): the plugin's own modules get the same registry from its cache.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {defaultPluginRegistry} = require(registryFile) as {defaultPluginRegistry: Registry};
  let pages = 0;
  // The plugin asks for a new parser for every page it reads.
  defaultPluginRegistry.createMetadataProcessor = () => {
    pages += 1;
    // The export flattens every code block first thing (config/llmsTxt.ts), so their token spans need not be built.
    return unified().use(rehypeParseHtmlparser2, {codeAsText: true});
  };
  return () => pages;
}
