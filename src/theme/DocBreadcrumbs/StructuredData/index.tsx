import type {ReactNode} from 'react';
import StructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';

type Breadcrumb = Props['breadcrumbs'][number];

/**
 * The breadcrumb trail of an operation page for search engines: API reference → tag → operation. The sidebar's
 * trail starts at the tag, a category without a page of its own, which Docusaurus leaves out of the structured
 * data (an item needs an address), so the list had the operation alone. The tag's address is the section of
 * the API landing page that lists the tags.
 */
export default function StructuredDataWrapper({breadcrumbs}: Props): ReactNode {
  const isApi = useActivePlugin()?.pluginId === 'api';
  const apiHome = useBaseUrl('/api');
  if (!isApi) return <StructuredData breadcrumbs={breadcrumbs} />;
  const trail: Breadcrumb[] = breadcrumbs.map((item) =>
    item.href === undefined ? {...item, href: `${apiHome}#api-areas`} : item,
  );
  const home: Breadcrumb = {
    type: 'link',
    label: translate({
      id: 'api.breadcrumbs.reference',
      message: 'API-Referenz',
      description: 'The API landing page in the breadcrumb trail of search engines',
    }),
    href: apiHome,
  };
  return <StructuredData breadcrumbs={trail[0]?.href === apiHome ? trail : [home, ...trail]} />;
}
