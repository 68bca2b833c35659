/**
 * How a change of the description reads on the changelog page, in German and in English: one line per part of
 * an operation and kind of change, e.g. "Antwort 200, 429 – Header hinzugefügt: `RateLimit-Limit`".
 */
import type {Change, ChangeAction, ChangeKind} from '../changes';

import type {Locale} from '../../../config/locales';

export type {Locale};

type Phrase = Record<ChangeAction, string>;

const kinds: Record<Locale, Record<ChangeKind, Phrase>> = {
  de: {
    operation: {added: 'Operation hinzugefügt', removed: 'Operation entfernt', changed: 'Operation geändert'},
    parameter: {added: 'Parameter hinzugefügt', removed: 'Parameter entfernt', changed: 'Parameter geändert'},
    requestBody: {
      added: 'Request-Body hinzugefügt',
      removed: 'Request-Body entfernt',
      changed: 'Request-Body geändert',
    },
    field: {added: 'Felder hinzugefügt', removed: 'Felder entfernt', changed: 'Felder geändert'},
    required: {added: 'jetzt Pflicht', removed: 'nicht mehr Pflicht', changed: 'Pflicht geändert'},
    enum: {added: 'Werte hinzugefügt', removed: 'Werte entfernt', changed: 'Werte geändert'},
    type: {added: 'Typ geändert', removed: 'Typ geändert', changed: 'Typ geändert'},
    constraint: {
      added: 'Einschränkung hinzugefügt',
      removed: 'Einschränkung entfernt',
      changed: 'Einschränkung geändert',
    },
    status: {
      added: 'Statuscodes hinzugefügt',
      removed: 'Statuscodes entfernt',
      changed: 'Statuscodes geändert',
    },
    header: {added: 'Header hinzugefügt', removed: 'Header entfernt', changed: 'Header geändert'},
    mediaType: {added: 'Medientyp hinzugefügt', removed: 'Medientyp entfernt', changed: 'Medientyp geändert'},
    scope: {added: 'Scopes hinzugefügt', removed: 'Scopes entfernt', changed: 'Scopes geändert'},
    security: {
      added: 'Sicherheitsanforderung hinzugefügt',
      removed: 'Sicherheitsanforderung entfernt',
      changed: 'Sicherheitsanforderung geändert',
    },
    deprecated: {
      added: 'als veraltet markiert',
      removed: 'nicht mehr veraltet',
      changed: 'Veraltung geändert',
    },
    description: {
      added: 'Beschreibung geändert',
      removed: 'Beschreibung geändert',
      changed: 'Beschreibung geändert',
    },
    example: {added: 'Beispiele hinzugefügt', removed: 'Beispiele entfernt', changed: 'Beispiele geändert'},
  },
  en: {
    operation: {added: 'Operation added', removed: 'Operation removed', changed: 'Operation changed'},
    parameter: {added: 'Parameters added', removed: 'Parameters removed', changed: 'Parameters changed'},
    requestBody: {
      added: 'Request body added',
      removed: 'Request body removed',
      changed: 'Request body changed',
    },
    field: {added: 'Fields added', removed: 'Fields removed', changed: 'Fields changed'},
    required: {added: 'now required', removed: 'no longer required', changed: 'required changed'},
    enum: {added: 'Values added', removed: 'Values removed', changed: 'Values changed'},
    type: {added: 'Type changed', removed: 'Type changed', changed: 'Type changed'},
    constraint: {added: 'Constraint added', removed: 'Constraint removed', changed: 'Constraint changed'},
    status: {added: 'Status codes added', removed: 'Status codes removed', changed: 'Status codes changed'},
    header: {added: 'Headers added', removed: 'Headers removed', changed: 'Headers changed'},
    mediaType: {added: 'Media type added', removed: 'Media type removed', changed: 'Media type changed'},
    scope: {added: 'Scopes added', removed: 'Scopes removed', changed: 'Scopes changed'},
    security: {
      added: 'Security requirement added',
      removed: 'Security requirement removed',
      changed: 'Security requirement changed',
    },
    deprecated: {added: 'deprecated', removed: 'no longer deprecated', changed: 'deprecation changed'},
    description: {
      added: 'Description changed',
      removed: 'Description changed',
      changed: 'Description changed',
    },
    example: {added: 'Examples added', removed: 'Examples removed', changed: 'Examples changed'},
  },
};

export const texts = {
  de: {
    request: 'Anfrage',
    response: (statuses: string) => `Antwort ${statuses}`,
    responses: (statuses: string) => `Antworten ${statuses}`,
    parameter: (name: string, location: string) => `Parameter \`${name}\`${location ? ` (${location})` : ''}`,
    security: 'Sicherheit',
    operation: 'Operation',
    breaking: 'inkompatibel',
    summary: (changes: number, operations: number, breaking: number) =>
      `Änderungen der API-Beschreibung: ${changes} ${changes === 1 ? 'Änderung' : 'Änderungen'} an ${operations} ` +
      `${operations === 1 ? 'Operation' : 'Operationen'}, ${breaking === 0 ? 'keine' : breaking} inkompatibel`,
    none: 'Keine Änderung an Operationen, Parametern, Feldern, Statuscodes oder Scopes der API-Beschreibung',
    since: (previous: string) => `gegenüber ${previous}`,
    download: 'Beschreibung dieser Version herunterladen:',
    upcomingHeading: 'Nächste Version',
    upcomingLabel: 'in Vorbereitung',
    upcomingText:
      'Diese Änderungen an der API-Beschreibung gehören noch zu keiner veröffentlichten Version ' +
      '(CONTRIBUTING.md, „Eine Version veröffentlichen“).',
    constraint: (keyword: string, before?: string, after?: string) =>
      before !== undefined && after !== undefined
        ? `${keyword} ${before} → ${after}`
        : `${keyword} ${after ?? before ?? ''}`.trim(),
  },
  en: {
    request: 'Request',
    response: (statuses: string) => `Response ${statuses}`,
    responses: (statuses: string) => `Responses ${statuses}`,
    parameter: (name: string, location: string) => `Parameter \`${name}\`${location ? ` (${location})` : ''}`,
    security: 'Security',
    operation: 'Operation',
    breaking: 'breaking',
    summary: (changes: number, operations: number, breaking: number) =>
      `Changes to the API description: ${changes} ${changes === 1 ? 'change' : 'changes'} to ${operations} ` +
      `${operations === 1 ? 'operation' : 'operations'}, ${breaking === 0 ? 'none' : breaking} breaking`,
    none: 'No change to operations, parameters, fields, status codes or scopes of the API description',
    since: (previous: string) => `compared with ${previous}`,
    download: 'Download the description of this version:',
    upcomingHeading: 'Next version',
    upcomingLabel: 'in preparation',
    upcomingText:
      'These changes to the API description belong to no published version yet ' +
      '(CONTRIBUTING.md, "Publish a release").',
    constraint: (keyword: string, before?: string, after?: string) =>
      before !== undefined && after !== undefined
        ? `${keyword} ${before} → ${after}`
        : `${keyword} ${after ?? before ?? ''}`.trim(),
  },
} as const;

export function kindLabel(locale: Locale, change: Pick<Change, 'kind' | 'action'>): string {
  return kinds[locale][change.kind][change.action];
}
