import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

import PagePreview from '@site/src/components/PagePreview';

type Props = WrapperProps<typeof ContentType>;

/**
 * The page shown for any unknown address: never indexed (nginx answers it with status 404, but another host
 * may serve `/404.html` with 200, and a crawler may read the file itself), and with one preview picture,
 * whatever the address.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <PageMetadata
        description={translate({
          id: 'notFound.description',
          message:
            'Diese Seite gibt es im Entwicklerportal nicht. Die gesuchte Seite finden Sie über die Suche oder die Navigation.',
          description: 'Meta description of the page shown for an unknown address',
        })}
      />
      <PagePreview
        name="404"
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        section={siteConfig.title}
      />
      <Content {...props} />
    </>
  );
}
