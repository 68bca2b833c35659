import assert from 'node:assert/strict';
import {test} from 'node:test';

import type {DescribedOperation, DescriptionFacts} from './description';
import {checkDiagramOperations} from './diagramOperations';
import {parsePage} from '../../../src/handWrittenPages';

const deleteBundle = {
  operationId: 'deleteBundle',
  description:
    'Only bundles with `approvalStatus` `PENDING`, `REJECTED` or `CANCELLED` can be deleted; an approved one ' +
    'gives 409 while it is `APPROVED`. `getBundleDetails` shows `GRANTED`.',
} as DescribedOperation;
const getBundleDetails = {operationId: 'getBundleDetails', description: ''} as DescribedOperation;
const api = {operations: [deleteBundle, getBundleDetails]} as unknown as DescriptionFacts;

const page = (transitions: string) =>
  parsePage('de', 'docs/bundles.md', `# Bundles\n\n\`\`\`mermaid\nstateDiagram-v2\n${transitions}\`\`\`\n`);

test("a state the operation's description names and the diagram shows without its transition is found", () => {
  const diagram =
    '  [*] --> PENDING\n  PENDING --> APPROVED\n  APPROVED --> GRANTED\n' +
    '  REJECTED --> [*]: löschen (deleteBundle)\n  CANCELLED --> [*]: löschen (deleteBundle)\n';
  assert.deepEqual(checkDiagramOperations([page(diagram)], api), [
    {
      file: 'docs/bundles.md',
      line: 3,
      message:
        'the diagram shows no transition of deleteBundle from or to PENDING, which its description names',
    },
  ]);
});

test('states named about errors or by another operation are not read; a complete diagram passes', () => {
  const diagram =
    '  PENDING --> APPROVED\n  APPROVED --> GRANTED\n  PENDING --> [*]: löschen (deleteBundle)\n' +
    '  REJECTED --> [*]: löschen (deleteBundle)\n  CANCELLED --> [*]: löschen (deleteBundle)\n';
  assert.deepEqual(checkDiagramOperations([page(diagram)], api), []);
});
