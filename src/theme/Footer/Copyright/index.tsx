import type {ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';

import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyrightType>;

/** The copyright line plus the portal's version, read from package.json through the site config. */
export default function CopyrightWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const version = String(siteConfig.customFields?.siteVersion ?? '');
  return (
    <>
      <Copyright {...props} />
      <p className={styles.version}>
        <Translate
          id="footer.siteVersion"
          description="Version of the portal in the footer"
          values={{version}}>
          {'Portal-Version {version}'}
        </Translate>
      </p>
    </>
  );
}
