/**
 * Hand-written pages name parts of the description with `<ApiTagName tag="…" />` and
 * `<ApiOperationLink slug="…" />` (src/markdown-plugins/remark-api-facts). A description that drops or renames
 * one of them is reported here, every place at once with file and line, before any page is generated: the
 * build would otherwise stop at the first one it compiles.
 */
import fs from 'node:fs';
import path from 'node:path';

import {siteDir} from '../lib/site';
import {operationsOf} from './operations';
import {isObject, type JsonObject} from './walk';

/** Folders of hand-written Markdown; the generated API pages (`*.api.mdx` and the like) are left out. */
const roots = ['docs', 'openapi/reference', 'src/pages', 'i18n/en'];
const generated = /\.(api|tag|info|schema)\.mdx$/;

function markdownFiles(): string[] {
  return roots.flatMap((root) => {
    const dir = path.join(siteDir, root);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file) && !generated.test(file))
      .map((file) => path.join(root, file));
  });
}

export function handWrittenReferenceProblems(bundle: JsonObject): string[] {
  const tags = new Set(
    (Array.isArray(bundle.tags) ? bundle.tags : []).flatMap((tag) =>
      isObject(tag) && typeof tag.name === 'string' ? [tag.name] : [],
    ),
  );
  const slugs = new Set(operationsOf(bundle).map((entry) => entry.slug));
  const problems: string[] = [];
  for (const file of markdownFiles()) {
    const lines = fs.readFileSync(path.join(siteDir, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const match of line.matchAll(/<ApiTagName\s+tag="([^"]*)"|<ApiOperationLink\s+slug="([^"]*)"/g)) {
        const [, tag, slug] = match;
        const where = `${file}:${index + 1}:${(match.index ?? 0) + 1}`;
        if (tag !== undefined && !tags.has(tag))
          problems.push(`${where}: <ApiTagName tag="${tag}" /> names a tag the description does not declare`);
        if (slug !== undefined && !slugs.has(slug))
          problems.push(
            `${where}: <ApiOperationLink slug="${slug}" /> links /api/${slug}, which no operation has`,
          );
      }
    });
  }
  return problems;
}
