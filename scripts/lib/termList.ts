/**
 * The term lists of `npm run lint:terms` (terms/<locale>.yml): one entry per concept, with the preferred term,
 * the variants writers must not use and the reason. This module checks a list and turns it into the regular
 * expressions the lint looks for.
 */
import fs from 'node:fs';
import YAML, {isMap, isScalar, isSeq, LineCounter, type Node} from 'yaml';

export interface Term {
  preferred: string;
  rejected: string[];
  reason: string;
  /** Where the entry starts in its file, for messages. */
  line: number;
}

export class TermListError extends Error {}

const fields = ['preferred', 'rejected', 'reason'] as const;

function text(node: Node | null | undefined): string | undefined {
  return isScalar(node) && typeof node.value === 'string' && node.value.trim() !== ''
    ? node.value
    : undefined;
}

/** Reads and checks a term list; every mistake is reported with file and line. */
export function loadTermList(absolutePath: string, file = absolutePath): Term[] {
  const lineCounter = new LineCounter();
  const document = YAML.parseDocument(fs.readFileSync(absolutePath, 'utf8'), {lineCounter});
  const problems: string[] = document.errors.map((error) => `${file}: ${error.message}`);
  const terms: Term[] = [];
  const root = document.contents;
  if (!isSeq(root)) throw new TermListError(`${file}: the list must be a YAML sequence of entries`);
  const seen = new Map<string, number>();
  for (const item of root.items) {
    const line = lineCounter.linePos(item?.range?.[0] ?? 0).line;
    const at = `${file}:${line}`;
    if (!isMap(item)) {
      problems.push(`${at}: an entry needs preferred, rejected and reason`);
      continue;
    }
    const unknown = item.items
      .map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key))
      .filter((key) => !(fields as readonly string[]).includes(key));
    if (unknown.length > 0) problems.push(`${at}: unknown field ${unknown.join(', ')}`);
    const preferred = text(item.get('preferred', true) as Node);
    const reason = text(item.get('reason', true) as Node);
    const rejectedNode = item.get('rejected', true) as Node;
    const rejected = isSeq(rejectedNode) ? rejectedNode.items.map((variant) => text(variant as Node)) : [];
    if (preferred === undefined) problems.push(`${at}: "preferred" must be a term`);
    if (reason === undefined) problems.push(`${at}: "reason" must say why the variants are rejected`);
    if (rejected.length === 0 || rejected.some((variant) => variant === undefined)) {
      problems.push(`${at}: "rejected" must list at least one variant`);
    }
    for (const variant of rejected) {
      if (variant === undefined) continue;
      if (isRegExp(variant)) {
        try {
          new RegExp(variant.slice(1, -1), 'u');
        } catch (error) {
          problems.push(`${at}: ${variant} is not a valid regular expression: ${(error as Error).message}`);
        }
      }
      const earlier = seen.get(variant);
      if (earlier !== undefined) problems.push(`${at}: "${variant}" is already rejected at line ${earlier}`);
      seen.set(variant, line);
    }
    if (
      preferred !== undefined &&
      reason !== undefined &&
      rejected.every((variant) => variant !== undefined)
    ) {
      terms.push({preferred, rejected: rejected as string[], reason, line});
    }
  }
  for (const term of terms) {
    const clash = seen.get(term.preferred);
    if (clash !== undefined) {
      problems.push(
        `${file}:${term.line}: "${term.preferred}" is preferred here but rejected at line ${clash}`,
      );
    }
  }
  if (problems.length > 0) throw new TermListError(problems.join('\n'));
  return terms;
}

const isRegExp = (variant: string) => variant.length > 2 && variant.startsWith('/') && variant.endsWith('/');

/** Letters and digits of any script: a variant matches only as a whole word, never inside another word. */
const before = String.raw`(?<![\p{L}\p{N}_-])`;
const after = String.raw`(?![\p{L}\p{N}_])`;

function escape(literal: string): string {
  // Not `-`: under the `u` flag, `\-` outside a character class is a syntax error.
  return literal.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A regular expression that finds a rejected variant, and what to write instead. */
export interface TermRule {
  pattern: RegExp;
  expected: string;
  reason: string;
}

/** A variant as patterns: a whole word, also capitalized where a sentence starts with it. */
function rulesFor(term: Term, variant: string): TermRule[] {
  const rule = (expected: string, source: string) => ({
    pattern: new RegExp(source, 'gmu'),
    expected,
    reason: term.reason,
  });
  if (isRegExp(variant)) return [rule(term.preferred, variant.slice(1, -1))];
  // A trailing `*` stands for any ending, e.g. "freigegeben*" for freigegebene, freigegebenen …
  const open = variant.endsWith('*');
  const word = open ? variant.slice(0, -1) : variant;
  const ending = open ? String.raw`\p{L}*` : '';
  const rules = [rule(term.preferred, `${before}${escape(word)}${ending}${after}`)];
  if (word.charAt(0) !== upperFirst(word).charAt(0)) {
    rules.push(rule(upperFirst(term.preferred), `${before}${escape(upperFirst(word))}${ending}${after}`));
  }
  return rules;
}

/** The rules that find every rejected variant of a term list, with its preferred term and reason. */
export const termRules = (terms: readonly Term[]): TermRule[] =>
  terms.flatMap((term) => term.rejected.flatMap((variant) => rulesFor(term, variant)));
