import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

type Props = WrapperProps<typeof ContentType>;

/**
 * Guides and API pages (operations included: the OpenAPI theme's layout renders this component too) get a
 * "copy page as Markdown" action above the text. It sits outside the Markdown container, so neither the search
 * index nor the Markdown export pick up its label.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageMarkdown permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
