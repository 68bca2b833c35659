/**
 * Wraps the theme's request explorer. Operation pages show the code samples rendered at build time
 * (`x-codeSamples`, see scripts/openapi/codeSamples.ts) with the theme's tabs, so the explorer, the Postman
 * code generators, faker and the MIME database never reach the reader's browser. The send button is hidden
 * site-wide, so the explorer's form has nothing to do; only an operation without samples falls back to the
 * original explorer, in a chunk of its own.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import CodeTabs from '@theme/ApiExplorer/CodeTabs';
import type {Props as OriginalProps} from '@theme-original/ApiExplorer';

import {codeSampleLanguages} from '@site/config/codeSampleLanguages';

const OriginalExplorer = lazy(() => import('@theme-original/ApiExplorer'));

interface CodeSample {
  lang: string;
  label?: string;
  source: string;
}

type Props = OriginalProps & {item: {'x-codeSamples'?: CodeSample[]}};

interface PanelProps {
  value: string;
  label: string;
  attributes: {className: string};
  children: ReactNode;
}

// CodeTabs reads value, label and attributes from its children's props to build the tab list.
function Panel({children}: PanelProps): ReactNode {
  return <div role="tabpanel">{children}</div>;
}

export default function ApiExplorer(props: Props): ReactNode {
  const samples = props.item['x-codeSamples'] ?? [];
  const tabs = codeSampleLanguages.flatMap((language) => {
    const sample = samples.find((candidate) => candidate.lang === language.lang);
    return sample === undefined ? [] : [{language, sample}];
  });
  const first = tabs[0];
  if (first === undefined) {
    return (
      <Suspense fallback={null}>
        <OriginalExplorer {...props} />
      </Suspense>
    );
  }
  return (
    <CodeTabs groupId="code-samples" defaultValue={first.language.key} lazy>
      {tabs.map(({language, sample}) => (
        <Panel
          key={language.key}
          value={language.key}
          label={language.lang}
          attributes={{className: `openapi-tabs__code-item--${language.key}`}}>
          <CodeBlock language={language.highlight} showLineNumbers>
            {sample.source}
          </CodeBlock>
        </Panel>
      ))}
    </CodeTabs>
  );
}
