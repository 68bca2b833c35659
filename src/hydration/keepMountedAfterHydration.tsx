/**
 * Docusaurus' code blocks and tabs, and the OpenAPI theme's copies of them, use `useIsBrowser()` as their React
 * key, so each one mounts a second time right after hydration: every code block is highlighted again and every
 * description in a tab panel parsed again, in one long task that blocks the page. In Docusaurus 3 that second
 * mount has nothing left to do: code block colours follow the colour mode, which is applied by an effect after
 * hydration, and the tab chosen in storage or the query string is applied by a layout effect. The wrappers
 * below show these components a browser flag that never changes, so they mount once; tab panels get the real
 * flag back, because their content may depend on it.
 */
import React, {
  Children,
  cloneElement,
  isValidElement,
  useContext,
  useId,
  type ComponentType,
  type ReactNode,
} from 'react';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';

function withRealFlag(children: ReactNode, isBrowser: boolean): ReactNode {
  if (Array.isArray(children)) return children.map((child: ReactNode) => withRealFlag(child, isBrowser));
  if (!isValidElement<{children?: ReactNode}>(children)) return children;
  return cloneElement(
    children,
    undefined,
    <BrowserContext.Provider value={isBrowser}>{children.props.children}</BrowserContext.Provider>,
  );
}

/** The component, shown a browser flag that never changes. */
function withBrowserFlag<Props extends object>(
  Component: ComponentType<Props>,
  flag: boolean,
): ComponentType<Props> {
  function WithBrowserFlag(props: Props): ReactNode {
    return (
      <BrowserContext.Provider value={flag}>
        <Component {...props} />
      </BrowserContext.Provider>
    );
  }
  return WithBrowserFlag;
}

/** For components without content of their own: code blocks. */
export function keepMounted<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return withBrowserFlag(Component, false);
}

interface TabItemProps {
  value?: string;
  attributes?: Record<string, unknown>;
  tabId?: string;
  panelId?: string;
}

/**
 * Each tab item with the ids that tie its tab to its panel: the tab lists spread a child's `attributes` onto
 * its `role="tab"` element, and our TabItem (src/theme/TabItem) puts `panelId` and `tabId` on the panel.
 * `useId` gives the same ids on the server and in the browser. A lazy tab list renders the selected panel only,
 * so its tabs name no panel (`aria-controls` must point at an element of the page); the panel still names its tab.
 */
function withTabIds(children: ReactNode, prefix: string, lazy: boolean): ReactNode {
  let index = 0;
  return Children.map(children, (child) => {
    if (!isValidElement<TabItemProps>(child) || child.props.value === undefined) return child;
    index += 1;
    const tabId = `${prefix}tab-${index}`;
    const panelId = `${prefix}panel-${index}`;
    return cloneElement(child, {
      attributes: {...child.props.attributes, id: tabId, ...(lazy ? {} : {'aria-controls': panelId})},
      tabId,
      panelId,
    });
  });
}

/** For tab components: their children are tab items, whose content sees the real flag. */
export function keepTabsMounted<Props extends {children?: ReactNode; lazy?: boolean}>(
  Tabs: ComponentType<Props>,
): ComponentType<Props> {
  function KeptMountedTabs(props: Props): ReactNode {
    const isBrowser = useContext(BrowserContext);
    const prefix = useId();
    return (
      <BrowserContext.Provider value={false}>
        <Tabs {...props}>
          {withRealFlag(withTabIds(props.children, prefix, props.lazy === true), isBrowser)}
        </Tabs>
      </BrowserContext.Provider>
    );
  }
  return KeptMountedTabs;
}

/**
 * The OpenAPI theme wraps the parameters, the request body and the responses of an operation in `BrowserOnly`,
 * so the built page holds skeletons instead of them: readers without JavaScript, search engines and the search
 * index get no parameter, and the browser renders the whole reference in one task after hydration. Nothing in
 * them needs the browser; shown the flag set, they render on the server and hydrate like the rest of the page.
 */
export function renderOnServer<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return withBrowserFlag(Component, true);
}
