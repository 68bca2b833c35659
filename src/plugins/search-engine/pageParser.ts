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
 *
 * The response panels of an operation page are read once for all pages that hold the same panel
 * (../../lib/responsePanels.ts): the page is read with a stand-in word for each, and the panel's text, as the
 * plugin reads it from the panel alone, replaces that word in the page's sections.
 */
import {parseDetachedDocument, type DomDocument, type ReadOptions} from '../../lib/detachedDocument';
import {panelAlone, ResponsePanels, type Panel} from '../../lib/responsePanels';

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

/** What the plugin's reader returns for a guide or API page (`parseDocument.js`); the rest this file keeps. */
interface DocumentRead {
  sections: Array<{title: string; content: string}>;
}

const isDocumentRead = (read: unknown): read is DocumentRead =>
  typeof read === 'object' && read !== null && Array.isArray((read as DocumentRead).sections);

/** The class names of the selectors that are a single class (`.theme-code-block`); the rest the plugin removes. */
export function classesToLeaveOut(selectors: readonly string[] = []): ReadonlySet<string> {
  return new Set(selectors.flatMap((selector) => /^\.([\w-]+)$/.exec(selector.trim())?.slice(1) ?? []));
}

/** A panel the plugin would not read as one piece of a section: it holds a heading of its own. */
class PanelWithHeading extends Error {}

export function withHtmlparser2(parse: ParsePage): ParsePage {
  const panels = new ResponsePanels();
  return (html, type, url, options, ...rest) => {
    if (typeof html !== 'string') return parse(html, type, url, options, ...rest);
    const classes = classesToLeaveOut(options.ignoreCssSelectors);
    const leaveOut: ReadOptions['leaveOut'] = (_name, {class: names}) =>
      names !== undefined && names.split(/\s+/).some((name) => classes.has(name));
    const read = (page: string, hollow: boolean): unknown =>
      parse(
        parseDetachedDocument(page, {leaveOut, hollowOut: hollow ? panels.hollowOut() : undefined}),
        type,
        url,
        options,
        ...rest,
      );

    /** The panel's text as the plugin reads it: the content of a section that starts in the panel. */
    const textAlone = (panel: Panel): string => {
      const title = `${panels.marker}title`;
      const alone = read(
        `<!doctype html><html><head></head><body>${panelAlone(panel, `<h3>${title}</h3>`)}`,
        false,
      );
      const section = isDocumentRead(alone) && alone.sections.length === 1 ? alone.sections[0] : undefined;
      if (section?.title !== title) throw new PanelWithHeading();
      return section.content;
    };

    // Only guides and API pages are read by sections; other pages as a whole.
    if (type !== 'docs') return read(html, false);
    const page = read(html, true);
    const pending = panels.takePending();
    if (pending.size === 0 || !isDocumentRead(page)) return page;
    try {
      for (const section of page.sections) {
        if (!section.content.includes(panels.marker)) continue;
        for (const [standIn, panel] of pending) {
          if (!section.content.includes(standIn)) continue;
          section.content = section.content.split(standIn).join(panels.madeOf(panel, textAlone));
        }
        // The plugin joins a section's texts and then makes every run of white space one space.
        section.content = section.content.trim().replace(/\s+/g, ' ');
      }
      // A stand-in the plugin took into anything but a section's text: read the page as a whole.
      if (JSON.stringify(page).includes(panels.marker)) return read(html, false);
      return page;
    } catch (error) {
      if (error instanceof PanelWithHeading) return read(html, false);
      throw error;
    }
  };
}
