import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps the bundler's persistent cache in the site's own `.cache/` instead of `node_modules/.cache`, so
 * checkouts that share one node_modules never evict each other's cache, and a cold build is simply
 * `rm -rf .cache .docusaurus build` (what `npm run bench` does) without touching anyone else's cache.
 */
export default function bundlerCache(context: LoadContext): Plugin {
  const directory = path.join(context.siteDir, '.cache');
  return {
    name: 'bundler-cache',
    configureWebpack(config) {
      const {cache} = config;
      if (typeof cache === 'object' && cache !== null && 'type' in cache && cache.type === 'filesystem') {
        config.cache = {...cache, cacheDirectory: path.join(directory, 'webpack')};
      }
      // Rspack (Docusaurus Faster) configures its persistent cache under `experiments`.
      const experiments = config.experiments as {cache?: {type?: string; storage?: unknown}} | undefined;
      if (experiments?.cache?.type === 'persistent') {
        experiments.cache.storage = {type: 'filesystem', directory: path.join(directory, 'rspack')};
      }
      return {};
    },
  };
}
