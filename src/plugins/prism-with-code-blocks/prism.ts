import {createElement, type ComponentProps, type ReactNode} from 'react';
import prismIncludeLanguages from '@theme/prism-include-languages';

type PrismReactRenderer = typeof import('prism-react-renderer');

let loaded: PrismReactRenderer | undefined;

/**
 * prism-react-renderer with our languages, evaluated when the first code block renders: setting up its bundled
 * grammars and ours takes about 130 ms at 4x CPU slowdown, which pages without code blocks never need and pages
 * with them no longer pay in the task that evaluates the page's chunks.
 */
function prismReactRenderer(): PrismReactRenderer {
  if (loaded === undefined) {
    // A synchronous require is what defers the evaluation: the module is in the page's chunks already, and a
    // code block must render highlighted on its first render to match the server's HTML.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require('prism-react-renderer') as PrismReactRenderer;
    prismIncludeLanguages(loaded.Prism);
  }
  return loaded;
}

/** The only export of prism-react-renderer the theme's highlighting files use. */
export function Highlight(props: ComponentProps<PrismReactRenderer['Highlight']>): ReactNode {
  return createElement(prismReactRenderer().Highlight, props);
}
