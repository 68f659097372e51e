import type { EChartsCoreOption } from 'echarts/core';
import type { ChartTheme } from '../../../console/pages/charts/chart-theme';
import { getInstanceByDom } from 'echarts/core';
import { EChart } from '../../../console/pages/charts/echart';
import { THEME_TOKENS } from '../../../elements/core/theme';
import { emulateMedia } from '@web/test-runner-commands';
import { expect, waitFor } from '../harness';
import { mountConsole, resetConsole, type ConsoleView } from '../console/console-fixture';

interface Bar {
  name: string;
  value: number;
}

/** The themes each drawing was built with, in order. */
let builtWith: ChartTheme[] = [];

function buildAnimatedBars(bars: Bar[], theme: ChartTheme): EChartsCoreOption {
  builtWith.push(theme);
  return {
    color: theme.palette,
    xAxis: { type: 'category', data: bars.map((bar) => bar.name) },
    yAxis: { type: 'value' },
    series: [{ type: 'bar', data: bars.map((bar) => bar.value) }],
  };
}

/** Still bars: the tests that do not look at motion need not wait for an animation to finish. */
const buildBars = (bars: Bar[], theme: ChartTheme): EChartsCoreOption => ({
  ...buildAnimatedBars(bars, theme),
  animation: false,
});

const isEmpty = (bars: Bar[]) => bars.length === 0;
const BARS: Bar[] = [
  { name: '黑龙江', value: 12 },
  { name: '河南', value: 7 },
];

function chart(data: Bar[] | null, loading: boolean, width = 400, build = buildBars) {
  return (
    <div id="box" style={{ width }}>
      <EChart data={data} isEmpty={isEmpty} build={build} loading={loading} label="各省订单" height={240} />
    </div>
  );
}

const frame = (view: ConsoleView) => view.$<HTMLElement>('[role="img"]');
const canvasOf = (view: ConsoleView) => frame(view).querySelector('canvas');

/** Whether the chart's current drawing animates (ECharts animates unless told not to). */
function animates(view: ConsoleView): boolean {
  const instance = getInstanceByDom(frame(view).querySelector<HTMLElement>('[data-part="canvas"]') as HTMLElement);
  return instance?.getOption().animation !== false;
}

afterEach(async () => {
  await emulateMedia({ reducedMotion: 'no-preference' });
  resetConsole();
  document.documentElement.style.removeProperty(THEME_TOKENS.colorPrimary);
  builtWith = [];
});

describe('<EChart>', () => {
  it('says it is loading while nothing has arrived, and while a new fetch runs', async () => {
    const view = mountConsole(chart(null, false));
    expect(frame(view).dataset.chartState).to.equal('loading');
    expect(frame(view).getAttribute('aria-busy')).to.equal('true');
    expect(frame(view).textContent).to.contain('加载中');
    view.render(chart(BARS, false));
    await waitFor(() => frame(view).dataset.drawn === 'true', 5000, 'the chart drawn');
    view.render(chart(BARS, true));
    expect(frame(view).dataset.chartState).to.equal('loading');
    expect(frame(view).dataset.drawn).to.equal('false');
  });

  it('shows the empty state for an empty data set and draws nothing', async () => {
    const view = mountConsole(chart([], false));
    // ECharts arrives on its own: the first chart of a page waits for it.
    await waitFor(() => frame(view).dataset.chartState !== 'loading', 5000, 'ECharts loaded');
    expect(frame(view).dataset.chartState).to.equal('empty');
    expect(frame(view).getAttribute('aria-busy')).to.equal('false');
    expect(frame(view).textContent).to.contain('暂无数据');
    expect(builtWith).to.have.length(0);
  });

  it('draws the data with the console theme and marks the frame drawn when ECharts has finished', async () => {
    const view = mountConsole(chart(BARS, false));
    await waitFor(() => frame(view).dataset.chartState !== 'loading', 5000, 'ECharts loaded');
    expect(frame(view).dataset.chartState).to.equal('ready');
    await waitFor(() => frame(view).dataset.drawn === 'true', 5000, 'the chart drawn');
    await waitFor(() => canvasOf(view)?.width === 400, 3000, 'a 400 px canvas');
    expect(frame(view).textContent).to.not.contain('暂无数据');
    expect(builtWith.length).to.be.greaterThan(0);
  });

  it('redraws with the new primary colour when the console re-themes', async () => {
    const view = mountConsole(chart(BARS, false));
    await waitFor(() => frame(view).dataset.drawn === 'true', 5000, 'the first drawing');
    const before = builtWith.length;
    document.documentElement.style.setProperty(THEME_TOKENS.colorPrimary, '#ff0000');
    await waitFor(() => builtWith.length > before, 3000, 'a new drawing');
    expect(builtWith[builtWith.length - 1].primary).to.equal('#ff0000');
    expect(builtWith[builtWith.length - 1].palette[0]).to.equal('#ff0000');
    await waitFor(() => frame(view).dataset.drawn === 'true', 5000, 'the redrawing');
  });

  it('resizes its canvas with its box', async () => {
    const view = mountConsole(chart(BARS, false, 400));
    await waitFor(() => frame(view).dataset.drawn === 'true', 5000, 'the chart drawn');
    await waitFor(() => canvasOf(view)?.getBoundingClientRect().width === 400, 3000, 'a 400 px canvas');
    view.render(chart(BARS, false, 640));
    await waitFor(() => canvasOf(view)?.getBoundingClientRect().width === 640, 3000, 'a 640 px canvas');
    expect(canvasOf(view)?.getBoundingClientRect().height).to.equal(240);
  });

  it('draws without animation for a user who prefers reduced motion, following the setting while open', async () => {
    const view = mountConsole(chart(BARS, false, 400, buildAnimatedBars));
    await waitFor(() => frame(view).dataset.drawn === 'true', 5000, 'the animated drawing');
    expect(animates(view)).to.equal(true);
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitFor(() => !animates(view), 3000, 'a drawing without animation');
    await waitFor(() => frame(view).dataset.drawn === 'true', 5000, 'the still drawing');
    await emulateMedia({ reducedMotion: 'no-preference' });
    await waitFor(() => animates(view), 3000, 'the animation back');
  });
});
