/**
 * The human text of an OpenAPI description, each piece under a stable key built from names rather than
 * positions: `operations > createProduct > summary`, `schemas > Product > properties > name > description`,
 * `parameters > page > description`, `tags > Products > x-displayName`. Translations are keyed the same way,
 * so reordering paths, parameters or tags never breaks them, and a renamed operation or property shows up as
 * a missing and an orphaned key. An operation without operationId is keyed by method and path
 * (`operations > GET /v1/pets/{petId}`), a webhook's without one by name and method
 * (`webhooks > newPet > post`).
 */
import {withUsedTagsDeclared} from './operations';
import {shownComponentSchemas} from './schemaTitles';
import {TextWalker, type TextSite} from './textWalker';
import {isObject, type JsonObject, type Location} from './walk';

type JsonPath = Array<string | number>;

export interface TextEntry {
  /** Names from the root to the text, e.g. ['operations', 'createProduct', 'summary']. */
  key: string[];
  /** Where the text sits in the bundled description. */
  path: JsonPath;
  text: string;
  format: TextSite['format'];
  /** The description holds no such field yet (a tag's display name is its name until translated). */
  absent: boolean;
}

/**
 * Every translatable text of a bundled description, with the display names of the tags its operations use
 * without declaring them, and the titles the plugin gives the component schemas a page names (schemaTitles.ts).
 */
export function textCatalogue(bundle: JsonObject): TextEntry[] {
  const out: TextEntry[] = [];
  const root: Location = {file: '', pointer: []};
  const description = withUsedTagsDeclared(bundle);
  new TextWalker((site) =>
    out.push({
      key: site.key,
      path: site.at.pointer,
      text: site.text,
      format: site.format,
      absent: site.absent === true,
    }),
  ).document(description, root);
  const schemas = isObject(description.components) ? description.components.schemas : undefined;
  for (const name of shownComponentSchemas(description)) {
    const schema = isObject(schemas) ? schemas[name] : undefined;
    // A title of its own was met with the schema.
    if (!isObject(schema) || typeof schema.title === 'string') continue;
    out.push({
      key: ['schemas', name, 'title'],
      path: ['components', 'schemas', name, 'title'],
      text: name,
      format: 'plain',
      absent: true,
    });
  }
  return out;
}

export function keyString(key: readonly string[]): string {
  return key.join(' > ');
}
