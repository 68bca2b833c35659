import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * A Markdown table. The theme lets a table wider than the text column scroll sideways inside itself; a reader
 * without a pointer can only scroll it once it takes the keyboard focus (WCAG 2.1.1, axe's
 * scrollable-region-focusable). So a table that overflows becomes a tab stop, and one that fits stays out of
 * the tab order. Rendered on the server without the tab stop; the width is known only in the browser.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (table === null) return undefined;
    const observer = new ResizeObserver(() => setOverflows(table.scrollWidth > table.clientWidth));
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={ref} tabIndex={overflows ? 0 : undefined} />;
}
