import {useContext, type ReactNode} from 'react';
import SchemaItem from '@theme-original/SchemaItem';
import type {Props} from '@theme-original/SchemaItem';

import {InList} from './listContext';

/**
 * The theme's schema item is a `<div>`. Where the theme puts items straight into a `<ul>` (response headers)
 * it becomes the content of an `<li>`, so the list holds list items only (WCAG 1.3.1, axe: list); anywhere
 * else it stays as it is. Nested items are never in that list.
 */
export default function SchemaItemWrapper(props: Props): ReactNode {
  const inList = useContext(InList);
  const item = (
    <InList.Provider value={false}>
      <SchemaItem {...props} />
    </InList.Provider>
  );
  return inList ? <li className="openapi-list-item">{item}</li> : item;
}
