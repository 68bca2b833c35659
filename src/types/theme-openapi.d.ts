// The OpenAPI theme ships no type declarations for its components; these cover what the wrappers use.
declare module '@theme-original/ApiExplorer' {
  import type {ReactNode} from 'react';

  export interface Props {
    item: Record<string, unknown>;
    infoPath?: string;
  }
  export default function ApiExplorer(props: Props): ReactNode;
}

declare module '@theme/ApiExplorer/CodeTabs' {
  import type {ReactNode} from 'react';

  export interface Props {
    groupId?: string;
    defaultValue?: string;
    lazy?: boolean;
    className?: string;
    children: ReactNode;
  }
  export default function CodeTabs(props: Props): ReactNode;
}

declare module '@theme-original/Schema' {
  import type {ReactNode} from 'react';

  export interface Props {
    schema: unknown;
    schemaType: 'request' | 'response';
    schemaPath?: string;
  }
  export default function Schema(props: Props): ReactNode;
}

declare module '@theme-original/SchemaItem' {
  import type {ReactNode} from 'react';

  export interface Props {
    children?: ReactNode;
    collapsible?: boolean;
    name?: string;
    qualifierMessage?: string;
    required?: boolean;
    schemaName?: string;
    schema?: unknown;
    discriminator?: boolean;
  }
  export default function SchemaItem(props: Props): ReactNode;
}

declare module '@theme-original/ParamsItem' {
  import type {ReactNode} from 'react';

  export interface Props {
    className: string;
    param: Record<string, unknown>;
  }
  export default function ParamsItem(props: Props): ReactNode;
}

declare module '@theme-original/ResponseHeaders' {
  import type {ReactNode} from 'react';

  export default function ResponseHeaders(props: {responseHeaders?: Record<string, unknown>}): ReactNode;
}

declare module '@theme/utils/tabsUtils' {
  /** The tab list a tab item belongs to: the value of its selected tab. */
  export function useTabs(): {selectedValue: string | null | undefined; lazy?: boolean};
}

declare module '@theme-original/Example' {
  import type {ReactNode} from 'react';

  export function Example(props: {example?: unknown; examples?: unknown}): ReactNode;
  export function renderExamplesRecord(
    examples: Record<string, {value: unknown; summary?: string}>,
  ): ReactNode;
  export function renderStringArrayExamples(examples: unknown[]): ReactNode;
}

declare module '@theme/ParamsItem' {
  export {default, type Props} from '@theme-original/ParamsItem';
}

declare module '@theme-original/ResponseExamples' {
  import type {ReactNode} from 'react';

  interface Examples {
    responseExamples: Record<string, {summary?: string; value?: unknown}>;
    mimeType: string;
  }
  export function ResponseExamples(props: Examples): ReactNode;
  export function ResponseExample(props: {responseExample: unknown; mimeType: string}): ReactNode;
  export function ExampleFromSchema(props: {schema: unknown; mimeType: string}): ReactNode;
  export function json2xml(value: unknown, tab?: string): string;
}

declare module '@theme/CodeSamples' {
  import type {ReactNode} from 'react';

  export default function CodeSamples(props: {example: string; language?: string}): ReactNode;
}

declare module '@theme/Markdown' {
  import type {ReactNode} from 'react';

  export default function Markdown(props: {children?: string; className?: string}): ReactNode;
}
