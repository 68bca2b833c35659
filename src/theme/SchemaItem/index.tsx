import {cloneElement, isValidElement, useContext, type ReactNode} from 'react';
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

/** The theme names the entries of an `additionalProperties` map with this fixed English text. */
const mapEntryName = 'property name*';

function readableName(name: string | undefined): string | undefined {
  return name === mapEntryName
    ? translate({
        id: 'apiSchema.mapEntryName',
        message: 'field name*',
        description:
          'Stands for the names of the entries of a map (additionalProperties); the asterisk means any name',
      })
    : name;
}

/**
 * A map entry whose values are objects comes as a collapsible item: its name is in the `summary` of the
 * theme's `Details`, not in `name`.
 */
function withReadableSummary(content: ReactNode): ReactNode {
  if (!isValidElement<{summary?: ReactNode}>(content)) return content;
  const {summary} = content.props;
  if (!isValidElement<{name?: string}>(summary) || summary.props.name !== mapEntryName) return content;
  return cloneElement(content, {summary: cloneElement(summary, {name: readableName(summary.props.name)})});
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
      <SchemaItem
        {...props}
        name={readableName(props.name)}
        schemaName={readableSchemaName(props.schemaName)}>
        {withReadableSummary(props.children)}
      </SchemaItem>
    </InList.Provider>
  );
  return inList ? <li className="openapi-list-item">{item}</li> : item;
}
