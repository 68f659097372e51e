import { expect, test, type Page } from './farm-test';
import * as XLSX from '@e965/xlsx';
import { ADMIN_PASSWORD, API_BASE, apiToken } from './console-fixture';
import { keepTokenInPages } from './signed-in-session';

// <farm-import> on a plain page against the real server: a workbook with bad rows imports the
// good ones, the error workbook names the others, and once fixed it imports them too.

const HEADERS = ['资产编号', '农机名称', '农机类型', '资产状态'];

function workbookOf(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function openImportPage(page: Page, token: string): Promise<void> {
  await keepTokenInPages(page, token);
  await page.route('**/import-host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html><body><script src="/elements/farm-elements.js"></script><farm-import url="/farm/asset/importExcel" open></farm-import></body></html>',
    }),
  );
  await page.goto('/import-host.html');
  await expect(page.locator('farm-import dialog[open]')).toBeVisible();
}

async function importFile(page: Page, name: string, data: Buffer): Promise<void> {
  await page.locator('farm-import input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: data,
  });
  await page.locator('farm-import button', { hasText: '开始上传' }).click();
}

test('a workbook with bad rows: the good rows import, the error workbook is fixed and imported again', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'admin', ADMIN_PASSWORD);
  const prefix = `E2E${Date.now()}`;
  await openImportPage(page, token);

  await importFile(
    page,
    'assets.xlsx',
    workbookOf([
      HEADERS,
      [`${prefix}-1`, '东方红拖拉机', '拖拉机', '在用'],
      [`${prefix}-2`, '不存在的农机', '飞船', '在用'],
      [`${prefix}-3`, '', '插秧机', '闲置'],
      [`${prefix}-4`, '久保田收割机', '联合收割机', '在用'],
    ]),
  );
  await expect(page.locator('farm-import')).toContainText('导入成功,但是有错误数据!');
  await expect(page.locator('farm-import dialog[open]', { hasText: '导入EXCEL' })).toHaveCount(0);
  const link = page.locator('farm-import [part~="error-file"]');
  await expect(link).toHaveText('点击下载');

  const errorFile = await request.get(new URL((await link.getAttribute('href'))!, page.url()).toString());
  expect(errorFile.ok()).toBe(true);
  const sheet = XLSX.read(await errorFile.body(), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet.Sheets[sheet.SheetNames[0]], { header: 1 });
  const codes = rows.slice(1).map((row) => row.find((cell) => String(cell).startsWith(prefix)));
  expect(codes).toEqual([`${prefix}-2`, `${prefix}-3`]);

  // The user fixes the cells in the error workbook and imports it as it is.
  const header = rows[0].map(String);
  const fixed = rows.map((row, index) => {
    if (index === 0) return row;
    const copy = [...row];
    copy[header.indexOf('农机类型')] = '拖拉机';
    copy[header.indexOf('农机名称')] = copy[header.indexOf('农机名称')] || '补录插秧机';
    return copy;
  });
  await page.locator('farm-import button', { hasText: '确定' }).click();
  await page.evaluate(() => {
    (document.querySelector('farm-import') as HTMLElement & { open: boolean }).open = true;
  });
  await importFile(page, 'assets-fixed.xlsx', workbookOf(fixed));
  await expect(page.locator('farm-import')).toContainText('全部导入成功');
  await expect(page.locator('farm-import dialog[open]')).toHaveCount(0);

  const list = await (
    await request.get(`${API_BASE}/farm/asset/list`, {
      headers: { 'X-Access-Token': token },
      params: { assetNo: `${prefix}*`, pageSize: 50 },
    })
  ).json();
  expect(list.result.records.map((record: { assetNo: string }) => record.assetNo).sort()).toEqual(
    [1, 2, 3, 4].map((n) => `${prefix}-${n}`),
  );
});
