import type {ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';

import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyrightType>;

/**
 * The copyright line plus the portal's version, `info.version` of the description; a preview labels a version
 * that is not published yet (docusaurus.config.ts).
 */
export default function CopyrightWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const version = String(siteConfig.customFields?.siteVersion ?? '');
  return (
    <>
      <Copyright {...props} />
      <p className={styles.version}>
        {siteConfig.customFields?.siteVersionPublished === true ? (
          <Translate
            id="footer.siteVersion"
            description="Version of the portal in the footer"
            values={{version}}>
            {'Portal-Version {version}'}
          </Translate>
        ) : (
          <Translate
            id="footer.siteVersionInPreparation"
            description="Version of the portal in the footer of a preview, before the version is published"
            values={{version}}>
            {'Portal-Version {version} (in Vorbereitung)'}
          </Translate>
        )}
      </p>
    </>
  );
}
