import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import type {ApiFactsData} from '@site/src/api-reference/facts-plugin';
import styles from './styles.module.css';

interface EntryPoint {
  readonly title: string;
  readonly text: string;
  readonly to: string;
}

function entryPoints(operationCount: number): EntryPoint[] {
  return [
    {
      title: translate({id: 'home.entry.consumer.title', message: 'Für Konsumenten'}),
      text: translate({
        id: 'home.entry.consumer.text',
        message: 'Produkte auf dem Marktplatz finden, abonnieren und die gelieferten Daten herunterladen.',
      }),
      to: '/docs/quick-start-guide/consumer',
    },
    {
      title: translate({id: 'home.entry.provider.title', message: 'Für Anbieter'}),
      text: translate({
        id: 'home.entry.provider.text',
        message: 'Datenprodukte mit Plänen und Angeboten veröffentlichen und Abonnements genehmigen.',
      }),
      to: '/docs/quick-start-guide/provider',
    },
    {
      title: translate({id: 'home.entry.api.title', message: 'API-Referenz'}),
      text: translate(
        {
          id: 'home.entry.api.text',
          message: 'Alle {count} Operationen mit Parametern, Schemas, Beispielen und Code in sechs Sprachen.',
        },
        {count: operationCount},
      ),
      to: '/api',
    },
    {
      title: translate({id: 'home.entry.quickStarts.title', message: 'Schnellstarts'}),
      text: translate({
        id: 'home.entry.quickStarts.text',
        message: 'In wenigen Schritten vom Konto zum ersten erfolgreichen API-Aufruf.',
      }),
      to: '/docs/quick-start-guide/',
    },
  ];
}

export default function EntryPoints(): ReactNode {
  // The count of the OpenAPI description (src/api-reference/facts-plugin).
  const {operationCount} = usePluginData('api-facts') as ApiFactsData;
  return (
    <section className={styles.section}>
      <div className="container">
        <Heading as="h2">
          <Translate id="home.entry.heading" description="Heading above the entry points of the home page">
            Wo möchten Sie anfangen?
          </Translate>
        </Heading>
        <ul className={styles.grid}>
          {entryPoints(operationCount).map((entry) => (
            <li key={entry.to} className={styles.card}>
              <Link to={entry.to} className={styles.link}>
                <Heading as="h3" className={styles.cardTitle}>
                  {entry.title}
                </Heading>
                <p>{entry.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
