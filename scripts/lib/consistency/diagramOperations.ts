/**
 * A lifecycle diagram names the operation behind a transition in its label (`PENDING --> [*]: löschen
 * (deleteBundle)`). Every state of the diagram that the operation's description says it acts on or leads to must
 * be an end of one of its transitions there: a description that lets a `PENDING` bundle be deleted and a diagram
 * that does not are a contradiction a reader trips over. Sentences about errors (a 4xx status), about what
 * another operation shows, or about what happens outside the API are not read for this.
 */
import type {Finding} from './checks';
import type {DescriptionFacts} from './description';
import type {Page} from '../../../src/handWrittenPages';

const transitionLine = /^\s*(\S+)\s*-->\s*([^\s:]+)\s*(?::\s*(.*))?$/;

export function checkDiagramOperations(pages: readonly Page[], api: DescriptionFacts): Finding[] {
  const operations = new Map(api.operations.map((operation) => [operation.operationId, operation]));
  const findings: Finding[] = [];
  for (const page of pages) {
    for (const block of page.codeBlocks) {
      if (block.lang !== 'mermaid' || !/^\s*stateDiagram/.test(block.value)) continue;
      const states = new Set<string>();
      const ends = new Map<string, Set<string>>();
      for (const line of block.value.split('\n')) {
        const [, from = '', to = '', label = ''] = transitionLine.exec(line) ?? [];
        if (from === '') continue;
        for (const state of [from, to]) if (state !== '[*]') states.add(state);
        for (const [word] of label.matchAll(/\b[a-z][A-Za-z0-9]*\b/g)) {
          if (!operations.has(word)) continue;
          ends.set(word, new Set([...(ends.get(word) ?? []), from, to]));
        }
      }
      for (const [operationId, shown] of ends) {
        const sentences = (operations.get(operationId)?.description ?? '')
          .split(/(?<=[.;])\s+/)
          .filter((sentence) => !/\b4\d\d\b|outside the API/.test(sentence))
          .filter(
            (sentence) =>
              ![...sentence.matchAll(/`(\w+)`/g)].some(
                ([, word]) => word !== operationId && operations.has(word ?? ''),
              ),
          );
        const named = new Set(
          sentences.flatMap((sentence) =>
            [...sentence.matchAll(/`([A-Z][A-Z_]*)`/g)].map(([, state]) => state ?? ''),
          ),
        );
        const missing = [...named].filter((state) => states.has(state) && !shown.has(state));
        if (missing.length > 0)
          findings.push({
            file: page.file,
            line: block.line,
            message: `the diagram shows no transition of ${operationId} from or to ${missing.join(', ')}, which its description names`,
          });
      }
    }
  }
  return findings;
}
