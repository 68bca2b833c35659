// The OpenAPI theme ships no type declarations for its components; these cover what the wrapper uses.
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
