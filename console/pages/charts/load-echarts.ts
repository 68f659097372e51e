import { viewGroup } from '../../lazy';

/** What a chart draws with: ECharts, its pieces registered (echarts-kit.ts). */
export type EChartsKit = typeof import('./echarts-kit');

/**
 * ECharts, fetched when the first chart of the page mounts and shared by every chart after; like a
 * view's chunk it fails after the spec's 120 s, and a failure stays until the page is reloaded (the
 * browser keeps a module it could not fetch as failed).
 */
export const echartsKit = viewGroup((): Promise<EChartsKit> => import('./echarts-kit'));
