import docsPlugin, {
  validateOptions,
  type LoadedContent,
  type PluginOptions,
} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';

/** Pages the OpenAPI plugin generates; everything else in the API docs instance is written by hand. */
const generatedPage = /\.(?:api|info|tag|schema)\.mdx$/;

function isHandWritten(route: RouteConfig): boolean {
  const content = route.modules?.content;
  return typeof content === 'string' && !generatedPage.test(content);
}

interface VersionDocs {
  docs: Record<string, {id: string}>;
}

const hasVersionDocs = (props: RouteConfig['props']): props is {version: VersionDocs} =>
  typeof props?.version === 'object' && props.version !== null && 'docs' in props.version;

/**
 * The version's props without the generated pages in its `docs` (their id, title and description), which every
 * page of the instance loads: only `DocCard` reads them, for the cards of a category index, and the reference
 * has none. With 1,000 operations their descriptions alone were some 70 KB gzip on every API page (issue 23).
 */
function withoutGeneratedDocs(
  props: RouteConfig['props'],
  generatedIds: ReadonlySet<string>,
): RouteConfig['props'] {
  if (!hasVersionDocs(props)) return props;
  const docs = Object.fromEntries(Object.entries(props.version.docs).filter(([id]) => !generatedIds.has(id)));
  return {...props, version: {...props.version, docs}};
}

/**
 * The route tree with hand-written pages (the landing page, the introduction) rendered by the classic DocItem,
 * and the version's props without the generated pages' docs.
 */
function adaptRoutes(route: RouteConfig, generatedIds: ReadonlySet<string>): RouteConfig {
  return {
    ...route,
    ...(isHandWritten(route) && {component: '@theme/DocItem'}),
    ...(route.props && {props: withoutGeneratedDocs(route.props, generatedIds)}),
    ...(route.routes && {routes: route.routes.map((child) => adaptRoutes(child, generatedIds))}),
  };
}

/**
 * The docs plugin for the API reference, with one difference: only operation pages get the OpenAPI theme's
 * `ApiItem`.
 *
 * `docItemComponent` is one component for a whole docs instance, so the landing page and the introduction,
 * plain Markdown, loaded the request explorer's store, Redux and the theme's schema components with it (about
 * 115 KB gzip of JavaScript before the page was usable, the same as an operation page). With the classic
 * `DocItem` they load what a guide loads and look like the guides, with a table of contents.
 */
export default async function apiDocs(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    contentLoaded:
      contentLoaded &&
      (async ({content, actions}) => {
        const generatedIds = new Set(
          content.loadedVersions.flatMap((version) =>
            version.docs.filter((doc) => generatedPage.test(doc.source)).map((doc) => doc.id),
          ),
        );
        const addRoute = (route: RouteConfig): void => actions.addRoute(adaptRoutes(route, generatedIds));
        await contentLoaded({content, actions: {...actions, addRoute}});
      }),
  };
}

export {validateOptions};
