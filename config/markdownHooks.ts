import type {OnBrokenMarkdownLinksFunction} from '@docusaurus/types';

/**
 * A Markdown link to a file that does not exist (`[roles](./roles.mdx)`) warns with file and line, and the
 * build goes on, so one typo in a pull request does not hide every other finding of the build. The link is
 * published as written with the `pathname://` marker, which tells the site-wide link check (that fails the
 * build for broken page links) to leave it alone; the warning is what the writer must act on.
 */
export const warnOnBrokenMarkdownLink: OnBrokenMarkdownLinksFunction = ({sourceFilePath, url, node}) => {
  const start = node.position?.start;
  const position = start ? ` (${start.line}:${start.column})` : '';
  console.warn(
    `[WARNING] Markdown link with URL \`${url}\` in source file "${sourceFilePath}"${position} couldn't be ` +
      'resolved. The page is published with this link broken: point it at an existing .md or .mdx file ' +
      '(CONTRIBUTING.md, "What a failure means").',
  );
  return `pathname://${url}`;
};
