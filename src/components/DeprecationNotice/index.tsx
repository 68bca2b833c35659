import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Admonition from '@theme/Admonition';

/**
 * The notice on a deprecated operation: the description's own words (`x-deprecated-description`) where it
 * has them, else the portal's, in the page's language.
 */
export default function DeprecationNotice({children}: {children?: ReactNode}): ReactNode {
  return (
    <Admonition
      type="caution"
      title={
        <Translate id="apiDeprecation.title" description="Title of the notice on a deprecated operation">
          Veraltet
        </Translate>
      }>
      {children ?? (
        <p>
          <Translate id="apiDeprecation.text" description="Notice on a deprecated operation">
            Diese Operation ist veraltet und kann in einer künftigen Version der API geändert oder entfernt
            werden.
          </Translate>
        </p>
      )}
    </Admonition>
  );
}
