/** Runs in the worker thread that `./index.ts` starts: the Markdown export's `postBuild()` for one locale. */
import {workerData} from 'node:worker_threads';
import type {LoadContext, Props} from '@docusaurus/types';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';

import {llmsTxtOptions} from '../../../config/llmsTxt';
import {parsePagesWithHtmlparser2} from './htmlparser2Pages';
import type {WorkerInput} from './workerInput';

const {options, props} = workerData as WorkerInput;

const {pagesParsed, responsePanels} = parsePagesWithHtmlparser2();

// The plugin reads only the fields of WorkerInput (see there); the rest of Docusaurus' props and load context
// hold functions, which cannot reach a worker.
const plugin = llmsTxtPlugin(props as unknown as LoadContext, llmsTxtOptions(options.locale, options.site));

async function exportPages(): Promise<void> {
  await plugin.postBuild?.({
    ...(props as unknown as Props),
    head: {},
    routesBuildMetadata: {},
    content: undefined,
  });
  // A plugin update that parses pages some other way would otherwise quietly bring parse5's cost back.
  if (props.routes.length > 0 && pagesParsed() === 0) {
    throw new Error(
      'The Markdown export parsed no page with htmlparser2: @signalwire/docusaurus-plugin-llms-txt no longer ' +
        'takes its parser from defaultPluginRegistry (see src/plugins/llms-txt-in-worker/htmlparser2Pages.ts).',
    );
  }
  const {panels, made} = responsePanels.counts;
  console.log(
    `[llms-txt] ${options.locale}: ${panels} response panels in the Markdown copies, ${made} converted`,
  );
}

export default exportPages();
