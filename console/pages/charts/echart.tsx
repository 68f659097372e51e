import styled from '@emotion/styled';
import { init, use, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { color, Empty, Spin } from '../../../elements/core/ui';
import type { ChartTheme } from './chart-theme';
import { useChartTheme } from './use-chart-theme';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** What `echarts/core`'s `use` takes: the chart types, components and renderer a page draws with. */
export type ChartParts = Parameters<typeof use>[0];

export interface EChartProps<T> {
  /** Registered before the first drawing, so a page bundles only the chart types it uses. */
  parts: ChartParts;
  /** Null while nothing has arrived yet. */
  data: T | null;
  isEmpty: (data: T) => boolean;
  /** Keep it stable (module level or memoised): a new function redraws the chart. */
  build: (data: T, theme: ChartTheme) => EChartsCoreOption;
  loading: boolean;
  label: string;
  height?: number | string;
  className?: string;
}

const Frame = styled.div`
  position: relative;
  width: 100%;
  & > [data-part='canvas'] { width: 100%; height: 100%; }
  & > [data-part='overlay'] {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${color.textSecondary};
  }
`;

export type ChartState = 'loading' | 'empty' | 'ready';

/** The state a chart shows: fetching wins over what it last drew, then an empty data set. */
export function chartState<T>(data: T | null, loading: boolean, isEmpty: (data: T) => boolean): ChartState {
  if (loading || data === null) return 'loading';
  return isEmpty(data) ? 'empty' : 'ready';
}

/**
 * One ECharts canvas that follows the console theme, resizes with its box (window, sider,
 * full screen), draws without animation for a user who prefers reduced motion and says when it
 * is loading or has nothing to show.
 */
export function EChart<T>({
  parts,
  data,
  isEmpty,
  build,
  loading,
  label,
  height = 300,
  className,
}: EChartProps<T>): ReactElement {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const theme = useChartTheme(frame);
  const reducedMotion = usePrefersReducedMotion();
  // Whether the current option has finished drawing (animations included): tests and screenshots wait for it.
  const [drawn, setDrawn] = useState(false);
  const state = chartState(data, loading, isEmpty);
  const option = useMemo(() => {
    if (!theme || data === null || isEmpty(data)) return null;
    const built = build(data, theme);
    // Growing bars and sliding lines are the motion a user who asked for less motion is spared.
    return reducedMotion ? { ...built, animation: false } : built;
  }, [theme, data, isEmpty, build, reducedMotion]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount: the parts are fixed per page, and theme or data changes only set the option.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    use(parts);
    const instance = init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('finished', () => setDrawn(true));
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (!chart.current) return;
    setDrawn(false);
    if (option) chart.current.setOption(option, true);
    else chart.current.clear();
  }, [option]);

  return (
    <Frame
      ref={frame}
      className={className}
      style={{ height }}
      role="img"
      aria-label={label}
      aria-busy={state === 'loading'}
      data-chart-state={state}
      data-drawn={state === 'ready' && drawn}
    >
      <div data-part="canvas" ref={canvas} />
      {state === 'loading' ? (
        <div data-part="overlay">
          <Spin spinning tip={t('dashboard.chart.loading')} />
        </div>
      ) : null}
      {state === 'empty' ? (
        <div data-part="overlay">
          <Empty description={t('dashboard.chart.empty')} />
        </div>
      ) : null}
    </Frame>
  );
}
