import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';

type SidebarGenerators = NonNullable<
  NonNullable<OpenApiPlugin.Options['sidebarOptions']>['sidebarGenerators']
>;
type DocItemGenerator = NonNullable<SidebarGenerators['createDocItem']>;
type SidebarContext = Parameters<DocItemGenerator>[1];

/** The labels each generated sidebar has given so far; the plugin passes one context object per sidebar. */
const labelsBySidebar = new WeakMap<SidebarContext, Map<string, number>>();

function timesLabelled(context: SidebarContext, label: string): number {
  let labels = labelsBySidebar.get(context);
  if (labels === undefined) {
    labels = new Map();
    labelsBySidebar.set(context, labels);
  }
  const times = (labels.get(label) ?? 0) + 1;
  labels.set(label, times);
  return times;
}

/**
 * The plugin's default sidebar item, with two changes. A `key` where the label alone is not unique: Docusaurus
 * names a sidebar item's translation by its key or else its label, and two items with one label make the English
 * build fail with "Multiple docs sidebar items produce the same translation key". Twin operations (slugs ending
 * in `-1`) can share a summary, and an operation listed under a second tag repeats its label. Only those items
 * get a key, numbered by how often their label has come in that sidebar: every operation page loads the whole
 * API sidebar, so a key on every item would cost about 4 bytes gzip per operation (0.5 KB at 124 operations,
 * 4 KB at 992; issue 23). And a plain-text label: a summary with `code` would show its backticks.
 */
export const createApiSidebarItem: DocItemGenerator = (item, context) => {
  // The pages are generated into the root of the API docs instance, so the doc id is the page id. (The
  // plugin's `basePath` would be "reference" here: it assumes a subfolder of the instance.)
  const id = item.id;
  const label = String(item.frontMatter.sidebar_label ?? item.title ?? item.id).replace(/`([^`]+)`/g, '$1');
  const classNames =
    item.type === 'api'
      ? ['api-method', item.api.method, item.api.deprecated ? 'menu__list-item--deprecated' : '']
      : ['schema'];
  const times = timesLabelled(context, label);
  return {
    type: 'doc',
    id,
    ...(times > 1 && {key: `api-operation-${id}-${times}`}),
    label,
    className: classNames.filter(Boolean).join(' '),
  };
};
