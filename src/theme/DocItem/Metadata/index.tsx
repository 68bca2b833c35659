import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {useActivePlugin, useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';

import PagePreview from '@site/src/components/PagePreview';

type Props = WrapperProps<typeof MetadataType>;

/**
 * An operation page names its slug (e.g. `create-subscription`) and its translated group in the sidebar
 * (e.g. "Abonnements") as keywords. Developers search for the slug they saw in a URL, or for the topic in
 * their own language, but the page text may show neither; the search index reads the keywords.
 *
 * Every guide and API page gets its link preview: its title under the area and the sidebar groups it is in.
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const groups = (useSidebarBreadcrumbs() ?? []).flatMap((item) =>
    item.type === 'category' ? [item.label] : [],
  );
  // A category's own page (the guides overview) is not in a group of its own name.
  const sections = groups.filter((group) => group !== metadata.title);
  const area =
    useActivePlugin()?.pluginId === 'api'
      ? translate({
          id: 'pagePreview.area.api',
          message: 'API-Referenz',
          description: 'The API reference, above the title of its pages in link previews',
        })
      : translate({
          id: 'pagePreview.area.docs',
          message: 'Dokumentation',
          description: 'The guides, above the title of their pages in link previews',
        });
  // Only operation pages carry the generated `api` front matter.
  const isOperation = 'api' in frontMatter;
  const keywords = [...(frontMatter.keywords ?? []), metadata.id, ...groups];
  return (
    <>
      <Metadata {...props} />
      {isOperation && <PageMetadata keywords={keywords} />}
      <PagePreview title={metadata.title} section={[area, ...sections].join(' · ')} />
    </>
  );
}
