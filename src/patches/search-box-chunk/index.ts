import type {Plugin} from '@docusaurus/types';

/**
 * autocomplete.js, the search box's suggestion list, in one chunk of its own.
 *
 * src/theme/SearchBar fetches it when the browser is idle so that search works later without the network; the
 * plugin's box imports it again when the reader focuses it. The bundler split the package and its dependencies
 * differently for the two imports, so the box asked for chunks the idle fetch had not loaded, and search failed
 * offline. One chunk serves both imports.
 */
const pattern = /[\\/]node_modules[\\/](?:@easyops-cn[\\/]autocomplete\.js|immediate|cssesc)[\\/]/;

export default function searchBoxChunk(): Plugin {
  return {
    name: 'search-box-chunk',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const autocomplete = {
        name: 'search-autocomplete',
        // By identifier: the empty module has no file to match a pattern against.
        test: (module: {identifier(): string}) => pattern.test(module.identifier()),
        chunks: 'async' as const,
        enforce: true,
        priority: 50,
      };
      return {optimization: {splitChunks: {cacheGroups: {autocomplete}}}};
    },
  };
}
