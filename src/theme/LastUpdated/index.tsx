import type {ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LastUpdatedType>;

/**
 * The theme marks the date as the page's `dateModified` (microdata) without an item it belongs to, which is
 * invalid (Nu HTML Checker: `itemprop` outside any `itemscope`) and so means nothing to a search engine. Here
 * it belongs to the page.
 */
export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <LastUpdated {...props} />
    </span>
  );
}
