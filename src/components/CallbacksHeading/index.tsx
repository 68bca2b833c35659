import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

/** The heading of an operation's callbacks: the requests the API sends back to the caller's URL. */
export default function CallbacksHeading(): ReactNode {
  return (
    <Heading as="h2" id="callbacks" className="openapi-tabs__heading">
      {/* Text, not an element: Heading names only text in its link's title. */}
      {translate({
        id: 'apiCallbacks.title',
        message: 'Rückrufe',
        description: 'Heading of the requests an operation sends back to the caller',
      })}
    </Heading>
  );
}
