/**
 * Makes the Markdown export read each page with htmlparser2 (src/markdown-plugins/rehype-parse-htmlparser2)
 * instead of parse5, and convert each distinct response panel of the operation pages once (../../lib/responsePanels.ts).
 * The plugin has no option for either: it takes its parser and its pipeline from its `defaultPluginRegistry`
 * (`lib/transformation/plugins/plugin-registry.js`, not exported), whose `createMetadataProcessor()` and
 * `createHtmlToMarkdownProcessor()` its `convertHtmlToMarkdown()` calls for every page, in that order, within
 * one synchronous call. Both methods are replaced on the registry the plugin's modules share, which is why the
 * worker loads its modules with one module cache (./index.ts).
 */
import path from 'node:path';
import type {Element, Root} from 'hast';
import type {Root as MdastRoot} from 'mdast';
import {unified} from 'unified';

import rehypeParseHtmlparser2, {
  fromHtmlWithHtmlparser2,
} from '../../markdown-plugins/rehype-parse-htmlparser2';
import {ResponsePanels} from '../../lib/responsePanels';
import {fillInResponses} from './responseMarkdown';

const registryFile = path.join(
  path.dirname(require.resolve('@signalwire/docusaurus-plugin-llms-txt')),
  '../transformation/plugins/plugin-registry.js',
);

/** What this file uses of the two pipelines `createHtmlToMarkdownProcessor()` returns. */
interface Processors {
  htmlProcessor: {runSync: (tree: Root) => MdastRoot};
  markdownProcessor: {runSync: (tree: MdastRoot) => MdastRoot; stringify: (tree: MdastRoot) => unknown};
}

interface Registry {
  createMetadataProcessor: () => unknown;
  createHtmlToMarkdownProcessor: (options: unknown) => Processors;
}

/** A response panel on its own, through the pipeline a page goes through after it is read. */
function convertAlone(panelHtml: string, {htmlProcessor, markdownProcessor}: Processors): string {
  const read = fromHtmlWithHtmlparser2(panelHtml, {codeAsText: true});
  const outermost = read.children.find((node): node is Element => node.type === 'element');
  if (outermost === undefined) throw new Error('A response panel could not be read on its own');
  const markdown = markdownProcessor.runSync(htmlProcessor.runSync({type: 'root', children: [outermost]}));
  return String(markdownProcessor.stringify(markdown));
}

export interface ExportReading {
  /** Pages parsed since the registry was changed. */
  pagesParsed: () => number;
  responsePanels: ResponsePanels;
}

/** Changes the plugin's registry, for every page the export converts from then on. */
export function parsePagesWithHtmlparser2(): ExportReading {
  // jiti's require in the worker (./index.ts): the plugin's own modules get the same registry from its cache.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {defaultPluginRegistry: registry} = require(registryFile) as {defaultPluginRegistry: Registry};
  const responsePanels = new ResponsePanels();
  let pages = 0;
  // The plugin asks for a new parser for every page it reads.
  registry.createMetadataProcessor = () => {
    pages += 1;
    // The export flattens every code block first thing (config/llmsTxt.ts), so their token spans need not be built.
    return unified().use(rehypeParseHtmlparser2, {codeAsText: true, hollowOut: responsePanels.hollowOut()});
  };
  const createProcessors = registry.createHtmlToMarkdownProcessor.bind(registry);
  registry.createHtmlToMarkdownProcessor = (options) => {
    const processors = createProcessors(options);
    const {markdownProcessor} = processors;
    const stringify = markdownProcessor.stringify.bind(markdownProcessor);
    markdownProcessor.stringify = (tree) =>
      fillInResponses(responsePanels, String(stringify(tree)), (panelHtml) =>
        convertAlone(panelHtml, createProcessors(options)),
      );
    return processors;
  };
  return {pagesParsed: () => pages, responsePanels};
}
