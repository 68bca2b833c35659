/**
 * Replaces the theme's request explorer. Operation pages show the code samples rendered at build time
 * (`x-codeSamples`, see src/api-reference/codeSamples.ts) with the theme's tabs, so the explorer, the Postman
 * code generators, faker and the MIME database never reach the reader's browser. The send button is hidden
 * site-wide, so the explorer's form has nothing to do. Every operation and webhook gets samples when the
 * pages are generated; a page without any shows no panel rather than the theme's explorer, which cannot
 * render on the server.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import CodeTabs from '@theme/ApiExplorer/CodeTabs';
import type {Props as OriginalProps} from '@theme-original/ApiExplorer';

import {codeSampleLanguages} from '@site/config/codeSampleLanguages';
import type {TabIds} from '@site/src/theme/TabItem';

interface CodeSample {
  lang: string;
  label?: string;
  source: string;
}

type Props = OriginalProps & {item: {'x-codeSamples'?: CodeSample[]}};

interface PanelProps extends TabIds {
  value: string;
  label: string;
  attributes: {className: string};
  children: ReactNode;
}

// CodeTabs reads value, label and attributes from its children's props to build the tab list; the ids that
// tie panel and tab come from src/hydration/keepMountedAfterHydration.tsx.
function Panel({children, tabId, panelId}: PanelProps): ReactNode {
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId}>
      {children}
    </div>
  );
}

/** Prism names for the languages samples in the description are written in, beyond the six of the portal. */
const highlights: Record<string, string> = {shell: 'bash', sh: 'bash', node: 'javascript', 'c#': 'csharp'};

interface Tab {
  key: string;
  label: string;
  highlight: string;
  source: string;
}

function tabsOf(samples: readonly CodeSample[]): Tab[] {
  const ours = codeSampleLanguages.flatMap((language) => {
    const sample = samples.find((candidate) => candidate.lang === language.lang);
    return sample === undefined
      ? []
      : [
          {
            key: language.key,
            label: sample.label ?? language.lang,
            highlight: language.highlight,
            source: sample.source,
          },
        ];
  });
  const others = samples
    .filter((sample) => !codeSampleLanguages.some((language) => language.lang === sample.lang))
    .map((sample) => {
      const name = sample.lang.toLowerCase();
      return {
        key: name.replace(/[^a-z0-9]+/g, '-'),
        label: sample.label ?? sample.lang,
        highlight: highlights[name] ?? name,
        source: sample.source,
      };
    });
  return [...ours, ...others];
}

export default function ApiExplorer(props: Props): ReactNode {
  const tabs = tabsOf(props.item['x-codeSamples'] ?? []);
  const first = tabs[0];
  if (first === undefined) return null;
  return (
    <CodeTabs groupId="code-samples" defaultValue={first.key} lazy>
      {tabs.map((tab) => (
        <Panel
          key={tab.key}
          value={tab.key}
          label={tab.label}
          attributes={{className: `openapi-tabs__code-item--${tab.key}`}}>
          <CodeBlock language={tab.highlight} showLineNumbers>
            {tab.source}
          </CodeBlock>
        </Panel>
      ))}
    </CodeTabs>
  );
}
