import type {ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

function reloadPage(): void {
  window.location.reload();
}

/**
 * What a route shows when its code failed to load (see src/clientModules/firstLoadFailure.ts): the error and
 * a Retry button. Retry loads the whole page again rather than only the failed chunks (the `retry` of
 * react-loadable): every nested route of the page remembers its own failure and would show this box again,
 * one Retry per level, and after a deployment the old chunks never come back, while a reload brings the
 * page's current HTML and code.
 *
 * The "still loading" state (`pastDelay`, 200 ms) needs no UI: Docusaurus renders a route only once its code
 * has arrived. On the first visit the server-rendered page stays on screen meanwhile; a navigation keeps the
 * old page and shows the progress bar. So this renders nothing then, like Docusaurus' own component before
 * its delay. That component is a fallback of Docusaurus' core, not of the theme, with an English-only
 * "Retry" and white text on light red (3.7:1), so there is nothing to wrap.
 */
export default function Loading({error}: LoadingComponentProps): ReactNode {
  if (!error) return null;
  return (
    <div role="alert" className={clsx('alert alert--danger', styles.box)}>
      <Heading as="h1" className={styles.title}>
        <Translate id="loading.error.title" description="Heading when the code of a page failed to load">
          Diese Seite konnte nicht geladen werden.
        </Translate>
      </Heading>
      <p>
        <Translate id="loading.error.hint" description="Advice when the code of a page failed to load">
          Prüfen Sie die Internetverbindung und versuchen Sie es erneut.
        </Translate>
      </p>
      <p className={styles.detail}>
        <code>{String(error)}</code>
      </p>
      <button type="button" className="button button--primary" onClick={reloadPage}>
        <Translate id="loading.error.retry" description="Button that loads a page again after it failed">
          Erneut versuchen
        </Translate>
      </button>
    </div>
  );
}
