/**
 * The search plugin reads every built page with `cheerio.load(html)`, which parses a string with parse5: the
 * HTML standard's parser with all its error recovery, which the well-formed HTML React writes does not need.
 * htmlparser2 reads the same pages into the same documents in half the time (today's 154 German pages: 8.6
 * against 4.1 s). `cheerio.load()` also takes a parsed document, so the plugin's own reader gets one, with its
 * strings copied out of the page (../../lib/detachedDocument.ts).
 *
 * The plugin removes the elements its `ignoreCssSelectors` name before it reads a page. Those named by a class
 * alone (`.theme-code-block`, the highlighted code) are not built at all: they are about half of an operation
 * page's nodes, and the plugin looks through the whole page for every selector it removes.
 */
import {parseDetachedDocument, type DomDocument} from '../../lib/detachedDocument';

/** The options of the plugin's reader that this file reads. */
interface ReadPageOptions {
  ignoreCssSelectors?: readonly string[];
}

/** The plugin's reader of a built page (`dist/server/server/utils/parse.js`). */
export type ParsePage = (
  html: string | DomDocument,
  type: string,
  url: string,
  options: ReadPageOptions,
  ...rest: unknown[]
) => unknown;

/** The class names of the selectors that are a single class (`.theme-code-block`); the rest the plugin removes. */
export function classesToLeaveOut(selectors: readonly string[] = []): ReadonlySet<string> {
  return new Set(selectors.flatMap((selector) => /^\.([\w-]+)$/.exec(selector.trim())?.slice(1) ?? []));
}

export function withHtmlparser2(parse: ParsePage): ParsePage {
  return (html, type, url, options, ...rest) => {
    if (typeof html !== 'string') return parse(html, type, url, options, ...rest);
    const classes = classesToLeaveOut(options.ignoreCssSelectors);
    const document = parseDetachedDocument(html, {
      leaveOut: (_name, {class: names}) =>
        names !== undefined && names.split(/\s+/).some((name) => classes.has(name)),
    });
    return parse(document, type, url, options, ...rest);
  };
}
