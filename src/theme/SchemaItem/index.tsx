import {useContext, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import SchemaItem from '@theme-original/SchemaItem';
import type {Props} from '@theme-original/SchemaItem';

import {InList} from './listContext';

/**
 * The plugin marks a schema that contains itself as `circular(Title)`, which the theme shows as the type in
 * English words and brackets on every page; here it is the schema's title and a translated note.
 */
function readableSchemaName(schemaName: string | undefined): string | undefined {
  return schemaName?.replace(/circular\(([^)]*)\)/g, (_marker, title: string) =>
    translate(
      {
        id: 'apiSchema.circular',
        message: '{title} (recursive)',
        description: 'The type of a property whose schema contains itself; {title} is the schema name',
      },
      {title: title || 'object'},
    ),
  );
}

/**
 * The theme's schema item is a `<div>`. Where the theme puts items straight into a `<ul>` (response headers)
 * it becomes the content of an `<li>`, so the list holds list items only (WCAG 1.3.1, axe: list); anywhere
 * else it stays as it is. Nested items are never in that list.
 */
export default function SchemaItemWrapper(props: Props): ReactNode {
  const inList = useContext(InList);
  const item = (
    <InList.Provider value={false}>
      <SchemaItem {...props} schemaName={readableSchemaName(props.schemaName)} />
    </InList.Provider>
  );
  return inList ? <li className="openapi-list-item">{item}</li> : item;
}
