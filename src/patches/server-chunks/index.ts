import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

/**
 * One shared chunk for what the server bundle's page chunks have in common.
 *
 * Docusaurus turns chunk splitting off for the server bundle, so every page chunk carried its own copy of each
 * module its page uses beyond the entry: every operation page's chunk held the OpenAPI theme, Prism and
 * allof-merge, about 800 KB a page. At 992 operations the server bundle was 863 MB, which the bundler wrote
 * and every rendering worker read and compiled again, page after page (issue 23). Here the modules that two or
 * more page chunks use go into one chunk, which a rendering worker loads once.
 */
export default function serverChunks(): Plugin {
  return {
    name: 'server-chunks',
    configureWebpack(config, isServer) {
      if (isServer) shareServerChunks(config);
      return {};
    },
  };
}

export const sharedChunkName = 'server-shared';

export function shareServerChunks(config: Configuration): void {
  if (config.optimization?.splitChunks !== false) {
    throw new Error(
      'server-chunks: Docusaurus no longer turns chunk splitting off for the server bundle; revisit this plugin.',
    );
  }
  config.optimization.splitChunks = {
    chunks: 'async',
    cacheGroups: {
      default: false,
      defaultVendors: false,
      shared: {name: sharedChunkName, chunks: 'async', minChunks: 2, enforce: true},
    },
  };
}
