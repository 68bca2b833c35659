/**
 * Whether a page scrolls sideways, and what sticks out: run in the page (Playwright's `evaluate`, or an engine
 * of tests/lib/engines). Self-contained, with no helpers outside its body: it is sent to the page as text.
 */
export interface SidewaysOverflow {
  /** How many pixels the page scrolls sideways. */
  overflow: number;
  /** The elements that reach furthest past the right edge and are not inside a region that scrolls or clips. */
  widest: string[];
}

export function sidewaysOverflow(): SidewaysOverflow {
  const root = document.documentElement;
  const viewport = root.clientWidth;
  const overflow = root.scrollWidth - viewport;
  if (overflow <= 0) return {overflow, widest: []};
  const found: Array<{path: string; right: number}> = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.right <= viewport + 0.5) continue;
    let contained = getComputedStyle(element).position === 'fixed';
    for (
      let parent = element.parentElement;
      !contained && parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      const style = getComputedStyle(parent);
      contained = style.overflowX !== 'visible' || style.position === 'fixed';
    }
    if (contained) continue;
    const parts: string[] = [];
    for (
      let node: Element | null = element;
      node && node !== document.body && parts.length < 4;
      node = node.parentElement
    ) {
      parts.unshift(
        node.tagName.toLowerCase() +
          Array.from(node.classList)
            .slice(0, 2)
            .map((name) => `.${name}`)
            .join(''),
      );
    }
    found.push({path: `${parts.join(' > ')} (right edge at ${Math.round(box.right)} px)`, right: box.right});
  }
  found.sort((a, b) => b.right - a.right);
  return {overflow, widest: found.slice(0, 3).map((entry) => entry.path)};
}
