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

  constructor(private readonly read: ReadOptions) {
    super();
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    if (this.leftOutDepth > 0 || this.read.leaveOut?.(name, attribs)) {
      this.leftOutDepth += 1;
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

  override onclosetag(): void {
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

  private currentTag(): string | undefined {
    const current = this.tagStack[this.tagStack.length - 1];
    return current !== undefined && 'name' in current ? current.name : undefined;
  }
}

export function parseDetachedDocument(html: string, read: ReadOptions = {}): DomDocument {
  const handler = new ReadingHandler(read);
  // htmlparser2's parseDocument() with this handler.
  new Parser(handler, {decodeEntities: true}).end(html);
  detach(handler.root.children);
  return handler.root;
}
