/**
 * prism-react-renderer's `Highlight`, on a Prism that knows only the languages this site highlights.
 *
 * prism-react-renderer bundles Prism with some 25 grammars (JSX, Swift, Kotlin, Rust, Reason, ...). They all set
 * themselves up when the module is evaluated, and each grammar that extends another walks every grammar known
 * so far: on an operation page that was the largest single piece of work after hydration. This module is what the highlighting theme files get for `prism-react-renderer`
 * (see ./index.ts): Prism's own core with the grammars below, and a `Highlight` that renders exactly what
 * prism-react-renderer's does (same lines, token classes and theme styles), on the server and in the browser.
 * The package cannot be given another Prism without shipping its own, which its module sets up regardless.
 */
import {createElement, useCallback, useMemo, type CSSProperties, type ReactElement} from 'react';
import clsx from 'clsx';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismLib,
  PrismTheme,
  RenderProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import type {Grammar, Token as PrismToken, TokenStream} from 'prismjs';

import './prismManualMode';
import Prism from 'prismjs/components/prism-core';

/* eslint-disable @typescript-eslint/no-require-imports -- a grammar registers itself when its module runs, so
   each is required when a code block first asks for its language, not imported (which would run all of them
   at start-up). Each finds Prism as a global, which its core sets. */
const clike = (): void => void require('prismjs/components/prism-clike');

/**
 * The grammar of every language a code block of the guides, the code samples or the OpenAPI theme's examples
 * asks for, by the names Prism knows them by; any other language is shown as plain text.
 */
const grammars: Record<string, () => void> = {
  bash: () => void require('prismjs/components/prism-bash'),
  csharp: () => (clike(), void require('prismjs/components/prism-csharp')),
  go: () => (clike(), void require('prismjs/components/prism-go')),
  // The HTTP grammar highlights a body in the language of its Content-Type if that grammar is known when it
  // loads, as it is in prism-react-renderer's Prism (src/browser/prism/prism.test.ts).
  http: () => {
    for (const body of ['json', 'javascript', 'markup']) grammars[body]?.();
    require('prismjs/components/prism-http');
  },
  java: () => (clike(), void require('prismjs/components/prism-java')),
  // With what prism-react-renderer's Prism adds to it: the inside of regular expressions, control-flow keywords,
  // DOM and console names.
  javascript: () => (
    clike(),
    require('prismjs/components/prism-regex'),
    require('prismjs/components/prism-javascript'),
    void require('prismjs/components/prism-js-extras')
  ),
  json: () => void require('prismjs/components/prism-json'),
  markup: () => void require('prismjs/components/prism-markup'),
  python: () => void require('prismjs/components/prism-python'),
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** The languages code blocks are highlighted in, by the names of their grammars. */
export const highlightedLanguages: readonly string[] = Object.keys(grammars);

const aliases: Record<string, string> = {
  cs: 'csharp',
  dotnet: 'csharp',
  html: 'markup',
  js: 'javascript',
  py: 'python',
  sh: 'bash',
  shell: 'bash',
  svg: 'markup',
  xml: 'markup',
};

function grammarOf(prism: PrismLib, language: string): Grammar | undefined {
  if (prism === Prism && prism.languages[language] === undefined) grammars[aliases[language] ?? language]?.();
  return prism.languages[language];
}

export {Prism};

type ThemeDictionary = Record<string, CSSProperties> & {root: CSSProperties; plain: CSSProperties};

/** The styles of a theme by token type, as prism-react-renderer's `themeToDict` builds them. */
function themeToDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const dictionary: Record<string, CSSProperties> = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary[type] = {...dictionary[type], ...style};
  }
  return {...dictionary, root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
}

function markEmptyLine(line: Token[]): void {
  const [first] = line;
  if (first === undefined) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && first.content === '') {
    first.content = '\n';
    first.empty = true;
  }
}

function appendType(types: string[], type: string | string[]): string[] {
  return types.at(-1) === type ? types : types.concat(type);
}

/** Prism's nested token stream as lines of flat tokens, as prism-react-renderer's `normalizeTokens` does. */
function toLines(stream: TokenStream): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const walk = (tokens: Array<string | PrismToken>, inherited: string[], nested: boolean): void => {
    for (const token of tokens) {
      let types: string[];
      let content: TokenStream;
      if (typeof token === 'string') {
        types = nested ? inherited : ['plain'];
        content = token;
      } else {
        types = appendType(inherited, token.type);
        if (token.alias) types = appendType(types, token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        walk(Array.isArray(content) ? content : [content], types, true);
        continue;
      }
      const [first = '', ...rest] = content.split(/\r\n|\r|\n/);
      line.push({types, content: first});
      for (const text of rest) {
        markEmptyLine(line);
        lines.push((line = [{types, content: text}]));
      }
    }
  };
  walk(Array.isArray(stream) ? stream : [stream], [], false);
  markEmptyLine(line);
  return lines;
}

function tokenize(prism: PrismLib, code: string, language: string): Token[][] {
  const grammar = grammarOf(prism, language);
  if (grammar === undefined) return toLines([code]);
  const environment = {code, grammar, language, tokens: [] as TokenStream};
  prism.hooks.run('before-tokenize', environment);
  environment.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', environment);
  return toLines(environment.tokens);
}

function HighlightWithTheme({
  children,
  code,
  language: requested,
  prism,
  theme,
}: Required<Pick<HighlightProps, 'prism' | 'theme'>> & HighlightProps): ReactElement {
  const language = requested.toLowerCase();
  const dictionary = useMemo(() => themeToDictionary(theme, language), [theme, language]);
  const tokens = useMemo(() => tokenize(prism, code, language), [prism, code, language]);

  const getLineProps = useCallback(
    ({className, style, line, ...rest}: LineInputProps): LineOutputProps => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...dictionary.plain, ...style},
    }),
    [dictionary],
  );

  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const {types, empty} = token;
      let tokenStyle: CSSProperties | undefined;
      if (types.length === 1 && types[0] === 'plain')
        tokenStyle = empty ? {display: 'inline-block'} : undefined;
      else if (types.length === 1 && empty !== undefined) tokenStyle = dictionary[types[0] ?? ''];
      else
        tokenStyle = Object.assign(
          empty ? {display: 'inline-block'} : {},
          ...types.map((type) => dictionary[type]),
        );
      return {
        ...rest,
        className: clsx('token', ...types, className),
        children: token.content,
        style: style === undefined ? tokenStyle : {...tokenStyle, ...style},
      };
    },
    [dictionary],
  );

  const renderProps: RenderProps = {
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary.root,
    getLineProps,
    getTokenProps,
  };
  return children(renderProps);
}

const noTheme: PrismTheme = {plain: {}, styles: []};

export function Highlight(props: HighlightProps): ReactElement {
  return createElement(HighlightWithTheme, {
    ...props,
    prism: props.prism ?? Prism,
    theme: props.theme ?? noTheme,
  });
}
