import { fetchedOnce } from '../../lazy';

/** What a chart draws with: ECharts, its pieces registered (echarts-kit.ts). */
export type EChartsKit = typeof import('./echarts-kit');

/** ECharts, fetched when the first chart of the page mounts and shared by every chart after. */
export const echartsKit = fetchedOnce((): Promise<EChartsKit> => import('./echarts-kit'));
