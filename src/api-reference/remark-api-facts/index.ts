/**
 * Lets hand-written pages state facts of the OpenAPI description instead of copying them (../api-facts):
 *
 * - `<ApiOperationCount />` and `<ApiWebhookCount />`: how many operations (webhooks) the API has;
 * - `<ApiTagName tag="Products" />`: a tag's display name in the page's language;
 * - `<ApiOperationLink slug="create-product" />`: a link to the operation's page, its title as the text.
 *
 * Each becomes plain Markdown when the page is compiled; a tag or operation the description lacks stops the
 * build with the file and line.
 */
import path from 'node:path';
import type {Link, Root, Text} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';

import {apiFacts, type Locale} from '../facts-plugin/facts';

const siteDir = path.join(__dirname, '../../..');

function localeOf(file: VFile): Locale {
  return /[\\/]i18n[\\/]en[\\/]/.test(file.path ?? '') ? 'en' : 'de';
}

const attribute = (node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined =>
  node.attributes.flatMap((candidate) =>
    candidate.type === 'mdxJsxAttribute' && candidate.name === name && typeof candidate.value === 'string'
      ? [candidate.value]
      : [],
  )[0];

export default function remarkApiFacts() {
  return (tree: Root, file: VFile) => {
    // Every unknown tag and operation of the page at once (gen-api-docs lists those of all pages first).
    const unknown: string[] = [];
    const fail = (message: string, node: MdxJsxFlowElement | MdxJsxTextElement): void => {
      const start = node.position?.start;
      unknown.push(`${start ? `${start.line}:${start.column}: ` : ''}${message}`);
    };
    visit(tree, ['mdxJsxTextElement', 'mdxJsxFlowElement'], (node, index, parent) => {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      if (parent === undefined || index === undefined || !element.name?.startsWith('Api')) return undefined;
      const facts = (): ReturnType<typeof apiFacts> => apiFacts(siteDir, localeOf(file));
      let replacement: Text | Link | undefined;
      switch (element.name) {
        case 'ApiOperationCount':
          replacement = {type: 'text', value: String(facts().operationCount)};
          break;
        case 'ApiWebhookCount':
          replacement = {type: 'text', value: String(facts().webhookCount)};
          break;
        case 'ApiTagName': {
          const tag = attribute(element, 'tag') ?? '';
          const name = facts().tags.get(tag);
          if (name === undefined)
            fail(`<ApiTagName tag="${tag}" />: the OpenAPI description has no tag "${tag}"`, element);
          replacement = {type: 'text', value: name ?? tag};
          break;
        }
        case 'ApiOperationLink': {
          const slug = attribute(element, 'slug') ?? '';
          const title = facts().operations.get(slug);
          if (title === undefined) {
            fail(
              `<ApiOperationLink slug="${slug}" />: the OpenAPI description has no operation with the page /api/${slug}`,
              element,
            );
          }
          replacement = {type: 'link', url: `/api/${slug}`, children: [{type: 'text', value: title ?? slug}]};
          break;
        }
        default:
          return undefined;
      }
      // A component on a line of its own is a paragraph of its own in MDX; the fact is its text.
      const content =
        element.type === 'mdxJsxFlowElement'
          ? {type: 'paragraph' as const, children: [replacement]}
          : replacement;
      parent.children.splice(index, 1, content as never);
      return index + 1;
    });
    if (unknown.length > 0) file.fail(`The page names what the description lacks:\n${unknown.join('\n')}`);
  };
}
