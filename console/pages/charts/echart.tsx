import styled from '@emotion/styled';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { useRemoteData } from '../../../elements/core/remote';
import { Button, color, Empty, Spin } from '../../../elements/core/ui';
import type { ChartTheme } from './chart-theme';
import { echartsKit } from './load-echarts';
import { useChartTheme } from './use-chart-theme';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export interface EChartProps<T> {
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
    flex-direction: column;
    gap: 8px;
    justify-content: center;
    color: ${color.textSecondary};
  }
`;

/** ECharts is fetched once for every chart on the page, in parallel with the chart's data. */
const ECHARTS_KEY = ['echarts'] as const;

export type ChartState = 'loading' | 'empty' | 'ready';

/**
 * The state a chart shows: fetching (the data, or ECharts itself) wins over what it last drew,
 * then an empty data set.
 */
export function chartState<T>(data: T | null, loading: boolean, isEmpty: (data: T) => boolean): ChartState {
  if (loading || data === null) return 'loading';
  return isEmpty(data) ? 'empty' : 'ready';
}

/**
 * One ECharts canvas that follows the console theme, resizes with its box (window, sider,
 * full screen), draws without animation for a user who prefers reduced motion and says when it
 * is loading, has nothing to show, or could not fetch ECharts (offering a reload, which fetches it anew).
 */
export function EChart<T>({
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
  const echarts = useRemoteData(ECHARTS_KEY, echartsKit.load, { initialData: echartsKit.value() });
  const kit = echarts.data;
  // Whether the current option has finished drawing (animations included): tests and screenshots wait for it.
  const [drawn, setDrawn] = useState(false);
  const failed = echarts.error !== null && !echarts.loading;
  const state = kit ? chartState(data, loading, isEmpty) : 'loading';
  const option = useMemo(() => {
    if (!theme || data === null || isEmpty(data)) return null;
    const built = build(data, theme);
    // Growing bars and sliding lines are the motion a user who asked for less motion is spared.
    return reducedMotion ? { ...built, animation: false } : built;
  }, [theme, data, isEmpty, build, reducedMotion]);

  // Created once ECharts has arrived: theme or data changes only set the option.
  useEffect(() => {
    const element = canvas.current;
    if (!element || !kit) return undefined;
    const instance = kit.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('finished', () => setDrawn(true));
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [kit]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: kit stands for the instance the effect above makes once ECharts has arrived, which then takes the option already built.
  useEffect(() => {
    if (!chart.current) return;
    setDrawn(false);
    if (option) chart.current.setOption(option, true);
    else chart.current.clear();
  }, [option, kit]);

  return (
    <Frame
      ref={frame}
      className={className}
      style={{ height }}
      // A picture while it draws; a group once it offers the reload, whose button an image would hide.
      role={failed ? 'group' : 'img'}
      aria-label={label}
      aria-busy={state === 'loading' && !failed}
      data-chart-state={failed ? 'failed' : state}
      data-drawn={state === 'ready' && drawn}
    >
      <div data-part="canvas" ref={canvas} />
      {failed ? (
        <div data-part="overlay" role="alert">
          {t('dashboard.chart.failed')}
          <Button onClick={() => window.location.reload()}>{t('console.views.retry')}</Button>
        </div>
      ) : state === 'loading' ? (
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
