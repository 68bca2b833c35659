import type {ReactNode} from 'react';

/** The badge colours of the OpenAPI theme's method badges. */
const badgeColours: Record<string, string> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
  head: 'secondary',
};

/**
 * Method and path of an operation or a callback, in the theme's classes. The portal's page generator
 * (src/api-reference/pageMarkdown.ts) writes this in place of the theme's `MethodEndpoint`, which puts the path into an
 * `<h2>` inside `<pre>` (`pre` holds phrasing content only: an error of the Nu HTML Checker on every operation
 * page; and a path is no heading of a section) and prefixes the server URL of its request explorer in the
 * browser, which this portal does not show (`hideSendButton`). The path keeps the description's `{name}` form
 * that the guides and the API introduction write, where the theme writes `:name`.
 */
export default function MethodEndpoint({method, path}: {method: string; path: string}): ReactNode {
  const colour = badgeColours[method.toLowerCase()];
  return (
    <>
      <pre className="openapi__method-endpoint">
        <span className={colour ? `badge badge--${colour}` : 'badge'}>{method.toUpperCase()}</span>{' '}
        <span className="openapi__method-endpoint-path">{path}</span>
      </pre>
      <div className="openapi__divider" />
    </>
  );
}
