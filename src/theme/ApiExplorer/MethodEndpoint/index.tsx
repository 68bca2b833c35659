import type {ReactNode} from 'react';

/** The badge colours of the theme's MethodEndpoint, by method. */
const badgeColours: Record<string, string> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
  head: 'secondary',
  event: 'secondary',
};

interface Props {
  method: string;
  path: string;
  context?: 'endpoint' | 'callback';
}

/**
 * Method and path of an operation (or a callback), as the OpenAPI theme shows them, in valid HTML: the theme
 * puts the path into an `<h2>` inside `<pre>`, which may hold phrasing content only (an error of the Nu HTML
 * Checker on every operation page), and a path is no heading of a section. The theme's version also prefixes
 * the server URL the request explorer has chosen, in the browser only; this portal has no explorer
 * (`hideSendButton`), so it never had one.
 */
export default function MethodEndpoint({method, path}: Props): ReactNode {
  const colour = badgeColours[method.toLowerCase()];
  return (
    <>
      <pre className="openapi__method-endpoint">
        <span className={colour ? `badge badge--${colour}` : 'badge'}>
          {method === 'event' ? 'Webhook' : method.toUpperCase()}
        </span>{' '}
        {method !== 'event' && (
          <span className="openapi__method-endpoint-path">{path.replace(/{([a-z0-9-_]+)}/gi, ':$1')}</span>
        )}
      </pre>
      <div className="openapi__divider" />
    </>
  );
}
