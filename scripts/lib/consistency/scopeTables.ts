/**
 * A table that lists scopes (a row per scope, its first cell the scope in inline code) and says what each allows (a
 * column headed "Allows" or "Erlaubt") says it in the words of the description's security scheme, so that the guides,
 * the API introduction and the reference pages list the same operations under a scope.
 *
 * A table that gives a task its scopes (a column headed "Scopes") and names the operations the task calls (links
 * to `/api/<slug>` or `<ApiOperationLink slug="…" />` in the same row) must grant every scope those operations'
 * `security` asks of a technical user: a row with fewer leaves the reader with a token that gets 403.
 */
import type {Finding} from './checks';
import type {DescriptionFacts} from './description';
import type {Page} from '../../../src/handWrittenPages';

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

const slugsIn = (cell: string): string[] =>
  [...cell.matchAll(/\]\((?:\/en)?\/api\/([a-z0-9-]+)|<ApiOperationLink\s+slug="([a-z0-9-]+)"/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );

/** The body rows of every table of a page with a column whose heading `heading` accepts, with that column. */
function* tableRows(page: Page, heading: RegExp): Generator<{cells: string[]; line: number; column: number}> {
  const lines = page.text.split('\n');
  for (const [index, line] of lines.entries()) {
    const column = cellsOf(line).findIndex((cell) => heading.test(cell));
    if (!line.trimStart().startsWith('|') || column === -1 || !/^\s*\|[\s|:-]+$/.test(lines[index + 1] ?? ''))
      continue;
    for (let row = index + 2; lines[row]?.trimStart().startsWith('|'); row++)
      yield {cells: cellsOf(lines[row] ?? ''), line: row + 1, column};
  }
}

export function checkScopeTables(pages: readonly Page[], api: DescriptionFacts): Finding[] {
  const bySlug = new Map(api.operations.map((operation) => [operation.slug, operation]));
  const findings: Finding[] = [];
  for (const page of pages) {
    for (const {cells, line, column} of tableRows(page, /^scopes?$/i)) {
      const granted = new Set((cells[column] ?? '').match(/[a-z]+:[a-z]+/g) ?? []);
      const operations = cells.flatMap(slugsIn).flatMap((slug) => bySlug.get(slug) ?? []);
      const missing = new Map<string, string[]>();
      for (const operation of operations)
        for (const scope of operation.scopes)
          if (!granted.has(scope)) missing.set(scope, [...(missing.get(scope) ?? []), operation.operationId]);
      for (const [scope, needers] of missing)
        findings.push({
          file: page.file,
          line,
          message: `the row grants no ${scope}, which ${needers.join(', ')} need${needers.length > 1 ? '' : 's'} (security of the description)`,
        });
    }
  }
  return findings;
}

const withoutPeriod = (text: string): string => text.replace(/\s+/g, ' ').trim().replace(/\.$/, '');

export function checkScopeTexts(pages: readonly Page[], api: DescriptionFacts): Finding[] {
  const findings: Finding[] = [];
  for (const page of pages) {
    for (const {cells, line, column} of tableRows(page, /^(allows|erlaubt)$/i)) {
      const scope = /^`([a-z]+:[a-z]+)`$/.exec(cells[0] ?? '')?.[1];
      const described = scope === undefined ? undefined : api.scopeTexts[page.locale].get(scope);
      if (described === undefined) continue;
      if (withoutPeriod(cells[column] ?? '') !== withoutPeriod(described))
        findings.push({
          file: page.file,
          line,
          message: `${scope} allows what the description says: "${withoutPeriod(described)}"`,
        });
    }
  }
  return findings;
}
