import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {
  Example as ThemeExample,
  renderExamplesRecord,
  renderStringArrayExamples as themeStringArrayExamples,
} from '@theme-original/Example';

export {renderExamplesRecord};

/**
 * The theme names the tabs of a schema's list of examples (OpenAPI 3.1 `examples: [...]`) "Example 1",
 * "Example 2" in every language; here they are named in the page's language. Named examples keep their names.
 */
function numbered(examples: unknown[]): Record<string, {value: unknown}> {
  return Object.fromEntries(
    examples.map((value, index) => [
      translate(
        {
          id: 'apiExample.numbered',
          message: 'Beispiel {number}',
          description: 'Tab of the n-th example of a value',
        },
        {number: index + 1},
      ),
      {value},
    ]),
  );
}

export function renderStringArrayExamples(examples: unknown[]): ReactNode {
  return examples.length > 1 ? renderExamplesRecord(numbered(examples)) : themeStringArrayExamples(examples);
}

export function Example({example, examples}: {example?: unknown; examples?: unknown}): ReactNode {
  if (example === undefined && Array.isArray(examples) && examples.length > 1) {
    return renderExamplesRecord(numbered(examples));
  }
  return <ThemeExample example={example} examples={examples} />;
}
