import {useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

import {markdownUrl} from './markdownUrl';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Copies the page's Markdown to the clipboard. Safari only lets a click write to the clipboard if the
 * write starts right away, so the download goes into the ClipboardItem as a promise where browsers allow it.
 */
async function copyMarkdown(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    const blob = fetchText(url).then((text) => new Blob([text], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await fetchText(url));
}

/**
 * "Copy page as Markdown": the plain-text version of the page, ready to paste into an AI assistant.
 *
 * The button is disabled until React has taken it over, as Docusaurus' colour mode toggle is: a click on the
 * server's HTML before then would be lost without a word. Its own state, not `useIsBrowser()`, so that only
 * this button renders again when it becomes ready.
 */
export default function CopyPageMarkdown({permalink}: {permalink: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const onClick = (): void => {
    copyMarkdown(markdownUrl(permalink)).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={onClick}
        disabled={!ready}>
        <Translate id="docItem.copyMarkdown.button" description="Button that copies the page as Markdown">
          Seite als Markdown kopieren
        </Translate>
      </button>
      <span className={styles.status} role="status">
        {status === 'copied' && (
          <Translate id="docItem.copyMarkdown.copied" description="Shown after the Markdown was copied">
            In die Zwischenablage kopiert
          </Translate>
        )}
        {status === 'failed' && (
          <Translate id="docItem.copyMarkdown.failed" description="Shown when copying the Markdown failed">
            Kopieren fehlgeschlagen
          </Translate>
        )}
      </span>
    </div>
  );
}
