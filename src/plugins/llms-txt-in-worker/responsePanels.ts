/**
 * Each distinct response of the API converted to Markdown once, not once per operation page that shows it.
 * An operation page holds every response's panel in its HTML: the error responses (400, 401, 403, 404, 409,
 * 429) are the same on most operations, and operations that return the same schema share their 200. At 124
 * operations, 11.1 of the 16.7 MB of HTML the export converts are panels another page already holds; at 992,
 * 113.8 of 130.8 MB.
 *
 * While a page is read, each response panel is built empty but for a stand-in paragraph (`hollowOut`); once
 * the page's Markdown is written, each stand-in line is replaced by its panel's Markdown (`fill`). That is
 * converted the first time a panel is met: its HTML, inside the elements it is in on the page (the export's
 * steps look at them: spaces go in only inside the reference's `.theme-api-markdown`), through the same
 * pipeline. Panels are the same when their HTML and the elements they are in are. The tab's status heading
 * stays in the page: it comes from the tab list, outside the panel.
 */
import {createHash, randomBytes} from 'node:crypto';

import type {HollowOut, StartTag} from '../../lib/detachedDocument';
import {statusTabClass} from '../../markdown-plugins/rehype-tabs-and-schema-lists';

/**
 * React's ids (`useId`, `_R_3ba7dalbah_`) name an element by its place in the page's tree, so one response
 * gets other ids on every page. They tie a tab to its panel and reach no Markdown; a panel whose Markdown
 * holds one anyway is not reused.
 */
const reactIds = /_R_[0-9a-z]+_/g;
const reactId = /_R_[0-9a-z]+_/;

const classes = (attribs: Readonly<Record<string, string>>): string[] => (attribs.class ?? '').split(/\s+/);

const attributeValue = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The panel's content inside the elements it is in, from the page's `<body>` on (what the export reads). */
function panelAlone({contentHtml, startTags}: Panel): string {
  const body = startTags.findIndex((tag) => tag.name === 'body');
  const around = startTags.slice(body + 1);
  const open = around
    .map(({name, attribs}, index) => {
      // The panel's own id would name it after a tab that is not there.
      const named =
        index === around.length - 1
          ? Object.entries(attribs).filter(([key]) => key !== 'id')
          : Object.entries(attribs);
      return `<${name}${named.map(([key, value]) => ` ${key}="${attributeValue(value)}"`).join('')}>`;
    })
    .join('');
  const close = around
    .map(({name}) => `</${name}>`)
    .reverse()
    .join('');
  return `${open}${contentHtml}${close}`;
}

interface Panel {
  contentHtml: string;
  startTags: readonly StartTag[];
}

export class ResponsePanels {
  private readonly markdownByContent = new Map<string, string>();
  /** Letters and digits only: Markdown escapes none of them, and no page holds them by chance. */
  private readonly marker = `llmsresponse${randomBytes(8).toString('hex')}n`;
  /** The panels of the page being converted, by stand-in. */
  private pending = new Map<string, Panel>();
  /** Panels converted on their own, and panels met in all (for tests and the benchmark). */
  readonly counts = {converted: 0, panels: 0};

  /** For reading one page: a response status tab's panel is built with a stand-in instead of its content. */
  hollowOut(): HollowOut {
    this.pending = new Map();
    // A tab list comes before its panels.
    const responsePanelIds = new Set<string>();
    return {
      wanted: (_name, attribs) => {
        const controls = attribs['aria-controls'];
        if (attribs.role === 'tab' && controls !== undefined && classes(attribs).includes(statusTabClass)) {
          responsePanelIds.add(controls);
          return false;
        }
        return attribs.role === 'tabpanel' && responsePanelIds.has(attribs.id ?? '');
      },
      standIn: (contentHtml, startTags) => {
        const standIn = `${this.marker}${this.pending.size}`;
        this.pending.set(standIn, {contentHtml, startTags});
        return standIn;
      },
    };
  }

  /**
   * The page's Markdown with each stand-in line replaced by its panel's Markdown, indented as the stand-in was.
   * `convert` turns a panel, in the elements it is in, into Markdown through the page's pipeline.
   */
  fill(markdown: string, convert: (panelHtml: string) => string): string {
    const pending = this.pending;
    this.pending = new Map();
    if (pending.size === 0) return markdown;
    const standInLine = new RegExp(`^([ \\t]*)(${this.marker}\\d+)$`, 'gm');
    const filled = markdown.replace(standInLine, (_line, indent: string, standIn: string) => {
      const panel = pending.get(standIn);
      if (panel === undefined) throw new Error(`The Markdown export met the stand-in ${standIn} twice`);
      pending.delete(standIn);
      const markdown = this.markdownOf(panel, convert);
      return indent === '' ? markdown : markdown.replace(/^(?=.)/gm, indent);
    });
    // A stand-in that is not a line of its own (in a table cell, a quote) or that a step dropped would lose
    // a response without a word.
    if (pending.size > 0 || filled.includes(this.marker)) {
      throw new Error(
        `The Markdown export could not put ${pending.size || 'some'} response(s) back in place: a response ` +
          'panel is no longer a block of its own in the page (src/plugins/llms-txt-in-worker/responsePanels.ts)',
      );
    }
    return filled;
  }

  private markdownOf(panel: Panel, convert: (panelHtml: string) => string): string {
    this.counts.panels += 1;
    const html = panelAlone(panel);
    const key = createHash('sha256').update(html.replace(reactIds, '_R_')).digest('base64');
    const known = this.markdownByContent.get(key);
    if (known !== undefined) return known;
    this.counts.converted += 1;
    const markdown = convert(html).trimEnd();
    if (!reactId.test(markdown)) this.markdownByContent.set(key, markdown);
    return markdown;
  }
}
