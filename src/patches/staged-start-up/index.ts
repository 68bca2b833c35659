import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The app starts in short tasks instead of one long one.
 *
 * - The browser bundle's entry is src/browser/staged-start-up/entry.ts, which evaluates what Docusaurus' entry needs group by group, with
 *   a yield between the groups, before it runs Docusaurus' entry.
 * - React DOM, the largest part of the main bundle, is a script of its own. Each script the browser compiles in
 *   its own task, so the main bundle's compile is split in two as well.
 */
export default function stagedStartUp(): Plugin {
  return {
    name: 'staged-start-up',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      config.entry = path.join(__dirname, '../../browser/staged-start-up/entry.ts');
      const reactDom = {
        name: 'main-react-dom',
        test: /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/,
        chunks: 'initial' as const,
        enforce: true,
        priority: 60,
      };
      return {optimization: {splitChunks: {cacheGroups: {reactDom}}}};
    },
  };
}
