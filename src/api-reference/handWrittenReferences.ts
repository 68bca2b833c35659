/**
 * Hand-written pages name parts of the description with `<ApiTagName tag="…" />` and
 * `<ApiOperationLink slug="…" />` (src/api-reference/remark-api-facts). A description that drops or renames
 * one of them is reported here, every place at once with file and line, before any page is generated: the
 * build would otherwise stop at the first one it compiles.
 */
import {pagesOf} from '../handWrittenPages';
import {locales} from '../../config/site';
import {operationsOf, withUsedTagsDeclared} from './operations';
import {isObject, type JsonObject} from './walk';

export function handWrittenReferenceProblems(bundle: JsonObject): string[] {
  const declared = withUsedTagsDeclared(bundle).tags;
  const tags = new Set(
    (Array.isArray(declared) ? declared : []).flatMap((tag) =>
      isObject(tag) && typeof tag.name === 'string' ? [tag.name] : [],
    ),
  );
  const slugs = new Set(operationsOf(bundle).map((entry) => entry.slug));
  const problems: string[] = [];
  for (const page of locales.flatMap((locale) => pagesOf(locale))) {
    page.text.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(/<ApiTagName\s+tag="([^"]*)"|<ApiOperationLink\s+slug="([^"]*)"/g)) {
        const [, tag, slug] = match;
        const where = `${page.file}:${index + 1}:${(match.index ?? 0) + 1}`;
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
