import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';

import PagePreview from '@site/src/components/PagePreview';

type Props = WrapperProps<typeof MDXPageType>;

/** Markdown pages (the changelog) with their link preview. */
export default function MDXPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PagePreview
        title={props.content.metadata.title ?? props.content.frontMatter.title ?? ''}
        section={translate({
          id: 'pagePreview.area.pages',
          message: 'Entwicklerportal',
          description: 'Above the title of pages outside the guides and the API reference in link previews',
        })}
      />
      <MDXPage {...props} />
    </>
  );
}
