import type {LoadContext, Plugin} from '@docusaurus/types';

import {apiFacts, type Locale} from './facts';

/** What React components read with `usePluginData('api-facts')`: only the counts, to keep every page small. */
export interface ApiFactsData {
  operationCount: number;
  webhookCount: number;
}

/** Puts the counts of the OpenAPI description into the site's global data (see ./facts.ts). */
export default function apiFactsPlugin(context: LoadContext): Plugin {
  return {
    name: 'api-facts',
    contentLoaded({actions}) {
      const {operationCount, webhookCount} = apiFacts(context.siteDir, context.i18n.currentLocale as Locale);
      actions.setGlobalData({operationCount, webhookCount} satisfies ApiFactsData);
    },
  };
}
