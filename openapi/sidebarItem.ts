import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';

type SidebarGenerators = NonNullable<
  NonNullable<OpenApiPlugin.Options['sidebarOptions']>['sidebarGenerators']
>;
type DocItemGenerator = NonNullable<SidebarGenerators['createDocItem']>;
type ApiItem = Parameters<DocItemGenerator>[0];

/** How often each operation has been listed so far; an operation with two tags is listed under both. */
const listed = new WeakMap<ApiItem, number>();

/**
 * The plugin's default sidebar item, with two changes. A unique `key`: Twin operations (slugs ending in `-1`)
 * can share a summary, and two items with one label make the English build fail with "Multiple docs sidebar
 * items produce the same translation key"; an operation listed under a second tag gets a second key. And a
 * plain-text label: a summary with `code` would show its backticks.
 */
export const createApiSidebarItem: DocItemGenerator = (item) => {
  // The pages are generated into the root of the API docs instance, so the doc id is the page id. (The
  // plugin's `basePath` would be "reference" here: it assumes a subfolder of the instance.)
  const id = item.id;
  const label = String(item.frontMatter.sidebar_label ?? item.title ?? item.id).replace(/`([^`]+)`/g, '$1');
  const classNames =
    item.type === 'api'
      ? ['api-method', item.api.method, item.api.deprecated ? 'menu__list-item--deprecated' : '']
      : ['schema'];
  const occurrence = (listed.get(item) ?? 0) + 1;
  listed.set(item, occurrence);
  return {
    type: 'doc',
    id,
    key: occurrence === 1 ? `api-operation-${item.id}` : `api-operation-${item.id}-${occurrence}`,
    label,
    className: classNames.filter(Boolean).join(' '),
  };
};
