import { BarChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartParts } from './echart';

/*
 * The ECharts pieces each kind of chart needs, named per chart type so that a page imports
 * only what it draws (tree shaking drops the rest). Registering a piece twice is harmless.
 */
export const LINE_PARTS: ChartParts = [
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  CanvasRenderer,
];
export const BAR_PARTS: ChartParts = [BarChart, GridComponent, TooltipComponent, CanvasRenderer];
export const PIE_PARTS: ChartParts = [PieChart, TooltipComponent, LegendComponent, CanvasRenderer];
export const MAP_PARTS: ChartParts = [MapChart, TooltipComponent, VisualMapComponent, CanvasRenderer];
