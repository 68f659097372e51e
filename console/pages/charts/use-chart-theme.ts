import { useEffect, useState, type RefObject } from 'react';
import { readChartTheme, sameChartTheme, type ChartTheme } from './chart-theme';

/**
 * The theme in effect at the chart, read again whenever the console re-themes: the settings
 * drawer writes the `--farm-*` properties into the root element's inline style.
 */
export function useChartTheme(host: RefObject<HTMLElement | null>): ChartTheme | null {
  const [theme, setTheme] = useState<ChartTheme | null>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const reread = () => {
      const next = readChartTheme(element);
      setTheme((current) => (current && sameChartTheme(current, next) ? current : next));
    };
    reread();
    const observer = new MutationObserver(reread);
    for (const target of [document.documentElement, document.body])
      observer.observe(target, { attributes: true, attributeFilter: ['style', 'class', 'data-theme'] });
    return () => observer.disconnect();
  }, [host]);
  return theme;
}
