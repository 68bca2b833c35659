import {Fragment, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

/** A security scheme as an operation page needs it (written by src/api-reference/pageMarkdown.ts). */
export interface SchemeInfo {
  type: string;
  scheme?: string;
  bearerFormat?: string;
  in?: string;
  parameterName?: string;
  flows?: string[];
  /** Every scope the scheme defines, with its description in the page's language. */
  scopes: Record<string, string>;
  /** The shell variable the code samples hold these credentials in. */
  variable?: string;
}

interface Props {
  /** The operation's security requirements: any one of them is enough; `{}` means none is needed. */
  security: Array<Record<string, string[]>>;
  schemes: Record<string, SchemeInfo>;
}

/** Names of schemes and flows, the same in every language. */
const schemeNames = {
  oauth2: 'OAuth 2.0',
  openIdConnect: 'OpenID Connect',
  mutualTLS: 'Mutual TLS',
  http: 'HTTP',
};

const flowNames: Record<string, string> = {
  clientCredentials: 'Client Credentials',
  authorizationCode: 'Authorization Code',
  implicit: 'Implicit',
  password: 'Password',
};

function SchemeName({scheme}: {scheme: SchemeInfo}): ReactNode {
  const kind = (scheme.scheme ?? '').toLowerCase();
  if (scheme.type === 'http' && kind === 'bearer') {
    return (
      <Translate
        id="apiSecurity.scheme.bearer"
        description="A bearer token in the Authorization header; {format} is e.g. JWT"
        values={{format: scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}}>
        {'Bearer-Token{format}'}
      </Translate>
    );
  }
  if (scheme.type === 'http' && kind === 'basic') {
    return (
      <Translate id="apiSecurity.scheme.basic" description="HTTP Basic authentication">
        HTTP-Basic-Anmeldung
      </Translate>
    );
  }
  if (scheme.type === 'http') return `${schemeNames.http} ${scheme.scheme ?? ''}`.trim();
  if (scheme.type === 'apiKey') {
    const name = <code>{scheme.parameterName}</code>;
    if (scheme.in === 'query') {
      return (
        <Translate
          id="apiSecurity.scheme.apiKeyQuery"
          description="An API key in a query parameter"
          values={{name}}>
          {'API-Schlüssel im Query-Parameter {name}'}
        </Translate>
      );
    }
    if (scheme.in === 'cookie') {
      return (
        <Translate id="apiSecurity.scheme.apiKeyCookie" description="An API key in a cookie" values={{name}}>
          {'API-Schlüssel im Cookie {name}'}
        </Translate>
      );
    }
    return (
      <Translate
        id="apiSecurity.scheme.apiKeyHeader"
        description="An API key in a request header"
        values={{name}}>
        {'API-Schlüssel im Header {name}'}
      </Translate>
    );
  }
  if (scheme.type === 'oauth2') {
    const flows = (scheme.flows ?? []).map((flow) => flowNames[flow] ?? flow).join(', ');
    return flows ? `${schemeNames.oauth2} (${flows})` : schemeNames.oauth2;
  }
  if (scheme.type === 'openIdConnect') return schemeNames.openIdConnect;
  if (scheme.type === 'mutualTLS') return schemeNames.mutualTLS;
  return scheme.type;
}

function Scopes({scheme, scopes}: {scheme: SchemeInfo; scopes: string[]}): ReactNode {
  if (scheme.type !== 'oauth2' && scheme.type !== 'openIdConnect') return null;
  if (scopes.length === 0) {
    return (
      <p className={styles.scopes}>
        <Translate
          id="apiSecurity.scopes.none"
          description="An OAuth token without any particular scope is enough">
          Jedes Token genügt, ein Scope ist nicht nötig.
        </Translate>
      </p>
    );
  }
  return (
    <>
      <p className={styles.scopes}>
        {scopes.length === 1 ? (
          <Translate
            id="apiSecurity.scopes.one"
            description="Introduces the one OAuth scope an operation needs">
            Nötiger Scope:
          </Translate>
        ) : (
          <Translate
            id="apiSecurity.scopes.many"
            description="Introduces the OAuth scopes an operation needs">
            Nötige Scopes:
          </Translate>
        )}
      </p>
      <ul className={styles.scopeList}>
        {scopes.map((scope) => (
          <li key={scope}>
            <code>{scope}</code>
            {scheme.scopes[scope] ? ` – ${scheme.scopes[scope]}` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A scheme's name in the description, in parentheses after what it is. */
function parentheses(content: ReactNode): ReactNode {
  const [open, close] = ['(', ')'];
  return (
    <>
      {open}
      {content}
      {close}
    </>
  );
}

function Requirement({
  requirement,
  schemes,
}: {
  requirement: Record<string, string[]>;
  schemes: Props['schemes'];
}): ReactNode {
  const names = Object.keys(requirement);
  return (
    <>
      {names.map((name, index) => {
        const scheme = schemes[name];
        if (scheme === undefined) return null;
        return (
          <Fragment key={name}>
            {index > 0 && (
              <Translate id="apiSecurity.and" description="Joins two schemes that are both needed">
                {' und '}
              </Translate>
            )}
            <strong>
              <SchemeName scheme={scheme} />
            </strong>{' '}
            {parentheses(<code>{name}</code>)}
            {scheme.variable && (
              <>
                {' · '}
                <Translate
                  id="apiSecurity.variable"
                  description="Names the shell variable that holds the credentials in the code samples"
                  values={{variable: <code>{`$${scheme.variable}`}</code>}}>
                  {'in den Beispielen {variable}'}
                </Translate>
              </>
            )}
            <Scopes scheme={scheme} scopes={requirement[name] ?? []} />
          </Fragment>
        );
      })}
    </>
  );
}

/**
 * Which credentials an operation needs: its security schemes, the OAuth scopes, or that it is public. The
 * guides tell readers to look here for the scope a call needs.
 */
export default function OperationSecurity({security, schemes}: Props): ReactNode {
  const requirements = security.filter((requirement) => Object.keys(requirement).length > 0);
  const optional = requirements.length < security.length;
  return (
    <section className={styles.security}>
      {/* Text, not an element: Heading names only text in its link's title. */}
      <Heading as="h2" id="security" className="openapi-tabs__heading">
        {translate({
          id: 'apiSecurity.title',
          message: 'Authentifizierung',
          description: 'Heading of the credentials an operation needs',
        })}
      </Heading>
      {requirements.length === 0 ? (
        <p>
          <Translate id="apiSecurity.none" description="The operation needs no credentials">
            Keine Authentifizierung: Diese Operation ist öffentlich.
          </Translate>
        </p>
      ) : (
        <>
          {(optional || requirements.length > 1) && (
            <p>
              {optional ? (
                <Translate
                  id="apiSecurity.optional"
                  description="The operation works without credentials or with one of the following">
                  Ohne Authentifizierung oder mit einer dieser Möglichkeiten:
                </Translate>
              ) : (
                <Translate
                  id="apiSecurity.oneOf"
                  description="Any one of the following credentials is enough">
                  Eine dieser Möglichkeiten genügt:
                </Translate>
              )}
            </p>
          )}
          <ul className={styles.requirements}>
            {requirements.map((requirement) => (
              <li key={Object.keys(requirement).join('+')}>
                <Requirement requirement={requirement} schemes={schemes} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
