import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof MetadataType>;

/**
 * An operation page names its slug (e.g. `create-subscription`) in its keywords. Developers search for the
 * slug they saw in a URL or link, but the page text never shows it; the search index reads the keywords.
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  // Only operation pages carry the generated `api` front matter.
  const isOperation = 'api' in frontMatter;
  const keywords = [...(frontMatter.keywords ?? []), metadata.id];
  return (
    <>
      <Metadata {...props} />
      {isOperation && <PageMetadata keywords={keywords} />}
    </>
  );
}
