import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

/** The badge the theme shows for webhooks; the word is the same in German. */
const badge = 'Webhook';

/**
 * The head of a webhook's page in place of method and path: the platform sends the request to the URL the
 * reader registered. (The theme shows only a "Webhook" badge, without the method.)
 */
export default function WebhookEndpoint({name, method}: {name: string; method: string}): ReactNode {
  return (
    <>
      <pre className="openapi__method-endpoint">
        <span className="badge badge--secondary">{badge}</span>{' '}
        <span className="openapi__method-endpoint-path">
          {method.toUpperCase()} {name}
        </span>
      </pre>
      <p>
        <Translate
          id="apiWebhook.endpoint"
          description="Explains a webhook page; {method} is the HTTP method, {name} the webhook's name"
          values={{method: <code>{method.toUpperCase()}</code>, name: <code>{name}</code>}}>
          {'Die Plattform sendet diese Anfrage als {method} an die URL, die Sie für {name} hinterlegt haben.'}
        </Translate>
      </p>
      <div className="openapi__divider" />
    </>
  );
}
