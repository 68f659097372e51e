import * as XLSX from '@e965/xlsx';
import { expect, test } from './farm-test';
import { readFile } from 'node:fs/promises';
import { API_BASE, apiToken, sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';

interface OrderStatRow {
  key: string;
  name: string;
  orderCount: number;
  doneCount: number;
  workArea: number;
  revenue: number;
}

test('the order statistics open from the menu, show the server figures by group and export them', async ({ page }) => {
  await openSignedIn(page, 'admin');
  const section = sideMenu(page).getByRole('button', { name: '地图与统计', exact: true });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await sideMenu(page).getByRole('link', { name: '订单统计', exact: true }).click();
  await expect(page).toHaveURL(/\/online\/cgreport\/farm_order_stat$/);
  await expect(page.locator('[data-chart-state="ready"][data-drawn="true"]')).toHaveCount(1, { timeout: 20000 });

  await page.getByRole('radio', { name: '按月份' }).check({ force: true });
  const begin = await page.locator('input[name="begin"]').inputValue();
  const end = await page.locator('input[name="end"]').inputValue();
  const token = await apiToken(page.request, 'admin');
  const answer = await (
    await page.request.get(`${API_BASE}/stats/orderStatistics?begin=${begin}&end=${end}&group=month`, {
      headers: { 'X-Access-Token': token },
    })
  ).json();
  const expected = answer.result as OrderStatRow[];
  expect(expected.length).toBeGreaterThan(1);
  const table = page.getByRole('table', { name: '订单统计' });
  await expect(table.getByRole('rowheader')).toHaveText(expected.map((row) => row.name));
  await expect(table.locator('td[data-figure="orderCount"]')).toHaveText(
    expected.map((row) => row.orderCount.toLocaleString('zh-CN')),
  );
  await expect(page.locator('[data-chart-state="ready"][data-drawn="true"]')).toHaveCount(1, { timeout: 20000 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('订单统计.xlsx');
  const book = XLSX.read(await readFile(await download.path()));
  const cells = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  expect(cells[0]).toEqual(['月份', '订单数', '完成数', '完成作业面积（亩）', '完成金额（元）']);
  expect(cells.slice(1)).toEqual(
    expected.map((row) => [row.name, row.orderCount, row.doneCount, row.workArea, row.revenue]),
  );

  const yieldSection = sideMenu(page).getByRole('button', { name: '产量数据', exact: true });
  if ((await yieldSection.getAttribute('aria-expanded')) !== 'true') await yieldSection.click();
  await sideMenu(page).getByRole('link', { name: '产量统计', exact: true }).click();
  await expect(page).toHaveURL(/\/online\/cgreport\/farm_yield_stat$/);
  const yieldAnswer = await (
    await page.request.get(`${API_BASE}/stats/yieldStatistics?begin=${begin}&end=${end}&group=province`, {
      headers: { 'X-Access-Token': token },
    })
  ).json();
  const yields = yieldAnswer.result as {
    key: string;
    reportCount: number;
    plantArea: number;
    totalYield: number;
    yieldPerMu: number;
  }[];
  expect(yields.length).toBeGreaterThan(0);
  const yieldTable = page.getByRole('table', { name: '产量统计' });
  await expect(yieldTable.getByRole('rowheader')).toHaveText(yields.map((row) => row.key));
  await expect(yieldTable.locator('td[data-figure="totalYield"]')).toHaveText(
    yields.map((row) => row.totalYield.toLocaleString('zh-CN')),
  );

  const [yieldDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出', exact: true }).filter({ visible: true }).click(),
  ]);
  expect(yieldDownload.suggestedFilename()).toBe('产量统计.xlsx');
  const yieldBook = XLSX.read(await readFile(await yieldDownload.path()));
  const yieldCells = XLSX.utils.sheet_to_json<unknown[]>(yieldBook.Sheets[yieldBook.SheetNames[0]], { header: 1 });
  expect(yieldCells[0]).toEqual(['省份', '上报条数', '种植面积（亩）', '总产量（公斤）', '亩产（公斤）']);
  expect(yieldCells.slice(1)).toEqual(
    yields.map((row) => [row.key, row.reportCount, row.plantArea, row.totalYield, row.yieldPerMu]),
  );
});
