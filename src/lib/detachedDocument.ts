/**
 * htmlparser2's `parseDocument`, with every text and attribute value copied out of the page. htmlparser2 cuts
 * them out of the HTML, and V8 keeps such a slice as a reference to the whole HTML: whatever a reader keeps of a
 * page (the Markdown export each page's title and description, the search plugin its documents until it builds
 * the index) would keep every page it read. Reading today's 154 German pages, the search plugin's documents
 * held 85 MB instead of 23 MB with parse5's.
 *
 * A reader can also have parts of a page left unbuilt that it would throw away anyway ({@link ReadOptions}):
 * the highlighted code blocks are about half of an operation page's nodes.
 */
import {DomHandler} from 'domhandler';
import {Parser} from 'htmlparser2';

export type DomDocument = DomHandler['root'];
export type DomNode = DomDocument['children'][number];

export interface ReadOptions {
  /** Elements left out with everything in them, as if removed after parsing. */
  leaveOut?: (name: string, attribs: Readonly<Record<string, string>>) => boolean;
  /**
   * A `<code>` in a `<pre>` holds only its texts and `<br>`s, in their order: the token spans around them are
   * not built. For readers that take a code block's text only.
   */
  codeAsText?: boolean;
  /** Elements kept, but with a stand-in for their content, which the reader converts on its own. */
  hollowOut?: HollowOut;
}

/** An element's start tag as the parser read it. */
export interface StartTag {
  name: string;
  attribs: Readonly<Record<string, string>>;
}

/**
 * Elements whose content a reader converts on its own, once for all pages that hold the same content: the
 * element is built with one paragraph in it, whose text `standIn` returns for the content's HTML and the start
 * tags of the elements it is in, from the outermost to the hollowed element itself.
 */
export interface HollowOut {
  wanted: (name: string, attribs: Readonly<Record<string, string>>) => boolean;
  standIn: (contentHtml: string, startTags: readonly StartTag[]) => string;
}

/** Joining forces V8 to copy the characters into a string of their own. */
function detached(value: string): string {
  return (' ' + value).slice(1);
}

function detach(nodes: DomNode[]): void {
  for (const node of nodes) {
    if ('data' in node) node.data = detached(node.data);
    if ('attribs' in node) {
      for (const [name, value] of Object.entries(node.attribs)) node.attribs[name] = detached(value);
    }
    if ('children' in node) detach(node.children);
  }
}

/** domhandler's tree builder, skipping what {@link ReadOptions} leaves out. */
class ReadingHandler extends DomHandler {
  /** How deep inside a left-out element the parser is; 0 outside. */
  private leftOutDepth = 0;
  /** Inside a code block: for each tag open in it, whether it was built (only `<br>` is). */
  private codeTags: boolean[] | undefined;
  /** Where the content of the element being hollowed out starts in the HTML; its content is left out. */
  private hollowFrom: number | undefined;
  /** Where the parser stands in the HTML (DomHandler keeps its own reference private). */
  private position: {startIndex: number | null; endIndex: number | null} | undefined;

  constructor(
    private readonly read: ReadOptions,
    private readonly html: string,
  ) {
    super();
  }

  override onparserinit(parser: {startIndex: number | null; endIndex: number | null}): void {
    super.onparserinit(parser);
    this.position = parser;
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    if (this.leftOutDepth > 0 || this.read.leaveOut?.(name, attribs)) {
      this.leftOutDepth += 1;
      return;
    }
    if (this.codeTags === undefined && this.read.hollowOut?.wanted(name, attribs)) {
      super.onopentag(name, attribs);
      // The parser stands on the start tag's `>`; everything up to the matching end tag is left out.
      this.hollowFrom = (this.position?.endIndex ?? 0) + 1;
      this.leftOutDepth = 1;
      return;
    }
    if (this.codeTags !== undefined) {
      const built = name === 'br';
      this.codeTags.push(built);
      if (built) super.onopentag(name, attribs);
      return;
    }
    if (this.read.codeAsText && name === 'code' && this.currentTag() === 'pre') this.codeTags = [];
    super.onopentag(name, attribs);
  }

  override onclosetag(name = '', isImplied = false): void {
    if (this.leftOutDepth === 1 && this.hollowFrom !== undefined) {
      this.fillHollow(this.hollowFrom, name, isImplied);
      this.hollowFrom = undefined;
      this.leftOutDepth = 0;
      super.onclosetag();
      return;
    }
    if (this.leftOutDepth > 0) {
      this.leftOutDepth -= 1;
      // The texts on either side of a left-out element stay apart, as they would after its removal.
      if (this.leftOutDepth === 0) this.lastNode = null;
      return;
    }
    if (this.codeTags !== undefined) {
      if (this.codeTags.length > 0) {
        if (this.codeTags.pop()) super.onclosetag();
        return;
      }
      this.codeTags = undefined;
    }
    super.onclosetag();
  }

  override ontext(data: string): void {
    if (this.leftOutDepth === 0) super.ontext(data);
  }

  override oncomment(data: string): void {
    if (this.leftOutDepth === 0 && this.codeTags === undefined) super.oncomment(data);
  }

  override oncdatastart(): void {
    if (this.leftOutDepth === 0) super.oncdatastart();
  }

  override onprocessinginstruction(name: string, data: string): void {
    if (this.leftOutDepth === 0) super.onprocessinginstruction(name, data);
  }

  /** Puts the stand-in paragraph for the hollowed element's content into it. */
  private fillHollow(from: number, closingTag: string, isImplied: boolean): void {
    // The parser stands at the end of the end tag's name.
    const to = (this.position?.endIndex ?? 0) - closingTag.length - 2;
    if (isImplied || to < from || !this.html.startsWith(`</${closingTag}`, to)) {
      throw new Error(`A <${closingTag}> to hollow out ends without its own end tag, at offset ${from}`);
    }
    const startTags = this.tagStack.flatMap((node) =>
      'name' in node ? [{name: node.name, attribs: node.attribs}] : [],
    );
    super.onopentag('p', {});
    super.ontext(this.read.hollowOut?.standIn(this.html.slice(from, to), startTags) ?? '');
    super.onclosetag();
  }

  private currentTag(): string | undefined {
    const current = this.tagStack[this.tagStack.length - 1];
    return current !== undefined && 'name' in current ? current.name : undefined;
  }
}

export function parseDetachedDocument(html: string, read: ReadOptions = {}): DomDocument {
  const handler = new ReadingHandler(read, html);
  // htmlparser2's parseDocument() with this handler.
  new Parser(handler, {decodeEntities: true}).end(html);
  detach(handler.root.children);
  return handler.root;
}
