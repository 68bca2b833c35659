/**
 * The generated half of the changelog pages (`src/pages/changelog.md` and its English page): at the end of each
 * release's section, the changes of the API description since the release before it (`npm run gen-api-docs`
 * computes them, src/releases/history.ts), operation by operation, each line linked to the operation's page
 * and the heading that shows the change, breaking changes marked, and the release's description to download.
 * Changes no release lists yet go under the release in preparation, or under a "Next version" heading when the
 * changelog has none. The writers' prose above stays as it is. Only a preview (`buildOptions.preview`:
 * `npm start`, pull requests) shows a release in preparation: the published site's build stops on one, as it
 * does on a description that is not released (src/plugins/openapi-download).
 */
import type {
  BlockContent,
  Heading,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';

import {readHistory, type History, type LinkedChange, type ReleaseChanges} from '../history';
import {buildOptions} from '../../../config/buildOptions';
import {downloadName} from '../store';
import {kindLabel, texts, type Locale} from './labels';

function localeOf(file: VFile): Locale {
  return /[\\/]i18n[\\/]en[\\/]/.test(file.path ?? '') ? 'en' : 'de';
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});

/** `a `b`, `c`` as text and inline code. */
function phrasing(value: string): PhrasingContent[] {
  return value
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('`') && part.endsWith('`') ? code(part.slice(1, -1)) : text(part)));
}

function listOf(items: ListItem[]): List {
  return {type: 'list', ordered: false, spread: false, children: items};
}

function item(children: BlockContent[]): ListItem {
  return {type: 'listItem', spread: false, children};
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}

/** What a line says after its part: the subjects, enum values, constraints or types, in inline code. */
function subjects(changes: readonly LinkedChange[], locale: Locale): string {
  const words = texts[locale];
  const parts = changes.map((change) => {
    const subject = change.subject ? `\`${change.subject}\`` : '';
    switch (change.kind) {
      case 'enum':
        return `${subject} \`${change.detail?.value ?? ''}\``.trim();
      case 'type':
        return `${subject} (${change.detail?.before ?? ''} → ${change.detail?.after ?? ''})`.trim();
      case 'constraint':
        return `${subject} ${words.constraint(change.detail?.keyword ?? '', change.detail?.before, change.detail?.after)}`.trim();
      case 'scope':
        return subject;
      case 'parameter':
        return subject;
      default:
        return change.part.in === 'parameter' && change.kind !== 'description' ? '' : subject;
    }
  });
  return [...new Set(parts.filter((part) => part !== ''))].join(', ');
}

/** The part of the operation a group of changes is in: "Antwort 200, 429", "Parameter `page` (query)". */
function partLabel(change: LinkedChange, statuses: string[], locale: Locale): string {
  const words = texts[locale];
  switch (change.part.in) {
    case 'request':
      return words.request;
    case 'response':
      return statuses.length > 1 ? words.responses(statuses.join(', ')) : words.response(statuses.join(''));
    case 'parameter':
      return change.kind === 'parameter' ? '' : words.parameter(change.part.name, change.part.location);
    case 'security':
      return words.security;
    default:
      return '';
  }
}

interface Line {
  changes: LinkedChange[];
  statuses: string[];
}

/** The lines of one operation: its changes grouped by part, kind and subjects; responses with the same merged. */
function linesOf(changes: readonly LinkedChange[]): Line[] {
  const groups = new Map<string, LinkedChange[]>();
  for (const change of changes) {
    const part = change.part.in === 'response' ? {in: 'response'} : change.part;
    const subject = change.part.in === 'response' ? `${change.part.status}` : '';
    const key = JSON.stringify([part, change.kind, change.action, change.breaking, subject]);
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  // Responses whose changes are the same (the same headers added to 200 and 429) share a line.
  const lines = new Map<string, Line>();
  for (const group of groups.values()) {
    const first = group[0];
    if (first === undefined) continue;
    const status = first.part.in === 'response' ? first.part.status : '';
    const shape = JSON.stringify([
      first.part.in === 'response' ? 'response' : first.part,
      first.kind,
      first.action,
      first.breaking,
      group.map((change) => [change.subject, change.detail]),
    ]);
    const line = lines.get(shape);
    if (line === undefined) lines.set(shape, {changes: group, statuses: status ? [status] : []});
    else line.statuses.push(status);
  }
  return [...lines.values()];
}

function lineItem(line: Line, locale: Locale): ListItem {
  const [first] = line.changes;
  if (first === undefined) return item([]);
  const part = partLabel(first, line.statuses, locale);
  const what = kindLabel(locale, first);
  const named = subjects(line.changes, locale);
  const label = [
    part,
    [what, named].filter(Boolean).join(first.kind === 'required' || first.kind === 'deprecated' ? ' ' : ': '),
  ]
    .filter(Boolean)
    .join(' – ');
  const content: PhrasingContent[] = phrasing(label);
  const linked: PhrasingContent[] =
    first.href === undefined ? content : [{type: 'link', url: first.href, children: content} satisfies Link];
  const marker: PhrasingContent[] = first.breaking
    ? [{type: 'strong', children: [text(texts[locale].breaking)]}, text(': ')]
    : [];
  return item([paragraph([...marker, ...linked])]);
}

/**
 * An operation is named by its title in the page's language, as its page and the sidebar name it, method and path
 * following in code; an operation without a summary by method and path. Only an operation the description no
 * longer has, with no page to link, shows its operationId too: the name a client generated from the description
 * gave the method that calls it.
 */
function operationItem(changes: LinkedChange[], locale: Locale, titles: Record<string, string>): ListItem {
  const [first] = changes;
  if (first === undefined) return item([]);
  const {slug, label, operationId} = first.operation;
  const title = titles[slug];
  const name = title === undefined ? code(label) : text(title);
  const page = first.href?.replace(/#.*$/, '');
  const heading: PhrasingContent[] = [
    page === undefined ? name : ({type: 'link', url: page, children: [name]} satisfies Link),
    ...(title === undefined ? [] : [text(' – '), code(label)]),
    ...(page === undefined ? [text(' ('), code(operationId), text(')')] : []),
  ];
  const lines = linesOf(changes.filter((change) => change.kind !== 'operation'));
  const whole = changes.find((change) => change.kind === 'operation');
  if (whole !== undefined) {
    heading.push(
      text(': '),
      ...(whole.breaking
        ? [{type: 'strong', children: [text(texts[locale].breaking)]} as PhrasingContent, text(' ')]
        : []),
      text(kindLabel(locale, whole)),
    );
  }
  return item([
    paragraph(heading),
    ...(lines.length > 0 ? [listOf(lines.map((line) => lineItem(line, locale)))] : []),
  ]);
}

/** The class of the generated lists: the search index leaves them out (config/search.ts). */
export const generatedClass = 'changelog-api-changes';

/**
 * Phrasing content as a flow element's children, as MDX parses `<summary>text</summary>` written on one line:
 * HTML allows no `<p>` in `<summary>`, and mdast's types admit only blocks in a flow element.
 */
function inline(children: PhrasingContent[]): MdxJsxFlowElement['children'] {
  return children as unknown as MdxJsxFlowElement['children'];
}

function jsx(name: string, children: MdxJsxFlowElement['children'], className?: string): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes:
      className === undefined ? [] : [{type: 'mdxJsxAttribute', name: 'className', value: className}],
    children,
  };
}

/** The generated block of one release: the changes in a `<details>`, and the description's download. */
function releaseBlock(
  release: ReleaseChanges,
  locale: Locale,
  published: boolean,
  titles: Record<string, string>,
): RootContent[] {
  const words = texts[locale];
  const byOperation = new Map<string, LinkedChange[]>();
  for (const change of release.changes) {
    byOperation.set(change.operation.slug, [...(byOperation.get(change.operation.slug) ?? []), change]);
  }
  const breaking = release.changes.filter((change) => change.breaking).length;
  const blocks: RootContent[] = [];
  if (release.changes.length === 0) {
    blocks.push(
      paragraph([text(`${words.none}${release.previous ? ` (${words.since(release.previous)})` : ''}.`)]),
    );
  } else {
    const summary = `${words.summary(release.changes.length, byOperation.size, breaking)}${release.previous ? ` (${words.since(release.previous)})` : ''}`;
    blocks.push(
      jsx(
        'details',
        [
          jsx('summary', inline([text(summary)])),
          listOf([...byOperation.values()].map((changes) => operationItem(changes, locale, titles))),
        ],
        generatedClass,
      ),
    );
  }
  if (published) {
    const file = downloadName(release.version);
    blocks.push(
      paragraph([
        text(`${words.download} `),
        {type: 'link', url: `pathname:///${file}`, children: [code(file)]},
      ]),
    );
  }
  return blocks;
}

function headingVersion(node: RootContent): string | undefined {
  if (node.type !== 'heading' || node.depth !== 2) return undefined;
  const first = node.children[0];
  return first?.type === 'text' ? /^(\d+\.\d+\.\d+)\b/.exec(first.value)?.[1] : undefined;
}

export interface Options {
  /** The changes to show; by default those `npm run gen-api-docs` wrote. */
  history?: History;
  /** Whether to show the release in preparation; by default only in a preview (src/releases/store.ts). */
  preview?: boolean;
}

export default function remarkChangelogChanges(options: Options = {}) {
  return (tree: Root, file: VFile) => {
    if (!/changelog\.mdx?$/.test(file.path ?? '')) return;
    const locale = localeOf(file);
    const history = options.history ?? readHistory();
    const published = new Map(history.releases.map((release) => [release.version, release]));
    const titles = history.titles[locale];
    const sections: Array<{version: string; end: number}> = [];
    let current: {version: string; end: number} | undefined;
    tree.children.forEach((node, index) => {
      if (node.type !== 'heading' || node.depth > 2) return;
      if (current !== undefined) current.end = index;
      const version = headingVersion(node);
      current = version === undefined ? undefined : {version, end: tree.children.length};
      if (current !== undefined) sections.push(current);
    });
    const preview = options.preview ?? buildOptions.preview;
    const upcoming = preview ? history.upcoming : undefined;
    // From the end, so that earlier positions stay right.
    for (const section of [...sections].reverse()) {
      const release = published.get(section.version);
      if (release !== undefined) {
        tree.children.splice(section.end, 0, ...releaseBlock(release, locale, true, titles));
      } else if (!preview) {
        throw new Error(
          `${file.path ?? 'the changelog'} lists ${section.version}, which is not published: the published site ` +
            'shows only released versions. Publish it with `npm run release:publish`, or build a preview of it: ' +
            'PORTAL_PREVIEW=true npm run build.',
        );
      } else if (upcoming !== undefined && upcoming.version === section.version) {
        tree.children.splice(section.end, 0, ...releaseBlock(upcoming, locale, false, titles));
      }
    }
    if (upcoming !== undefined && !sections.some((section) => section.version === upcoming.version)) {
      const words = texts[locale];
      const heading: Heading = {
        type: 'heading',
        depth: 2,
        children: [text(`${words.upcomingHeading} – ${words.upcomingLabel}`)],
        data: {hProperties: {id: 'upcoming'}},
      };
      const first = tree.children.findIndex((node) => headingVersion(node) !== undefined);
      const at = first === -1 ? tree.children.length : first;
      tree.children.splice(
        at,
        0,
        heading,
        paragraph([text(words.upcomingText)]),
        ...releaseBlock(upcoming, locale, false, titles),
      );
    }
  };
}
