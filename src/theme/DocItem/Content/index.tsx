import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin, useDoc} from '@docusaurus/plugin-content-docs/client';

import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

type Props = WrapperProps<typeof ContentType>;

/**
 * Guide pages get a "copy page as Markdown" action above the text. It sits outside the Markdown container,
 * so neither the search index nor the Markdown export pick up its label.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const isGuide = useActivePlugin()?.pluginId === 'default';
  return (
    <>
      {isGuide && <CopyPageMarkdown permalink={metadata.permalink} />}
      <Content {...props} />
    </>
  );
}
