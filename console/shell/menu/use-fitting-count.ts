import { useLayoutEffect, useRef, useState } from 'react';

/** Room kept for the "more" button when some entries do not fit. */
const MORE_WIDTH = 64;

/**
 * How many of a row's entries fit its width. Every entry stays rendered so each can be
 * measured; the caller takes the ones past the count out of the flow and lists them under
 * "more".
 */
export function useFittingCount(count: number) {
  const row = useRef<HTMLUListElement>(null);
  const [fitting, setFitting] = useState(count);

  useLayoutEffect(() => {
    const element = row.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const available = element.parentElement?.clientWidth ?? element.clientWidth;
      const widths = [...element.children].slice(0, count).map((child) => (child as HTMLElement).offsetWidth);
      const total = widths.reduce((sum, width) => sum + width, 0);
      if (total <= available) {
        setFitting(count);
        return;
      }
      let used = MORE_WIDTH;
      let fits = 0;
      for (const width of widths) {
        if (used + width > available) break;
        used += width;
        fits += 1;
      }
      setFitting(fits);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element.parentElement ?? element);
    measure();
    return () => observer.disconnect();
  }, [count]);

  return { row, fitting };
}
