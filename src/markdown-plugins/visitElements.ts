/**
 * Walks a hast tree for the Markdown export's plugins as `visit(tree, 'element', visitor)` of `unist-util-visit`
 * does, with the same answers a visitor gives: `SKIP` leaves the element's children out, a number is the index
 * in the parent to go on from (after the visitor changed the parent's children), `[SKIP, index]` both. The
 * children of an element are read after its visitor ran, so what the visitor put there is walked too.
 *
 * Why not `unist-util-visit`: for each node, `unist-util-visit-parents` (6.1.0) makes a closure, names it with
 * `Object.defineProperty` for its stack traces and copies the list of ancestors, and the export walks every
 * page once per plugin. At 992 operations the export's thread took 147.0 CPU-s for the German pages with
 * `unist-util-visit` in the six rehype plugins, 102.9 CPU-s with this walk (one build each; issue 23).
 */
import type {Element, Root} from 'hast';

export const SKIP = 'skip';

export type VisitAnswer = undefined | typeof SKIP | number | [typeof SKIP, number];

type VisitorArguments = [element: Element, index: number | undefined, parent: Root | Element | undefined];

/** A visitor that only looks or changes the tree in place may return nothing. */
export type ElementVisitor =
  ((...visited: VisitorArguments) => VisitAnswer) | ((...visited: VisitorArguments) => void);

function walkChildren(parent: Root | Element, visitor: ElementVisitor): void {
  let index = 0;
  // The length is read again on every step: a visitor may take children out or put some in.
  while (index < parent.children.length) {
    const child = parent.children[index];
    let next = index + 1;
    if (child?.type === 'element') {
      const answer = visitor(child, index, parent);
      if (typeof answer === 'number') next = answer;
      else if (Array.isArray(answer)) next = answer[1];
      if (answer !== SKIP && !Array.isArray(answer)) walkChildren(child, visitor);
    }
    index = next;
  }
}

/** Calls `visitor` for every element of `tree` in document order (`tree` itself too if it is an element). */
export function visitElements(tree: Root | Element, visitor: ElementVisitor): void {
  if (tree.type === 'element') {
    const answer = visitor(tree, undefined, undefined);
    if (answer === SKIP || Array.isArray(answer)) return;
  }
  walkChildren(tree, visitor);
}
