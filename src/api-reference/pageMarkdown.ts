import fs from 'node:fs';
import path from 'node:path';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';

import {schemeVariable} from '../../config/apiSamples';
import {mdxMarkdown} from './markdown';
import {httpMethods, isObject, type Json, type JsonObject} from './walk';

type PageGenerator = NonNullable<NonNullable<OpenApiPlugin.Options['markdownGenerators']>['createApiPageMD']>;
type ApiPage = Parameters<PageGenerator>[0];
import {siteDir, type Locale} from '../../config/site';

/**
 * The plugin's MDX writer (`lib/markdown/utils`, a file the package does not export on purpose). Its `create`
 * writes a component with its props and moves large props into JSON files beside the page while the plugin
 * generates; it must be the plugin's own module for that. tests/openapi/pipeline.test.ts checks that it still
 * does, the fixture build (tests/openapi-fixture) that the pages build with it.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {create, render} = require('docusaurus-plugin-openapi-docs/lib/markdown/utils') as {
  create: (tag: string, props: Record<string, unknown>, options?: {inline?: boolean}) => string;
  render: (children: unknown) => string;
};

type Messages = Record<string, {message?: string}>;
const messagesByLocale = new Map<Locale, Messages>();

/** A UI string of the OpenAPI theme in the locale, from `i18n/<locale>/code.json`, for props that are data. */
function themeMessage(locale: Locale, id: string, fallback: string): string {
  let messages = messagesByLocale.get(locale);
  if (messages === undefined) {
    const file = path.join(siteDir, 'i18n', locale, 'code.json');
    messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
    messagesByLocale.set(locale, messages);
  }
  return messages[id]?.message ?? fallback;
}

const imports = [
  'import RequestSchema from "@theme/RequestSchema";',
  'import StatusCodes from "@theme/StatusCodes";',
  'import OperationTabs from "@theme/OperationTabs";',
  'import TabItem from "@theme/TabItem";',
  'import Heading from "@theme/Heading";',
  'import CallbacksHeading from "@site/src/components/CallbacksHeading";',
  'import DeprecationNotice from "@site/src/components/DeprecationNotice";',
  'import MethodEndpoint from "@site/src/components/MethodEndpoint";',
  'import ParamsDetails from "@site/src/components/ParamsDetails";',
  'import OperationSecurity from "@site/src/components/OperationSecurity";',
  'import WebhookEndpoint from "@site/src/components/WebhookEndpoint";',
].join('\n');

/** The schemes an operation's security names, with what a reader needs of each (no URLs of token servers). */
function usedSchemes(security: Json | undefined, schemes: JsonObject): JsonObject {
  const used: JsonObject = {};
  if (!Array.isArray(security)) return used;
  for (const requirement of security.filter(isObject)) {
    for (const name of Object.keys(requirement)) {
      const scheme = schemes[name];
      if (!isObject(scheme)) continue;
      // The descriptions of the scopes the operation asks for, in the page's language.
      const scopes: JsonObject = isObject(used[name]) && isObject(used[name].scopes) ? used[name].scopes : {};
      const asked = Array.isArray(requirement[name]) ? requirement[name] : [];
      if (isObject(scheme.flows)) {
        for (const flow of Object.values(scheme.flows)) {
          if (!isObject(flow) || !isObject(flow.scopes)) continue;
          for (const scope of asked) {
            const text = typeof scope === 'string' ? flow.scopes[scope] : undefined;
            if (typeof scope === 'string' && typeof text === 'string') scopes[scope] = text;
          }
        }
      }
      used[name] = {
        type: scheme.type ?? null,
        ...(typeof scheme.scheme === 'string' && {scheme: scheme.scheme}),
        ...(typeof scheme.bearerFormat === 'string' && {bearerFormat: scheme.bearerFormat}),
        ...(typeof scheme.in === 'string' && {in: scheme.in}),
        ...(typeof scheme.name === 'string' && {parameterName: scheme.name}),
        ...(isObject(scheme.flows) && {flows: Object.keys(scheme.flows)}),
        scopes,
        variable: schemeVariable(name, scheme) ?? null,
      };
    }
  }
  return used;
}

function section(children: Array<string | undefined>): string {
  return render(children.filter((child) => child !== undefined && child !== ''));
}

/** The requests of an operation's callbacks, in the order the page shows them. */
function callbackOperations(
  value: Json | undefined,
): Array<{name: string; expression: string; method: string; operation: JsonObject}> {
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([name, callback]) =>
    Object.entries(isObject(callback) ? callback : {}).flatMap(([expression, item]) =>
      httpMethods.flatMap((method) => {
        const operation = isObject(item) ? item[method] : undefined;
        return isObject(operation) ? [{name, expression, method, operation}] : [];
      }),
    ),
  );
}

/** What of an operation decides which sections its page has. */
export interface PageParts {
  webhook: boolean;
  /** The operation's parameters and its path's. */
  parameters: readonly unknown[];
  requestBody?: unknown;
  responses?: unknown;
  callbacks?: Json;
}

const hasRequest = (page: PageParts): boolean => page.requestBody !== undefined || page.parameters.length > 0;

/**
 * The ids of the sections apiPageMarkdown writes for an operation, which a link may point at
 * (`/api/<slug>#responses`). Other ids of the page (tabs, fields) are the theme's and no link should rely on them.
 */
export function operationPageAnchors(page: PageParts): string[] {
  const calls = callbackOperations(page.callbacks);
  return [
    ...(page.webhook ? [] : ['security']),
    ...(hasRequest(page) ? ['request'] : []),
    // The theme's StatusCodes shows nothing without responses.
    ...(page.responses ? ['responses'] : []),
    ...(calls.length > 0 ? ['callbacks'] : []),
    ...calls
      .filter(({operation}) => operation.responses)
      .map(({name, method}) => callbackResponsesId(name, method)),
  ];
}

const callbackResponsesId = (name: string, method: string): string => `callbacks-responses-${name}-${method}`;

function callbacks(value: Json | undefined, locale: Locale): string | undefined {
  const tabs = callbackOperations(value).map(({name, expression, method, operation}) =>
    create('TabItem', {
      label: `${method.toUpperCase()} ${name}`,
      value: `${method}-${name}`,
      children: [
        create('MethodEndpoint', {method, path: expression}),
        '\n\n',
        typeof operation.description === 'string' ? `${mdxMarkdown(operation.description)}\n\n` : '',
        operation.requestBody === undefined
          ? ''
          : create('RequestSchema', {
              title: themeMessage(locale, 'theme.openapi.request.body.title', 'Body'),
              body: operation.requestBody,
            }),
        '\n\n',
        create('StatusCodes', {id: callbackResponsesId(name, method), responses: operation.responses}),
      ],
    }),
  );
  if (tabs.length === 0) return undefined;
  return `<div className="openapi__divider"></div>\n\n<CallbacksHeading />\n\n${create('OperationTabs', {
    className: 'openapi-tabs__operation',
    children: tabs.join('\n'),
  })}\n\n`;
}

/**
 * The MDX of an operation page, as the plugin writes it (`createApiPageMD`), with what the portal adds:
 * - the operation's security (schemes, OAuth scopes, or that it needs none), from the description;
 * - the deprecation notice, the callbacks heading and the webhook's endpoint as components whose texts are
 *   translated like every UI string (the plugin writes them in English into the page);
 * - descriptions as Markdown made safe for MDX once (src/api-reference/markdown.ts), instead of the plugin's
 *   escaping, which lets HTML through into the MDX compiler.
 */
export function apiPageMarkdown(locale: Locale): PageGenerator {
  return ({title, api}: ApiPage) => {
    const operation = api as unknown as JsonObject;
    const webhook = isObject(operation['x-portal-webhook']) ? operation['x-portal-webhook'] : undefined;
    const security = api.security as unknown as Json | undefined;
    const schemes = isObject(operation.securitySchemes) ? operation.securitySchemes : {};
    const deprecatedText = operation['x-deprecated-description'];
    return section([
      `${imports}\n\n`,
      create('Heading', {children: title, as: 'h1', className: 'openapi__heading'}, {inline: true}),
      '\n\n',
      webhook === undefined
        ? create('MethodEndpoint', {method: api.method, path: api.path})
        : create('WebhookEndpoint', {name: webhook.name, method: webhook.method}),
      '\n\n',
      api.deprecated
        ? `<DeprecationNotice>\n\n${typeof deprecatedText === 'string' ? mdxMarkdown(deprecatedText) : ''}\n\n</DeprecationNotice>\n\n`
        : undefined,
      typeof api.description === 'string' ? `${mdxMarkdown(api.description)}\n\n` : undefined,
      webhook === undefined
        ? `${create('OperationSecurity', {security: security ?? [], schemes: usedSchemes(security, schemes)})}\n\n`
        : undefined,
      hasRequest({
        webhook: webhook !== undefined,
        parameters: api.parameters ?? [],
        requestBody: api.requestBody,
      })
        ? `${create(
            'Heading',
            {
              id: 'request',
              as: 'h2',
              className: 'openapi-tabs__heading',
              // Text, not an element: Heading names only text in its link's title.
              children: themeMessage(locale, 'theme.openapi.request.title', 'Request'),
            },
            {inline: true},
          )}\n\n`
        : undefined,
      `${create('ParamsDetails', {parameters: api.parameters})}\n\n`,
      api.requestBody === undefined
        ? undefined
        : `${create('RequestSchema', {
            title: themeMessage(locale, 'theme.openapi.request.body.title', 'Body'),
            body: api.requestBody,
          })}\n\n`,
      `${create('StatusCodes', {responses: api.responses})}\n\n`,
      callbacks(operation.callbacks, locale),
    ]);
  };
}
