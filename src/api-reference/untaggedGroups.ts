/**
 * The plugin files every operation without a tag into one sidebar group. Past a few dozen, that group is a list
 * of near-identical titles no reader scans (a description with 270 untagged webhooks), so each such operation
 * gets a group from where it is: a path's first segment after its version (`/v1/parcels/{id}` → `parcels`), a
 * webhook's name up to its first separator or capital (`parcel.returned`, `parcelReturned` → `parcel`).
 */
import type {OperationEntry} from './operations';
import type {JsonObject} from './walk';

/** More untagged operations than this are grouped; fewer stay in the plugin's one group. */
export const untaggedGroupLimit = 30;

function groupOf(entry: OperationEntry): string {
  if (entry.kind === 'webhook') return /^[^./:_\-\sA-Z]+|^[A-Z][a-z0-9]*/.exec(entry.name)?.[0] || entry.name;
  const segments = entry.name.split('/').filter((segment) => segment !== '' && !segment.startsWith('{'));
  return segments.find((segment) => !/^v\d+(\.\d+)*$/i.test(segment)) ?? '/';
}

const hasTag = (operation: JsonObject): boolean => Array.isArray(operation.tags) && operation.tags.length > 0;

/**
 * Gives each untagged operation the tag of its group, when there are more than the limit. The tags are declared
 * with the others the operations use (withUsedTagsDeclared), so their names are texts to translate.
 */
export function groupUntagged(operations: readonly OperationEntry[]): void {
  const untagged = operations.filter((entry) => !hasTag(entry.operation));
  if (untagged.length <= untaggedGroupLimit) return;
  for (const entry of untagged) entry.operation.tags = [groupOf(entry)];
}
