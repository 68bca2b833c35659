import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

/** The heading of an operation's callbacks: the requests the API sends back to the caller's URL. */
export default function CallbacksHeading(): ReactNode {
  return (
    <Heading as="h2" id="callbacks" className="openapi-tabs__heading">
      <Translate
        id="apiCallbacks.title"
        description="Heading of the requests an operation sends back to the caller">
        Rückrufe
      </Translate>
    </Heading>
  );
}
