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

/** The route tree with hand-written pages (the landing page, the introduction) rendered by the classic DocItem. */
function withPlainDocItems(route: RouteConfig): RouteConfig {
  return {
    ...route,
    ...(isHandWritten(route) && {component: '@theme/DocItem'}),
    ...(route.routes && {routes: route.routes.map(withPlainDocItems)}),
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
        const addRoute = (route: RouteConfig): void => actions.addRoute(withPlainDocItems(route));
        await contentLoaded({content, actions: {...actions, addRoute}});
      }),
  };
}

export {validateOptions};
