import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {previewImage, previewPath} from './previewPath';

interface Props {
  /** The page's title, drawn large. */
  title: string;
  /** Where the page belongs (area and group), drawn above the title. */
  section: string;
  /** The picture's name when the address does not give it (the 404 page is shown at any address). */
  name?: string;
}

/**
 * The link preview of a page: its picture (`og:image`, `twitter:image`, with size and text alternative). The
 * picture is drawn at build time from the texts on the `og:image` tag (src/plugins/page-previews), so what it
 * shows is what this component says.
 */
export default function PagePreview({title, section, name}: Props): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const image = useBaseUrl(previewPath(name ?? previewImage(pathname, siteConfig.baseUrl)), {absolute: true});
  const alt = `${siteConfig.title} – ${section}: ${title}`;
  return (
    <Head>
      <meta property="og:image" content={image} data-title={title} data-section={section} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
