/**
 * Admonitions in the Markdown export as a quote that starts with their label in bold:
 * `> **Hinweis:** …` / `> **Note:** …`. The converter kept the label as a line of its own in the theme's
 * spelling, which the page shows in capitals through CSS only: "warnung", "tipp" on German pages.
 */
import type {Element, ElementContent, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';

import {classNamesOf, hasClass} from '../classNames';

const hasClassStarting = (element: Element, prefix: string): boolean =>
  classNamesOf(element).some((name) => name.startsWith(prefix));

function childElement(element: Element, prefix: string): Element | undefined {
  return element.children.find(
    (child): child is Element => child.type === 'element' && hasClassStarting(child, prefix),
  );
}

export default function rehypeAdmonitionQuotes() {
  return (tree: Root): void => {
    visit(tree, 'element', (element: Element, index, parent) => {
      if (!hasClass(element, 'theme-admonition') || parent === undefined || index === undefined) {
        return undefined;
      }
      const heading = childElement(element, 'admonitionHeading');
      const content = childElement(element, 'admonitionContent');
      const text = heading === undefined ? '' : toString(heading).trim();
      const label = text.charAt(0).toLocaleUpperCase() + text.slice(1);
      const strong: ElementContent = {
        type: 'element',
        tagName: 'strong',
        properties: {},
        children: [{type: 'text', value: `${label}:`}],
      };
      const blocks = (content?.children ?? []).filter(
        (child) => child.type !== 'text' || child.value.trim() !== '',
      );
      const [first, ...rest] = blocks;
      const opening: ElementContent[] =
        first?.type === 'element' && first.tagName === 'p'
          ? [{...first, children: [strong, {type: 'text', value: ' '}, ...first.children]}, ...rest]
          : [{type: 'element', tagName: 'p', properties: {}, children: [strong]}, ...blocks];
      parent.children[index] = {type: 'element', tagName: 'blockquote', properties: {}, children: opening};
      return SKIP;
    });
  };
}
