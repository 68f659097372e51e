import { BarChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { init, registerMap, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// ECharts with every piece the console's charts draw with: a chunk of its own (load-echarts.ts),
// fetched when the first chart mounts, so that a page without charts never loads it. Registering
// the pieces here, once, spares each chart naming its own.
use([
  LineChart,
  BarChart,
  PieChart,
  MapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export { init, registerMap };
