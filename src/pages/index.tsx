import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';

import EntryPoints from '@site/src/components/EntryPoints';
import HomepageHero from '@site/src/components/HomepageHero';
import PagePreview from '@site/src/components/PagePreview';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const title = translate({id: 'home.title', message: 'Entwicklerportal'});
  return (
    <Layout
      title={title}
      description={translate({
        id: 'home.description',
        message:
          'Leitfäden, Schnellstarts und die API-Referenz des Data Marketplace: alles, was Anbieter und Konsumenten für ihre Integration brauchen.',
        description: 'Meta description of the home page: whole sentences, at most 160 characters',
      })}>
      <PagePreview title={siteConfig.tagline} section={title} />
      <HomepageHero />
      <main>
        <EntryPoints />
      </main>
    </Layout>
  );
}
