import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';

type SidebarGenerators = NonNullable<
  NonNullable<OpenApiPlugin.Options['sidebarOptions']>['sidebarGenerators']
>;
type DocItemGenerator = NonNullable<SidebarGenerators['createDocItem']>;

/**
 * The plugin's default sidebar item, with two changes. A unique `key`: Twin operations (slugs ending in `-1`) can share a
 * summary, and two items with one label make the English build fail with "Multiple docs sidebar items
 * produce the same translation key".
 */
export const createApiSidebarItem: DocItemGenerator = (item) => {
  // The pages are generated into the root of the API docs instance, so the doc id is the page id. (The
  // plugin's `basePath` would be "reference" here: it assumes a subfolder of the instance.)
  const id = item.id;
  const label = item.frontMatter.sidebar_label ?? item.title ?? item.id;
  const classNames =
    item.type === 'api'
      ? ['api-method', item.api.method, item.api.deprecated ? 'menu__list-item--deprecated' : '']
      : ['schema'];
  return {
    type: 'doc',
    id,
    key: `api-operation-${item.id}`,
    label: String(label),
    className: classNames.filter(Boolean).join(' '),
  };
};
