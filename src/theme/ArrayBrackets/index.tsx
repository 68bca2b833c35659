import type {CSSProperties, ReactNode} from 'react';

/**
 * The "Array [" and "]" lines around the items of an array in a schema. The theme renders each as an `<li>`
 * among `<div>`s, outside any list (WCAG 1.3.1, axe: listitem), dimmed by opacity to 4.4:1. The element
 * itself is the fault, so a wrapper cannot fix it: this replaces the theme's component with plain blocks in
 * the secondary text colour (7.2:1 light, 13:1 dark).
 */
const bracket: CSSProperties = {
  fontSize: 'var(--ifm-code-font-size)',
  color: 'var(--ifm-color-emphasis-700)',
  marginLeft: '-.5rem',
  paddingTop: '5px',
};

// Notation, the same in every language, as in the theme.
const opening = 'Array [';
const closing = ']';

export function OpeningArrayBracket(): ReactNode {
  return <div style={{...bracket, paddingBottom: '.5rem'}}>{opening}</div>;
}

export function ClosingArrayBracket(): ReactNode {
  return <div style={bracket}>{closing}</div>;
}
