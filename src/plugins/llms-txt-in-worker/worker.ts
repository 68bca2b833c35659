/** Runs in the worker thread that `./index.ts` starts: the Markdown export's `postBuild()` for one locale. */
import {workerData} from 'node:worker_threads';
import type {LoadContext, Props} from '@docusaurus/types';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';

import {llmsTxtOptions} from './options';
import type {WorkerInput} from './workerInput';

const {options, props} = workerData as WorkerInput;

// The plugin reads only the fields of WorkerInput (see there); the rest of Docusaurus' props and load context
// hold functions, which cannot reach a worker.
const plugin = llmsTxtPlugin(props as unknown as LoadContext, llmsTxtOptions(options.locale, options.site));

export default plugin.postBuild?.({
  ...(props as unknown as Props),
  head: {},
  routesBuildMetadata: {},
  content: undefined,
});
