import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof MetadataType>;

/**
 * An operation page names its slug (e.g. `create-subscription`) and its translated group in the sidebar
 * (e.g. "Abonnements") as keywords. Developers search for the slug they saw in a URL, or for the topic in
 * their own language, but the page text may show neither; the search index reads the keywords.
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const groups = (useSidebarBreadcrumbs() ?? []).flatMap((item) =>
    item.type === 'category' ? [item.label] : [],
  );
  // Only operation pages carry the generated `api` front matter.
  const isOperation = 'api' in frontMatter;
  const keywords = [...(frontMatter.keywords ?? []), metadata.id, ...groups];
  return (
    <>
      <Metadata {...props} />
      {isOperation && <PageMetadata keywords={keywords} />}
    </>
  );
}
