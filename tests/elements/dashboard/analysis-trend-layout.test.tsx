import { getInstanceByDom } from 'echarts/core';
import type { ChartTheme } from '../../../console/pages/charts/chart-theme';
import { EChart } from '../../../console/pages/charts/echart';
import type { TrendPoint } from '../../../console/pages/dashboard/analysis-figures';
import { trendOption, type TrendLabels } from '../../../console/pages/dashboard/analysis-options';
import { expect, waitFor } from '../harness';
import { mountConsole, resetConsole, type ConsoleView } from '../console/console-fixture';

// The analysis page's order trend: its legend must not cover the axes' names or labels at the
// widths the card takes (a phone, a tablet's half, a desktop). The boxes are ECharts' own: the
// canvas draws text the DOM cannot measure.

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface DrawnText {
  text: string;
  /** The component that drew it: legend, xAxis, yAxis ... */
  owner: string;
  box: Box;
}

/** The zrender pieces this test reads (ECharts marks each component view's group with its model). */
interface Piece {
  parent: Piece | null;
  style?: { text?: unknown };
  __ecComponentInfo?: { mainType: string } | null;
  getBoundingRect(): {
    clone(): { applyTransform(matrix: unknown): void; x: number; y: number; width: number; height: number };
  };
  getComputedTransform(): unknown;
}

/** A month of days with revenue in the hundreds of thousands: the widest axis labels the page shows. */
const POINTS: TrendPoint[] = Array.from({ length: 30 }, (_, day) => ({
  period: `2026-11-${String(day + 1).padStart(2, '0')}`,
  orderCount: 40 + ((day * 37) % 90),
  revenue: 120_000 + ((day * 7919) % 230_000),
  serviceArea: 300,
}));

const LABELS: Record<string, TrendLabels> = {
  'zh-CN': { orders: '订单数', revenue: '营业额' },
  en: { orders: 'Orders', revenue: 'Revenue' },
};

const isEmpty = (points: TrendPoint[]) => points.length === 0;

function mountTrend(width: number, labels: TrendLabels): ConsoleView {
  const build = (points: TrendPoint[], theme: ChartTheme) => ({
    ...trendOption(points, theme, labels),
    animation: false,
  });
  return mountConsole(
    <div style={{ width }}>
      <EChart data={POINTS} isEmpty={isEmpty} build={build} loading={false} label="订单趋势" height={340} />
    </div>,
  );
}

function ownerOf(piece: Piece): string {
  for (let at: Piece | null = piece; at; at = at.parent) if (at.__ecComponentInfo) return at.__ecComponentInfo.mainType;
  return 'series';
}

/** Every text ECharts drew, with its box on the canvas. */
function drawnTexts(view: ConsoleView): DrawnText[] {
  const canvasBox = view.$<HTMLElement>('[data-part="canvas"]');
  const chart = getInstanceByDom(canvasBox);
  if (!chart) throw new Error('no chart');
  const pieces = chart.getZr().storage.getDisplayList(true) as unknown as Piece[];
  return pieces
    .filter((piece) => typeof piece.style?.text === 'string' && piece.style.text !== '')
    .map((piece) => {
      const rect = piece.getBoundingRect().clone();
      rect.applyTransform(piece.getComputedTransform());
      return {
        text: String(piece.style?.text),
        owner: ownerOf(piece),
        box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      };
    });
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

afterEach(resetConsole);

describe('the order trend chart keeps its legend clear of the axes', () => {
  for (const [locale, labels] of Object.entries(LABELS)) {
    for (const width of [320, 420, 768, 1200]) {
      it(`${width} px wide, ${locale} names`, async () => {
        const view = mountTrend(width, labels);
        const frame = view.$<HTMLElement>('[role="img"]');
        await waitFor(() => frame.dataset.drawn === 'true', 5000, 'the chart drawn');
        await waitFor(
          () => frame.querySelector('canvas')?.getBoundingClientRect().width === width,
          5000,
          `a ${width} px canvas`,
        );
        await waitFor(() => frame.dataset.drawn === 'true', 5000, 'the chart drawn at its width');
        const texts = drawnTexts(view);
        const legend = texts.filter((text) => text.owner === 'legend');
        const axes = texts.filter((text) => text.owner === 'xAxis' || text.owner === 'yAxis');
        expect(legend.map((text) => text.text)).to.have.members([labels.orders, labels.revenue]);
        // Both axis names are drawn, beside the tick labels.
        expect(axes.map((text) => text.text)).to.include.members([labels.orders, labels.revenue]);
        const clashes = legend.flatMap((entry) =>
          axes.filter((axis) => overlap(entry.box, axis.box)).map((axis) => `${entry.text} × ${axis.text}`),
        );
        expect(clashes, JSON.stringify({ legend, axes: axes.filter((axis) => axis.box.y < 80) })).to.deep.equal([]);
        // And every text stays on the canvas.
        const outside = texts.filter(({ box }) => box.x < -1 || box.x + box.width > width + 1 || box.y < -1);
        expect(outside.map((text) => `${text.owner}:${text.text}`)).to.deep.equal([]);
      });
    }
  }
});
