import {Children, isValidElement, type ReactNode} from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';

import {keepTabsMounted} from '@site/src/hydration/keepMountedAfterHydration';

type Props = {children?: ReactNode; lazy?: boolean};

const KeptMountedSchemaTabs = keepTabsMounted<Props>(SchemaTabs);

/** The value of the tab the theme builds from a body's schema (`ExampleFromSchema`). */
const exampleFromSchema = 'Example (auto)';

const valueOf = (child: ReactNode): unknown =>
  isValidElement<{value?: unknown}>(child) ? child.props.value : undefined;

/**
 * The tab built from the schema takes each property's own example, so under a 401 it showed the 409 of the
 * shared problem schema. Where the description gives the body's examples, those are the only examples shown.
 */
function withoutExampleFromSchema(children: ReactNode): ReactNode {
  const tabs = Children.toArray(children);
  const auto = tabs.findIndex((tab) => valueOf(tab) === exampleFromSchema);
  // The first tab is the schema; any tab after the built one is one of the description's examples.
  return auto !== -1 && tabs.length > auto + 1 ? tabs.filter((_, index) => index !== auto) : children;
}

/**
 * The theme shows the variants of a `oneOf`/`anyOf` in lazy tabs: only the first variant was in the built page,
 * its Markdown copy and the search index. Here every variant is rendered; the others are hidden panels until
 * a reader picks their tab.
 */
export default function SchemaTabsWrapper({children, ...props}: Props): ReactNode {
  return (
    <KeptMountedSchemaTabs {...props} lazy={false}>
      {withoutExampleFromSchema(children)}
    </KeptMountedSchemaTabs>
  );
}
