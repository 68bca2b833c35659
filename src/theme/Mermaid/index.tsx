import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

/**
 * Mermaid (about 230 KB gzip) lays a diagram out on the main thread, in tasks of several hundred milliseconds on
 * a phone, and the theme starts that as soon as the page has hydrated, wherever the diagram is. A diagram is
 * rendered here once it comes within one screen of the viewport: the library is fetched and run only for
 * readers who scroll towards it, and the page they opened reacts to input meanwhile. The server renders
 * nothing for a diagram either way.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
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
  return near ? <Mermaid {...props} /> : <div ref={placeholder} data-diagram-placeholder="" />;
}
