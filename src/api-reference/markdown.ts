/**
 * Descriptions in OpenAPI are CommonMark, which allows raw HTML. The reference renders descriptions in two
 * places that both need plain Markdown: the operation's description is MDX in the generated page (where HTML
 * must be valid JSX and `{` starts an expression), and every other description goes through the theme's
 * Markdown component, which drops raw HTML (src/plugins/lean-api-bundle). So every description is made safe
 * once, before the pages are generated: HTML comments are removed, HTML with a Markdown equivalent becomes
 * that Markdown, and anything else is a problem the lint reports at its place in the description.
 */
import type {Nodes as HastNodes, Root as HastRoot} from 'hast';
import type {Nodes as MdastNodes, Root as MdastRoot} from 'mdast';
import rehypeRaw from 'rehype-raw';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkStringify, {type Options as StringifyOptions} from 'remark-stringify';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import type {PortalPages} from './portalPages';

/** HTML elements that have a Markdown equivalent, and containers whose content simply stays. */
const convertible = new Set([
  ...'a b strong i em code kbd br span del s strike img'.split(' '),
  ...'p div pre ul ol li h1 h2 h3 h4 h5 h6 blockquote hr table thead tbody tr th td'.split(' '),
]);

const stringifyOptions: StringifyOptions = {bullet: '-', emphasis: '_', strong: '*', fences: true, rule: '-'};

const parser = unified().use(remarkParse).use(remarkGfm);
const toHtml = unified().use(remarkRehype, {allowDangerousHtml: true}).use(rehypeRaw);
const toMarkdownTree = unified().use(rehypeRemark);
const markdownWriter = unified().use(remarkGfm).use(remarkStringify, stringifyOptions);
const mdxWriter = unified().use(remarkGfm).use(remarkMdx).use(remarkStringify, stringifyOptions);

export interface LinkRules {
  /** Page ids of the API reference (`/api/<slug>`), operations and hand-written pages. */
  apiSlugs: ReadonlySet<string>;
  /** The portal's other pages and their anchors (portalPages.ts); without it, only `/api/…` links are checked. */
  portal?: Pick<PortalPages, 'route' | 'anchors'>;
}

function hasHtml(tree: MdastRoot): boolean {
  let found = false;
  visit(tree, 'html', () => {
    found = true;
  });
  return found;
}

/** The HTML of a Markdown tree as elements: comments dropped, the names of elements without a Markdown form. */
function htmlTree(tree: MdastRoot): {hast: HastRoot; unsupported: string[]} {
  const hast = toHtml.runSync(structuredClone(tree) as never) as HastRoot;
  const unsupported = new Set<string>();
  visit(hast as HastNodes, (node, index, parent) => {
    if (node.type === 'comment' && parent !== undefined && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    if (node.type === 'element' && !convertible.has(node.tagName)) unsupported.add(node.tagName);
    return undefined;
  });
  return {hast, unsupported: [...unsupported]};
}

/** What is wrong with a link that starts with `/`: a page the portal does not have, or an anchor the page lacks. */
function rootRelativeProblem(url: string, rules: LinkRules): string | undefined {
  const hashAt = url.indexOf('#');
  const anchor = hashAt < 0 ? '' : url.slice(hashAt + 1);
  const pathname = (hashAt < 0 ? url : url.slice(0, hashAt)).split('?')[0] ?? '';
  const local = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  const slug = /^\/api\/([^/]+)/.exec(local)?.[1];
  let route: string | undefined;
  if (slug !== undefined) {
    if (!rules.apiSlugs.has(slug)) return `links to "${url}", but the API reference has no page /api/${slug}`;
    route = `/api/${slug}`;
  } else if (rules.portal !== undefined) {
    route = rules.portal.route(local);
    if (route === undefined) {
      return (
        `links to "${url}", but the portal has no page ${pathname}: link one of its pages (the guides in docs/, ` +
        'the pages in src/pages/), an operation as /api/<slug>, or another site with its full URL'
      );
    }
  }
  const known = route === undefined || anchor === '' ? undefined : rules.portal?.anchors(route);
  if (known === undefined || known.ids.has(decodeURIComponent(anchor))) return undefined;
  if (known.files.length === 0) {
    return (
      `links to "${url}", but the operation page ${route} has no section with the id "${anchor}": link the page ` +
      `itself or one of its sections (${[...known.ids].map((id) => `#${id}`).join(', ') || 'none'})`
    );
  }
  return (
    `links to "${url}", but ${route} has no heading with the id "${anchor}" (${known.files.join(', ')}): ` +
    `link a heading the page has, or give the heading that id ({#${anchor}}) in every language`
  );
}

function linkProblems(tree: MdastRoot, rules: LinkRules): string[] {
  const problems: string[] = [];
  visit(tree, ['link', 'definition'], (node) => {
    const url = (node as {url: string}).url;
    if (url.startsWith('#')) {
      problems.push(
        `links to "${url}", an anchor this portal does not have (a heading of another renderer's page): ` +
          'link an operation as /api/<slug>, a guide as /docs/…, or another site with its full URL',
      );
    } else if (url.startsWith('/') && !url.startsWith('//')) {
      const problem = rootRelativeProblem(url, rules);
      if (problem !== undefined) problems.push(problem);
    } else if (!/^([a-z][a-z0-9+.-]*:|\/)/i.test(url)) {
      problems.push(
        `links to "${url}", a relative address that would resolve differently on each page: ` +
          'use /api/<slug>, /docs/… or a full URL',
      );
    }
  });
  return problems;
}

/**
 * The links written in a text that is no Markdown (a summary, a title), checked as a description's are:
 * descriptions written for other renderers put Markdown links, anchors of their own pages among them, into
 * summaries too (issue 63).
 */
export function plainTextLinkProblems(text: string, rules: LinkRules): string[] {
  return linkProblems(parser.parse(text) as MdastRoot, rules);
}

/** What is wrong with a description for the portal, each problem as a sentence that says what to do. */
export function markdownProblems(text: string, rules: LinkRules): string[] {
  const tree = parser.parse(text) as MdastRoot;
  const problems = linkProblems(tree, rules);
  if (hasHtml(tree)) {
    for (const name of htmlTree(tree).unsupported) {
      problems.push(
        `holds the HTML element <${name}>, which has no Markdown form the reference can show: ` +
          'write it as Markdown (paragraphs, lists, **bold**, `code`, links, tables)',
      );
    }
  }
  return problems;
}

/**
 * The description as plain Markdown: unchanged when it holds no HTML; otherwise without comments and with
 * the HTML written as Markdown. Unsupported elements are reported by `markdownProblems` before this runs.
 */
export function safeMarkdown(text: string): string {
  const tree = parser.parse(text) as MdastRoot;
  if (!hasHtml(tree)) return text;
  const {hast} = htmlTree(tree);
  const markdown = toMarkdownTree.runSync(hast as never) as MdastRoot;
  return String(markdownWriter.stringify(markdown)).trimEnd();
}

/** Markdown to put into an MDX page: the same document, with `{`, `<` and the like escaped for MDX. */
export function mdxMarkdown(text: string): string {
  const tree = parser.parse(safeMarkdown(text)) as MdastRoot;
  visit(tree as MdastNodes, 'html', (_node, index, parent) => {
    // safeMarkdown leaves no HTML; should any remain, it is dropped rather than compiled as JSX.
    if (parent !== undefined && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    return undefined;
  });
  return String(mdxWriter.stringify(tree)).trimEnd();
}
