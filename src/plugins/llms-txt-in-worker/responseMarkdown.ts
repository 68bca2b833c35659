/**
 * The Markdown export's part of ../../lib/responsePanels.ts: once a page's Markdown is written, each stand-in
 * line is replaced by its response panel's Markdown, converted from the panel alone through the page's
 * pipeline. The tab's status heading stays in the page: it comes from the tab list, outside the panel.
 */
import {panelAlone, type ResponsePanels} from '../../lib/responsePanels';

/**
 * The page's Markdown with each stand-in line replaced by its panel's Markdown, indented as the stand-in was.
 * `convert` turns a panel, in the elements it is in, into Markdown through the page's pipeline.
 */
export function fillInResponses(
  panels: ResponsePanels,
  markdown: string,
  convert: (panelHtml: string) => string,
): string {
  const pending = panels.takePending();
  if (pending.size === 0) return markdown;
  const standInLine = new RegExp(`^([ \\t]*)(${panels.marker}\\d+z)$`, 'gm');
  const filled = markdown.replace(standInLine, (_line, indent: string, standIn: string) => {
    const panel = pending.get(standIn);
    if (panel === undefined) throw new Error(`The Markdown export met the stand-in ${standIn} twice`);
    pending.delete(standIn);
    const response = panels.madeOf(panel, () => convert(panelAlone(panel)).trimEnd());
    return indent === '' ? response : response.replace(/^(?=.)/gm, indent);
  });
  // A stand-in that is not a line of its own (in a table cell, a quote) or that a step dropped would lose a
  // response without a word.
  if (pending.size > 0 || filled.includes(panels.marker)) {
    throw new Error(
      `The Markdown export could not put ${pending.size || 'some'} response(s) back in place: a response ` +
        'panel is no longer a block of its own in the page (src/plugins/llms-txt-in-worker/responseMarkdown.ts)',
    );
  }
  return filled;
}
