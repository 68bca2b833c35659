import {isValidElement, lazy, memo, Suspense, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';

import KeptFromServer from '@site/src/hydration/KeptFromServer';
import styles from './styles.module.css';

/**
 * The OpenAPI theme renders every description, summary and constraint note with react-markdown: the parser,
 * GFM and the HTML property tables are about 150 KB of an operation page's script, and parsing some 80 texts
 * is most of the work of hydrating the reference. None of that output needs React in the browser (the texts
 * hold no code blocks or admonitions, only paragraphs, lists, emphasis, code and plain links), so the server
 * renders them with the theme's component and the browser keeps that HTML (see src/hydration/KeptFromServer.tsx):
 * react-markdown is neither loaded nor run for the page the reader opened. A text that mounts later, on a
 * page the reader navigated to, loads the theme's component (prefetched once an operation page has loaded) and
 * renders it, showing the plain text for the moment that takes.
 */
type ThemeModule = {default: (props: {children?: string}) => ReactNode};
let themeModule: ThemeModule | undefined;
const loadTheme = (): Promise<ThemeModule> =>
  import(/* webpackPrefetch: true */ '@theme-original/Markdown').then((module) => (themeModule = module));
// The server renders every text and must not suspend (React would stream the text after a fallback, with an
// inline script to swap it in): it loads the component before it renders any page, and `lazy` is handed
// the loaded module synchronously from then on.
if (!ExecutionEnvironment.canUseDOM) void loadTheme();
const ThemeMarkdown = lazy((): Promise<ThemeModule> => {
  const loaded = themeModule;
  if (loaded === undefined) return loadTheme();
  // A thenable that calls back at once: React's `lazy` then renders without suspending.
  return {
    then: (resolve: (module: ThemeModule) => void) => resolve(loaded),
  } as unknown as Promise<ThemeModule>;
});

/**
 * On the server, each text is parsed once per build thread: the 124 operation pages of a locale render about
 * 9,900 texts, but fewer than 700 different ones (shared schemas, parameters and error responses), and
 * react-markdown was a quarter of the time the build spent rendering pages. The theme's component returns a
 * `<ReactMarkdown>` element, and react-markdown's `Markdown` is a plain function of its props (no hooks, no
 * state), so its result, an immutable element tree, can be rendered again on any page.
 */
const renderedOnServer = new Map<string, ReactNode>();
function serverRendering(theme: ThemeModule, text: string): ReactNode {
  const cached = renderedOnServer.get(text);
  if (cached !== undefined) return cached;
  const element = theme.default({children: text});
  const rendered =
    isValidElement<object>(element) && typeof element.type === 'function'
      ? (element.type as (props: object) => ReactNode)(element.props)
      : element;
  renderedOnServer.set(text, rendered);
  return rendered;
}

/**
 * The theme writes the constraints of a value as Markdown, e.g. "**Mögliche Werte:** `>= 3 Zeichen` and
 * `<= 120 Zeichen`", translating every part but the "and" between a lower and an upper bound.
 */
function localizedConstraints(text: string | undefined): string | undefined {
  const possibleValues = translate({
    id: 'theme.openapi.schemaItem.possibleValues',
    message: 'Possible values:',
    description: 'UI string of docusaurus-theme-openapi-docs',
  });
  if (text === undefined || !text.startsWith(`**${possibleValues}**`)) return text;
  const and = translate({
    id: 'apiConstraints.and',
    message: 'und',
    description: 'Joins the lower and upper bound of a value',
  });
  return text.replace(/` and `/g, `\` ${and} \``);
}

function Markdown({children: source}: {children?: string}): ReactNode {
  const children = localizedConstraints(source);
  const theme = ExecutionEnvironment.canUseDOM ? undefined : themeModule;
  return (
    <KeptFromServer className={styles.markdown} keep>
      {theme && children !== undefined ? (
        serverRendering(theme, children)
      ) : (
        <Suspense fallback={<p>{children}</p>}>
          <ThemeMarkdown>{children}</ThemeMarkdown>
        </Suspense>
      )}
    </KeptFromServer>
  );
}

export default memo(Markdown);
