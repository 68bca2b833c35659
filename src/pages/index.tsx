import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';

import EntryPoints from '@site/src/components/EntryPoints';
import HomepageHero from '@site/src/components/HomepageHero';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={translate({id: 'home.title', message: 'Entwicklerportal'})}
      description={siteConfig.tagline}>
      <HomepageHero />
      <main>
        <EntryPoints />
      </main>
    </Layout>
  );
}
