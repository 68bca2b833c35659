/**
 * The operations of a description that get a page: those under `paths` and the webhooks (OpenAPI 3.1
 * `webhooks`, or `x-webhooks`). Each gets a stable page id, the slug of `/api/<slug>`: the kebab-cased
 * operationId as the OpenAPI plugin makes it, or, for an operation without one, its method and path
 * (`get-v-1-pets-pet-id`) or its webhook's name and method (`webhook-new-pet-post`), which do not change when
 * the summary or its translation does. Callbacks are sections of their operation's page.
 */
import kebabCase from 'lodash/kebabCase';

import {groupUntagged} from './untaggedGroups';
import {httpMethods, isObject, operationRootKey, type JsonObject} from './walk';

export interface OperationEntry {
  kind: 'path' | 'webhook';
  /** The path (`/v1/pets/{petId}`) or the webhook's name. */
  name: string;
  /** Lower-case HTTP method. */
  method: string;
  operation: JsonObject;
  pathItem: JsonObject;
  /** Segments of the JSON pointer to the operation in the bundled description. */
  pointer: string[];
  /** The operationId the page is generated from: the description's, or one made from where it is. */
  operationId: string;
  /** Whether the description gives the operationId. */
  ownOperationId: boolean;
  slug: string;
  /** How a writer finds it in the description: `POST /v1/pets` or `webhook newPet (POST)`. */
  label: string;
}

/** The operations (paths first, then webhooks) in the order of the description. */
export function operationsOf(description: JsonObject): OperationEntry[] {
  const entries: OperationEntry[] = [];
  const groups: Array<[kind: OperationEntry['kind'], section: string]> = [
    ['path', 'paths'],
    ['webhook', 'webhooks'],
    ['webhook', 'x-webhooks'],
  ];
  for (const [kind, section] of groups) {
    const items = description[section];
    if (!isObject(items)) continue;
    for (const [name, pathItem] of Object.entries(items)) {
      if (!isObject(pathItem)) continue;
      for (const method of httpMethods) {
        const operation = pathItem[method];
        if (!isObject(operation)) continue;
        const own = typeof operation.operationId === 'string' && operation.operationId.trim() !== '';
        const operationId = own
          ? String(operation.operationId)
          : operationRootKey(kind, name, method, operation).slice(1).join(' ');
        const label =
          kind === 'path' ? `${method.toUpperCase()} ${name}` : `webhook ${name} (${method.toUpperCase()})`;
        entries.push({
          kind,
          name,
          method,
          operation,
          pathItem,
          pointer: [section, name, method],
          operationId,
          ownOperationId: own,
          slug: kebabCase(own ? operationId : `${kind === 'webhook' ? 'webhook ' : ''}${operationId}`),
          label,
        });
      }
    }
  }
  return entries;
}

export interface SlugProblem {
  slug: string;
  message: string;
}

/**
 * Page ids two operations would share, or that a hand-written page of the API reference already has, each
 * as a message that names the operations and what to change.
 */
export function slugProblems(
  entries: readonly OperationEntry[],
  reservedSlugs: readonly string[],
): SlugProblem[] {
  const problems: SlugProblem[] = [];
  const bySlug = new Map<string, OperationEntry[]>();
  for (const entry of entries) bySlug.set(entry.slug, [...(bySlug.get(entry.slug) ?? []), entry]);
  const describe = (entry: OperationEntry): string =>
    entry.ownOperationId
      ? `${entry.label} (operationId ${entry.operationId})`
      : `${entry.label} (no operationId)`;
  for (const [slug, group] of bySlug) {
    if (slug === '') {
      for (const entry of group) {
        problems.push({slug, message: `${describe(entry)} gets no page id: give it an operationId`});
      }
    } else if (group.length > 1) {
      problems.push({
        slug,
        message:
          `${group.map(describe).join(' and ')} would both get the page /api/${slug}: ` +
          'give one of them an operationId of its own (operationIds that differ only in case or punctuation ' +
          'give the same page)',
      });
    }
    if (reservedSlugs.includes(slug)) {
      for (const entry of group) {
        problems.push({
          slug,
          message: `${describe(entry)} would get the page /api/${slug}, which is a hand-written page of the reference: give it another operationId`,
        });
      }
    }
  }
  return problems;
}

/**
 * A copy of the description with more untagged operations than one sidebar group holds grouped
 * (untaggedGroups.ts) and every tag its operations use declared under `tags`, those it does not declare appended
 * in the order of first use. An undeclared tag is still a sidebar category and a name on the landing page, so its
 * display name is a text to translate like a declared tag's.
 */
export function withUsedTagsDeclared(original: JsonObject): JsonObject {
  const description = structuredClone(original);
  groupUntagged(operationsOf(description));
  const tags = Array.isArray(description.tags) ? description.tags : [];
  const declared = new Set(
    tags.flatMap((tag) => (isObject(tag) && typeof tag.name === 'string' ? [tag.name] : [])),
  );
  const used = operationsOf(description).flatMap(({operation}) =>
    Array.isArray(operation.tags) ? operation.tags.filter((tag) => typeof tag === 'string') : [],
  );
  const undeclared = [...new Set(used)].filter((tag) => !declared.has(tag));
  if (undeclared.length > 0) description.tags = [...tags, ...undeclared.map((name) => ({name}))];
  return description;
}
