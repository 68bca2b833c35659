/**
 * The two choices every example request of the portal makes, in one place: which server it calls, and which
 * shell variable stands for the credentials of a security scheme. Operation pages (src/api-reference/
 * codeSamples.ts) and guide examples (src/plugins/remark-api-examples) both follow them, so a reader who
 * copies a request from either place sends the same one.
 */

export interface ServerObject {
  url: string;
  description?: string;
  variables?: Record<string, {default?: unknown; enum?: unknown[]}>;
}

/** Samples call the sandbox: the server whose description or URL says so, else the first one. */
export function sampleServer(servers: readonly ServerObject[]): ServerObject | undefined {
  return servers.find((server) => /sandbox/i.test(`${server.description ?? ''} ${server.url}`)) ?? servers[0];
}

/** A server's URL with its variables set to their defaults, without a trailing slash. */
export function serverUrl(server: ServerObject | undefined): string {
  if (server === undefined) return '';
  const url = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = server.variables?.[name];
    const value = variable?.default ?? variable?.enum?.[0];
    return value === undefined ? whole : String(value);
  });
  return url.replace(/\/+$/, '');
}

/**
 * The shell variable that holds the credentials of a scheme, by the scheme's name in `components.
 * securitySchemes`. Schemes not listed get one made from their name (`petstoreAuth` → `PETSTORE_AUTH_TOKEN`).
 */
const credentialVariables: Readonly<Record<string, string>> = {
  // A technical user's token (OAuth 2.0 client credentials): what integrations run as.
  clientCredentials: 'ACCESS_TOKEN',
  // A person's own token.
  bearerAuth: 'PERSONAL_TOKEN',
};

/** Where an operation accepts several schemes, samples use the first of these it accepts. */
export const preferredSchemes: readonly string[] = ['clientCredentials'];

/** What a generated variable name ends in, by the kind of credentials. */
const variableSuffix = {token: 'TOKEN', basic: 'CREDENTIALS', key: 'KEY'} as const;

function credentialVariable(schemeName: string, kind: keyof typeof variableSuffix): string {
  const own = credentialVariables[schemeName];
  if (own !== undefined) return own;
  const base = schemeName
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  const suffix = variableSuffix[kind];
  const name = base.endsWith(suffix) ? base : `${base}_${suffix}`;
  // A shell variable starts with a letter or an underscore.
  return /^[A-Z_]/.test(name) ? name : `_${name}`;
}

/** The variable of a scheme's credentials, or undefined for a scheme a request cannot carry (mutual TLS). */
export function schemeVariable(
  schemeName: string,
  scheme: {type?: unknown; scheme?: unknown},
): string | undefined {
  if (scheme.type === 'http')
    return credentialVariable(
      schemeName,
      String(scheme.scheme).toLowerCase() === 'basic' ? 'basic' : 'token',
    );
  if (scheme.type === 'apiKey') return credentialVariable(schemeName, 'key');
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
    return credentialVariable(schemeName, 'token');
  return undefined;
}

/** Webhook samples post to the reader's own endpoint, held in this variable. */
export const webhookUrlVariable = 'WEBHOOK_URL';

/** Callback samples post to the address the reader gave in the request, held in this variable. */
export const callbackUrlVariable = 'CALLBACK_URL';
