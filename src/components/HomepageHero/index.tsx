import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

export default function HomepageHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          <Translate id="home.hero.title" description="Main heading of the home page">
            Daten teilen, Daten nutzen: alles für Ihre Integration mit dem Marktplatz
          </Translate>
        </Heading>
        <p className={styles.subtitle}>
          <Translate id="home.hero.subtitle" description="Text under the main heading of the home page">
            Anbieter veröffentlichen Datenprodukte, Konsumenten abonnieren sie. Hier finden Sie Schnellstarts,
            Leitfäden und die vollständige REST-API-Referenz mit Beispielen.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/quick-start-guide/">
            <Translate id="home.hero.quickStart" description="Primary call to action on the home page">
              Schnellstart
            </Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/api">
            <Translate id="home.hero.apiReference" description="Secondary call to action on the home page">
              API-Referenz
            </Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}
