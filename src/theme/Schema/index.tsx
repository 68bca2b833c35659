import type {ComponentProps, ReactNode} from 'react';
import Schema from '@theme-original/Schema';

/**
 * The theme renders a request or response body schema as the only child of a `<ul>`, as a tree of `<div>`s.
 * Wrapped in an `<li>`, that list holds a list item (WCAG 1.3.1, axe: list); the tree inside is unchanged.
 */
export default function SchemaWrapper(props: ComponentProps<typeof Schema>): ReactNode {
  return (
    <li className="openapi-list-item">
      <Schema {...props} />
    </li>
  );
}
