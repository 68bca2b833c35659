/**
 * Each distinct response of the API read once, not once per operation page that shows it. An operation page
 * holds every response's panel in its HTML: the error responses (400, 401, 403, 404, 409, 429) are the same
 * on most operations, and operations that return the same schema share their 200. At 124 operations, 11.1 of
 * the 16.7 MB of HTML in the pages' `<article>` are panels another page already holds; at 992, 113.8 of 130.8 MB.
 *
 * While a page is read, each response panel is built empty but for a stand-in paragraph (`hollowOut`, see
 * ./detachedDocument.ts). The reader then puts what it makes of the panel in place of the stand-in: the
 * Markdown export (src/plugins/llms-txt-in-worker/responseMarkdown.ts) and the search plugin's page reader
 * (src/plugins/search-engine/pageParser.ts). What it makes of a panel is made the first time the panel is
 * met, from the panel alone inside the elements it is in on the page (`panelAlone`): readers look at them
 * (the export spaces words only inside `.theme-api-markdown`, the search plugin drops tab lists only inside
 * `.tabs-container`). Panels are the same when their HTML and the elements they are in are.
 */
import {createHash, randomBytes} from 'node:crypto';

import type {HollowOut, StartTag} from './detachedDocument';

/** The OpenAPI theme's tab of a response status; its panel holds that response. */
export const statusTabClass = 'openapi-tabs__response-code-item';

/**
 * React's ids (`useId`, `_R_3ba7dalbah_`) name an element by its place in the page's tree, so one response
 * gets other ids on every page. They tie a tab to its panel; what a reader makes of a panel that still holds
 * one is not reused.
 */
const reactIds = /_R_[0-9a-z]+_/g;
const reactId = /_R_[0-9a-z]+_/;

const classes = (attribs: Readonly<Record<string, string>>): string[] => (attribs.class ?? '').split(/\s+/);

const attributeValue = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export interface Panel {
  contentHtml: string;
  startTags: readonly StartTag[];
}

/**
 * The panel's content inside the elements it is in, from the page's `<body>` on, without the panel's own id
 * (it would name the panel after a tab that is not there); `first` goes into the panel before its content.
 */
export function panelAlone({contentHtml, startTags}: Panel, first = ''): string {
  const body = startTags.findIndex((tag) => tag.name === 'body');
  const around = startTags.slice(body + 1);
  const open = around
    .map(({name, attribs}, index) => {
      const kept = Object.entries(attribs).filter(([key]) => index < around.length - 1 || key !== 'id');
      return `<${name}${kept.map(([key, value]) => ` ${key}="${attributeValue(value)}"`).join('')}>`;
    })
    .join('');
  const close = around
    .map(({name}) => `</${name}>`)
    .reverse()
    .join('');
  return `${open}${first}${contentHtml}${close}`;
}

export class ResponsePanels {
  private readonly made = new Map<string, string>();
  /** Letters and digits only: Markdown escapes none of them, and no page holds them by chance. */
  readonly marker = `llmsresponse${randomBytes(8).toString('hex')}n`;
  /** The panels of the page being read, by stand-in. */
  private pending = new Map<string, Panel>();
  /** Panels made on their own, and panels met in all (for tests and the build's log). */
  readonly counts = {made: 0, panels: 0};

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
        // Ends in a letter, so that no stand-in is the start of another (`…1z`, `…10z`).
        const standIn = `${this.marker}${this.pending.size}z`;
        this.pending.set(standIn, {contentHtml, startTags});
        return standIn;
      },
    };
  }

  /** The panels of the page read last, by stand-in; the next page starts afresh. */
  takePending(): Map<string, Panel> {
    const pending = this.pending;
    this.pending = new Map();
    return pending;
  }

  /** What `make` makes of the panel, made once for all panels that are the same. */
  madeOf(panel: Panel, make: (panel: Panel) => string): string {
    this.counts.panels += 1;
    const key = createHash('sha256').update(panelAlone(panel).replace(reactIds, '_R_')).digest('base64');
    const known = this.made.get(key);
    if (known !== undefined) return known;
    this.counts.made += 1;
    const made = make(panel);
    if (!reactId.test(made)) this.made.set(key, made);
    return made;
  }
}
