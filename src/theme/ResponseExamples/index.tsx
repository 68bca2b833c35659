import type {ReactNode} from 'react';
import CodeSamples from '@theme/CodeSamples';
import Markdown from '@theme/Markdown';
import TabItem from '@theme/TabItem';
import {
  ExampleFromSchema,
  json2xml,
  ResponseExample,
  ResponseExamples as ThemeResponseExamples,
} from '@theme-original/ResponseExamples';

export {ExampleFromSchema, json2xml, ResponseExample};

interface NamedExample {
  summary?: string;
  value?: unknown;
  /** The request as a client sends it, written by `npm run gen-api-docs` (src/api-reference/codeSamples.ts). */
  'x-multipart-body'?: unknown;
}

interface Props {
  responseExamples: Record<string, NamedExample>;
  mimeType: string;
}

/**
 * The examples keyed by their summaries, which the description translates, where each has its own: the theme
 * names each tab by the example's key, an identifier such as `withMessage`, and shows the summary below it.
 */
function bySummary(examples: Record<string, NamedExample>): Record<string, NamedExample> {
  const entries = Object.entries(examples);
  const summaries = entries.map(([name, example]) => example.summary?.trim() || name);
  if (new Set(summaries).size < entries.length) return examples;
  return Object.fromEntries(
    entries.map(([, example], index) => [summaries[index], {...example, summary: undefined}]),
  );
}

/**
 * The tabs of a body's named examples, each named by its summary. For `multipart/form-data` the theme prints
 * the example's value as a JSON object in a shell block; this shows the parts a client sends instead, as the
 * page's code samples send them. Every other media type is the theme's.
 */
export function ResponseExamples({responseExamples: examples, mimeType}: Props): ReactNode {
  const responseExamples = bySummary(examples);
  if (!mimeType.toLowerCase().startsWith('multipart/form-data')) {
    return ThemeResponseExamples({responseExamples, mimeType});
  }
  return Object.entries(responseExamples).map(([name, example]) => {
    const body = example['x-multipart-body'];
    if (typeof body !== 'string')
      return ThemeResponseExamples({responseExamples: {[name]: example}, mimeType});
    return (
      <TabItem label={name} value={name} key={name}>
        {example.summary !== undefined && (
          <Markdown className="openapi-example__summary">{example.summary}</Markdown>
        )}
        <CodeSamples example={body} language="http" />
      </TabItem>
    );
  });
}
