import React, {useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

import {diagramKey} from './diagramKey';
import sizes from './sizes.json';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/** Width and height of each diagram, by its key. */
const measured: Record<string, readonly number[] | undefined> = sizes;

/**
 * Mermaid (about 230 KB gzip) lays a diagram out on the main thread, in tasks of several hundred milliseconds on
 * a phone, and the theme starts that as soon as the page has hydrated, wherever the diagram is. A diagram is
 * rendered here once it comes within one screen of the viewport: the library is fetched and run only for
 * readers who scroll towards it, and the page they opened reacts to input meanwhile.
 *
 * The server renders the diagram's box at the size the diagram will have (sizes.json, measured by
 * `npm run diagram-sizes`), so nothing below it moves when it is drawn, and a wide diagram keeps a readable
 * size on a phone inside a region that scrolls sideways.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const region = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const key = diagramKey(props.value);
  const size = measured[key];
  useEffect(() => {
    const element = region.current;
    if (near || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: '100% 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  useEffect(() => {
    const element = region.current;
    if (element === null) return undefined;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const box = size && ({'--diagram-width': size[0], '--diagram-height': size[1]} as CSSProperties);
  return (
    <div
      ref={region}
      className={styles.region}
      data-diagram={key}
      // The source for the Markdown copy of the page (src/markdown-plugins/rehype-mermaid-source), which is
      // made from the built HTML, where the diagram is not drawn yet.
      data-mermaid-source={props.value}
      // A region that scrolls is a tab stop, so that the keyboard can scroll it; one that fits is not.
      {...(overflows
        ? {
            tabIndex: 0,
            role: 'region',
            'aria-label': translate({
              id: 'theme.Mermaid.scrollRegion',
              message: 'Diagramm',
              description: 'The label of the scrollable region around a diagram wider than the page',
            }),
          }
        : {})}>
      <div className={box ? styles.box : undefined} style={box}>
        {near ? <Mermaid {...props} /> : <div data-diagram-placeholder="" />}
      </div>
    </div>
  );
}
