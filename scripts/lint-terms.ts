/**
 * `npm run lint:terms`: one term per concept in each language. The term lists terms/de.yml and terms/en.yml name
 * the preferred term, the rejected variants and the reason; the lint finds every rejected variant in the prose of
 * its language, outside code, and prints it as `file:line:column`, the preferred term and the reason. Exit code 1
 * when it finds one.
 *
 *   tsx scripts/lint-terms.ts            both languages
 *   tsx scripts/lint-terms.ts de         one language
 */
import path from 'node:path';
import type {Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import {locales, siteDir, type Locale} from '../config/site';
import {loadTermList, termRules, TermListError, type TermRule} from './lib/termList';
import {proseSources, type ProseSource} from './lib/proseSources';

export const termListPath = (locale: Locale) => `terms/${locale}.yml`;

interface Finding {
  file: string;
  line: number;
  column: number;
  message: string;
}

const markdown = unified().use(remarkParse).use(remarkGfm);
const mdx = unified().use(remarkParse).use(remarkGfm).use(remarkMdx);
const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;

/**
 * Where the prose of a source is, as offsets: each line of a plain text; in Markdown and MDX the text nodes (so
 * not code, HTML, JSX attributes or front matter, whose shown texts are a source of their own).
 */
function proseRanges(source: ProseSource): Array<[number, number]> {
  if (source.parseAs.endsWith('.txt')) {
    return [...source.text.matchAll(/[^\r\n]+/g)].map((line) => [line.index, line.index + line[0].length]);
  }
  const text = source.text.replace(frontMatter, (block) => block.replace(/[^\n]/g, ' '));
  const tree = (source.parseAs.endsWith('.mdx') ? mdx : markdown).parse(text) as Root;
  const ranges: Array<[number, number]> = [];
  visit(tree, 'text', (node) => {
    const {start, end} = node.position ?? {};
    if (start?.offset !== undefined && end?.offset !== undefined) ranges.push([start.offset, end.offset]);
  });
  return ranges;
}

interface Match {
  start: number;
  end: number;
  text: string;
  rule: TermRule;
}

/**
 * The matches of all rules in one stretch of prose. Where matches overlap, as prh (the matcher this lint used
 * before) decides: of two from the same start the longer one, otherwise the one that starts first.
 */
function matchesIn(prose: string, rules: readonly TermRule[]): Match[] {
  const all = rules
    .flatMap((rule) =>
      [...prose.matchAll(rule.pattern)].map((match) => ({
        start: match.index,
        end: match.index + match[0].length,
        text: match[0],
        rule,
      })),
    )
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const longest = all.filter((match, index) => {
    const next = all[index + 1];
    return !(next && match.start === next.start && match.end < next.end);
  });
  return longest.filter((match, index) => index === 0 || match.start >= (longest[index - 1]?.end ?? 0));
}

function findingsIn(source: ProseSource, rules: readonly TermRule[]): Finding[] {
  const findings: Finding[] = [];
  for (const [start, end] of proseRanges(source)) {
    for (const match of matchesIn(source.text.slice(start, end), rules)) {
      if (match.text === match.rule.expected) continue;
      const before = source.text.slice(0, start + match.start);
      findings.push({
        file: source.file,
        line: before.split('\n').length,
        column: before.length - before.lastIndexOf('\n'),
        message:
          `"${match.text}" is not our term: write "${match.rule.expected}". ${match.rule.reason}`.trim(),
      });
    }
  }
  return findings;
}

function lintLocale(locale: Locale): Finding[] {
  const rules = termRules(loadTermList(path.join(siteDir, termListPath(locale)), termListPath(locale)));
  return proseSources(locale).flatMap((source) => findingsIn(source, rules));
}

function main(): number {
  const wanted = process.argv.slice(2);
  const chosen = locales.filter((locale) => wanted.length === 0 || wanted.includes(locale));
  try {
    let count = 0;
    for (const locale of chosen) {
      const findings = lintLocale(locale);
      for (const finding of findings) {
        console.error(`${finding.file}:${finding.line}:${finding.column} ${finding.message}`);
      }
      count += findings.length;
    }
    if (count > 0) {
      console.error(
        `\n${count} rejected term${count === 1 ? '' : 's'}. The term lists are ${chosen.map(termListPath).join(' and ')}; ` +
          'CONTRIBUTING.md says how to change them.',
      );
      return 1;
    }
    console.log(`[INFO] The prose of ${chosen.join(' and ')} uses only preferred terms.`);
    return 0;
  } catch (error) {
    if (error instanceof TermListError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = main();
