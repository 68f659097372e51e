import { expect, test, type Page } from './farm-test';
import { API_BASE, apiToken, sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { expectNotice } from './notice-record';

interface AnalysisAnswer {
  totals: { orderCount: number; revenue: number; serviceArea: number; utilisation: number; machineCount: number };
  trend: unknown[];
}

async function serverAnalysis(page: Page, query: string): Promise<AnalysisAnswer> {
  const token = await apiToken(page.request, 'admin');
  const answer = await (
    await page.request.get(`${API_BASE}/stats/analysis?${query}`, { headers: { 'X-Access-Token': token } })
  ).json();
  expect(answer.success, answer.message).toBe(true);
  return answer.result as AnalysisAnswer;
}

/** Charts with data whose drawing (animations included) has finished. */
async function expectChartsReady(page: Page, count: number) {
  await expect(page.locator('[data-chart-state="ready"][data-drawn="true"]')).toHaveCount(count, { timeout: 20000 });
}

/** Distinct colours in a PNG, decoded by the browser itself (no image library on the test side). */
async function distinctColours(
  page: Page,
  png: Buffer,
  area: { x: number; y: number; width: number; height: number },
): Promise<number> {
  return page.evaluate(
    async ({ data, area }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = area.width;
      canvas.height = area.height;
      const context = canvas.getContext('2d');
      if (!context) return 0;
      context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height);
      const pixels = context.getImageData(0, 0, area.width, area.height).data;
      const colours = new Set<number>();
      for (let index = 0; index < pixels.length; index += 4)
        colours.add((pixels[index] << 16) | (pixels[index + 1] << 8) | pixels[index + 2]);
      return colours.size;
    },
    { data: png.toString('base64'), area },
  );
}

async function expectNoScrollbars(page: Page) {
  const overflow = await page.evaluate(() => ({
    x: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    y: document.documentElement.scrollHeight - document.documentElement.clientHeight,
  }));
  expect(overflow).toEqual({ x: 0, y: 0 });
}

test.describe('the dashboards', () => {
  test('the analysis page shows the server aggregates of its range and redraws on a new unit', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await expectChartsReady(page, 4);
    const begin = await page.locator('input[name="begin"]').inputValue();
    const end = await page.locator('input[name="end"]').inputValue();
    const expected = await serverAnalysis(page, `begin=${begin}&end=${end}&unit=month`);
    expect(expected.totals.orderCount).toBeGreaterThan(0);
    for (const key of ['orderCount', 'revenue', 'serviceArea', 'utilisation'] as const) {
      await expect(page.locator(`[data-figure="${key}"]`)).toHaveAttribute('data-value', String(expected.totals[key]));
    }

    await page.getByRole('radio', { name: '周' }).check({ force: true });
    await expectChartsReady(page, 4);
    await page.locator('input[name="begin"]').fill('2001-01-01');
    await page.locator('input[name="end"]').fill('2001-12-31');
    await expect(page.locator('[data-figure="orderCount"]')).toHaveAttribute('data-value', '0');
    await expect(page.locator('[data-chart-state="empty"]')).toHaveCount(4);
    await page.locator('input[name="begin"]').fill('2002-01-01');
    await page.locator('input[name="end"]').fill('2001-06-01');
    await expectNotice(page, '开始日期不能晚于结束日期');
  });

  test('the monitor shows the server figures and samples them again every five seconds', async ({ page }) => {
    await openSignedIn(page, 'admin', '/dashboard/monitor');
    const uptime = page.locator('[data-figure="uptime"]');
    await expect(uptime).not.toHaveAttribute('data-value', '');
    const first = Number(await uptime.getAttribute('data-value'));
    const token = await apiToken(page.request, 'admin');
    const server = (
      await (await page.request.get(`${API_BASE}/stats/monitor`, { headers: { 'X-Access-Token': token } })).json()
    ).result;
    expect(Math.abs(server.uptimeSeconds - first)).toBeLessThan(30);
    await expect(page.locator('[data-figure="database"]')).toHaveAttribute('data-value', /^[1-9]\d*$/);
    await expect
      .poll(async () => Number(await uptime.getAttribute('data-value')), { timeout: 12000 })
      .toBeGreaterThan(first);
    await expectChartsReady(page, 1);
  });

  test("the chart home draws its trend, status mix, ranking and map, and the week's visits the server counted", async ({
    page,
  }) => {
    await openSignedIn(page, 'admin', '/dashboard/indexChart');
    await expectChartsReady(page, 5);
    await expect(page.getByRole('img', { name: '各省订单分布' })).toBeVisible();
    const visits = page.getByRole('region', { name: '最近一周访问量统计' });
    await expect(visits.getByRole('img', { name: '最近一周访问量统计' })).toBeVisible();
    const token = await apiToken(page.request, 'admin');
    const counted = (
      await (await page.request.get(`${API_BASE}/sys/loginfo`, { headers: { 'X-Access-Token': token } })).json()
    ).result;
    // This test signed in, so today has at least one visit; the figures are the server's.
    expect(counted.todayVisitCount).toBeGreaterThan(0);
    const shown = async (name: string) =>
      Number(await visits.locator(`[data-count="visits-${name}"]`).getAttribute('data-value'));
    expect(await shown('today')).toBeGreaterThan(0);
    expect(await shown('today')).toBeLessThanOrEqual(counted.todayVisitCount);
    expect(await shown('total')).toBeGreaterThanOrEqual(await shown('today'));
    expect(await shown('todayIp')).toBeGreaterThan(0);
  });

  test('the big-data home shows the fleet, orders and yield of the server and draws its map, trend and yield', async ({
    page,
  }) => {
    await openSignedIn(page, 'admin', '/dashboard/indexBdc');
    await expectChartsReady(page, 3);
    const range = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return {
        begin: `${now.getFullYear() - 1}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
        end: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
      };
    });
    const expected = await serverAnalysis(page, `begin=${range.begin}&end=${range.end}&unit=month`);
    await expect(page.locator('[data-figure="orderCount"]')).toHaveAttribute(
      'data-value',
      String(expected.totals.orderCount),
    );
    expect(expected.totals.machineCount).toBeGreaterThan(0);
    await expect(page.locator('[data-figure="machineCount"]')).toHaveAttribute(
      'data-value',
      String(expected.totals.machineCount),
    );
    const token = await apiToken(page.request, 'admin');
    const yields = (
      await (await page.request.get(`${API_BASE}/stats/yieldScreen`, { headers: { 'X-Access-Token': token } })).json()
    ).result as { byYear: { totalYield: number }[] };
    await expect(page.locator('[data-figure="latestYield"]')).toHaveAttribute(
      'data-value',
      String(yields.byYear[yields.byYear.length - 1].totalYield),
    );
  });

  test('the task board shows each step of the work as the server counts it and opens its list', async ({ page }) => {
    await openSignedIn(page, 'admin');
    const token = await apiToken(page.request, 'admin');
    const lanes = (
      await (await page.request.get(`${API_BASE}/stats/tasks`, { headers: { 'X-Access-Token': token } })).json()
    ).result as {
      key: string;
      count: number;
      items: { number: string }[];
    }[];
    expect(lanes.map((lane) => lane.key)).toEqual(['dispatch', 'start', 'assign', 'repair']);
    const dashboards = sideMenu(page).getByRole('button', { name: '仪表盘', exact: true });
    if ((await dashboards.getAttribute('aria-expanded')) !== 'true') await dashboards.click();
    await sideMenu(page).getByRole('link', { name: '任务首页', exact: true }).click();
    await expect(page.getByRole('heading', { name: '任务看板' })).toBeVisible();
    for (const lane of lanes) {
      await expect(page.locator(`[data-count="${lane.key}"]`)).toHaveAttribute('data-value', String(lane.count));
      const listed = page.getByRole('list', { name: /：等待最久的$/ }).and(page.locator(`#task-${lane.key} ~ ol`));
      if (lane.items.length) await expect(listed.getByRole('listitem').first()).toContainText(lane.items[0].number);
    }
    await page.getByRole('region', { name: '待派单订单' }).getByRole('link', { name: '查看全部' }).click();
    await expect(page).toHaveURL(/\/online\/cgformList\/farm_order$/);
    await expect(page.getByRole('grid', { name: '农机订单' })).toBeVisible();
  });

  test('every dashboard page opens from the menu', async ({ page }) => {
    await openSignedIn(page, 'admin');
    const dashboards = sideMenu(page).getByRole('button', { name: '仪表盘', exact: true });
    if ((await dashboards.getAttribute('aria-expanded')) !== 'true') await dashboards.click();
    for (const [name, path] of [
      ['工作台', 'workplace'],
      ['图表首页', 'indexChart'],
      ['任务首页', 'indexTask'],
      ['监控页', 'monitor'],
      ['大数据首页', 'indexBdc'],
    ] as const) {
      await sideMenu(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/${path}$`));
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    }
    await sideMenu(page).getByRole('link', { name: '首页', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await expectChartsReady(page, 4);
  });
});

test.describe('the data screens', () => {
  for (const [path, title, charts] of [
    ['/map/dataScreen', '农机作业地图数据大屏', 2],
    ['/yield/dataScreen', '产量数据大屏', 4],
  ] as const) {
    test(`${path} fills a 1920x1080 screen with drawn charts and never scrolls`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await openSignedIn(page, 'admin', path);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expectChartsReady(page, charts);
      await expectNoScrollbars(page);
      const shot = await page.screenshot({ path: testInfo.outputPath(`${path.split('/')[1]}-screen.png`) });
      const box = await page.locator('[data-chart-state="ready"]').first().boundingBox();
      if (!box) throw new Error('the first chart has no box');
      // A drawn chart has many colours (bars, labels, anti-aliasing); a blank panel one or two.
      expect(
        await distinctColours(page, shot, {
          x: Math.round(box.x),
          y: Math.round(box.y),
          width: Math.round(box.width),
          height: Math.round(box.height),
        }),
      ).toBeGreaterThan(20);
      for (const width of [1366, 3840]) {
        await page.setViewportSize({ width, height: Math.round((width * 9) / 16) });
        await expectNoScrollbars(page);
      }
    });
  }
});
