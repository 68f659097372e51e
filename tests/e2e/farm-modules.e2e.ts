import * as XLSX from '@e965/xlsx';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './farm-test';
import { API_BASE, apiToken, openModule } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { expectNotice } from './notice-record';

/** Every farm module of the server's menus (section, entry) that lists a declared resource. */
const MODULES: readonly (readonly [string, string])[] = [
  ['农机服务', '农机订单'],
  ['农机服务', '维修工单'],
  ['农机服务', '农机资产'],
  ['农机服务', '合作社'],
  ['农机服务', '租赁户'],
  ['农机服务', '农户'],
  ['农机服务', '机手'],
  ['农机服务', '门店'],
  ['运营配置', '积分设置'],
  ['运营配置', '作业单价'],
  ['运营配置', '收获管理'],
  ['运营配置', '政策宣传'],
  ['运营配置', '专题管理'],
  ['运营配置', '轮播图'],
  ['会议管理', '会议'],
  ['会议管理', '参会人员'],
  ['会议管理', '会议用车'],
  ['会议管理', '会议用餐'],
  ['会议管理', '会议场地'],
  ['会议管理', '会议视频'],
  ['产量数据', '产量上报'],
  ['产量数据', '烘干损耗'],
  ['产量数据', '烘干字典'],
  ['物联网', '设备图片'],
  ['物联网', '传感器'],
];

/** A booked order through the API, for the tests that start from one; resolves to the add answer. */
async function addBookedOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  farmerName: string,
): Promise<{ result: string }> {
  const answer = await request.post(`${API_BASE}/farm/order/add`, {
    headers,
    data: {
      farmerName,
      farmerPhone: '13812345678',
      province: '河南省',
      city: '周口市',
      machineType: '2',
      workType: '7',
      workArea: 30,
      orderDate: '2024-09-25',
    },
  });
  const added = await answer.json();
  expect(added.success, added.message).toBe(true);
  return added;
}

/** The shown list page (kept-alive tabs stay in the DOM, hidden). */
const shownList = (page: Page) => page.getByRole('grid').filter({ visible: true });

test.describe('farm modules', () => {
  test('every farm module opens from the menu and lists its records', async ({ page }) => {
    test.setTimeout(180_000);
    await openSignedIn(page, 'admin');
    for (const [section, entry] of MODULES) {
      await openModule(page, section, entry);
      await expect(
        page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: entry, exact: true }),
        entry,
      ).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 2 }).filter({ visible: true }), entry).toBeVisible();
      await expect(
        shownList(page)
          .getByRole('checkbox', { name: /^选择 / })
          .first(),
        `${entry} lists its records`,
      ).toBeVisible();
    }
  });

  test('an order is added and edited; refused input is explained and kept', async ({ page }) => {
    const farmer = `端到端农户${Date.now() % 100_000}`;
    await openSignedIn(page, 'admin');
    await openModule(page, '农机服务', '农机订单');
    await expect(page.getByRole('heading', { name: '农机订单', level: 2 })).toBeVisible();

    await page.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('dialog', { name: '农机订单 - 新增' });
    await form.getByLabel('农户姓名').fill(farmer);
    await form.getByLabel('联系电话').fill('12345');
    await form.getByLabel('省份').fill('河南省');
    await form.getByLabel('城市').fill('周口市');
    for (const select of ['农机类型', '作业类型']) {
      await form.getByRole('button', { name: select }).click();
      await page.getByRole('option').first().click();
    }
    await form.getByLabel('作业面积(亩)').fill('40');
    await form.getByLabel('预约日期').fill('2024-09-25');
    await form
      .getByRole('button', { name: '确 定' })
      .or(form.getByRole('button', { name: '确定' }))
      .click();
    await expect(form.getByRole('alert')).toHaveText('请输入正确手机号');
    await expect(form.getByLabel('农户姓名')).toHaveValue(farmer);
    await expect(form.getByLabel('作业面积(亩)')).toHaveValue('40');

    // The order number is the server's: the form has no field for it, the saved order carries one.
    await expect(form.getByLabel('订单编号')).toHaveCount(0);
    await form.getByLabel('联系电话').fill('13812345678');
    await form
      .getByRole('button', { name: '确 定' })
      .or(form.getByRole('button', { name: '确定' }))
      .click();
    await expect(form).toBeHidden();
    const row = shownList(page).getByRole('row').filter({ hasText: farmer });
    await expect(row).toBeVisible();
    await expect(row).toContainText('待接单');
    await expect(row.getByRole('gridcell', { name: /^DD\d{14}$/ })).toBeVisible();

    await row.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '农机订单 - 编辑' });
    await expect(edit.getByLabel('农户姓名')).toHaveValue(farmer);
    await edit.getByLabel('作业面积(亩)').fill('0');
    await edit.getByLabel('城市').fill('商丘市');
    await edit
      .getByRole('button', { name: '确 定' })
      .or(edit.getByRole('button', { name: '确定' }))
      .click();
    await expect(edit.getByRole('alert')).toHaveText('作业面积(亩)不能小于0.1');
    await expect(edit.getByLabel('城市')).toHaveValue('商丘市');
    await edit.getByLabel('作业面积(亩)').fill('60');
    await edit
      .getByRole('button', { name: '确 定' })
      .or(edit.getByRole('button', { name: '确定' }))
      .click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('商丘市');
    await expect(row).toContainText('60');

    await row.getByRole('button', { name: '详情' }).click();
    const detail = page.getByRole('dialog', { name: '详细信息' });
    await expect(detail.getByText(farmer)).toBeVisible();
    await expect(detail.locator('dl')).toHaveAttribute('data-columns', '3');
  });

  test('an order goes through its state flow with the buttons the server allows', async ({ page, request }) => {
    const farmer = `流转农户${Date.now() % 100_000}`;
    const token = await apiToken(request, 'admin');
    const headers = { 'X-Access-Token': token };
    const driver = (await (await request.get(`${API_BASE}/farm/driver/list?pageSize=1`, { headers })).json()).result
      .records[0];
    const added = await addBookedOrder(request, headers, farmer);

    await openSignedIn(page, 'admin');
    await openModule(page, '农机服务', '农机订单');
    const row = shownList(page).getByRole('row').filter({ hasText: farmer });
    await expect(row).toContainText('待接单');

    const move = async (button: string) => {
      await row.getByRole('button', { name: button, exact: true }).click();
      await page
        .getByRole('dialog', { name: '订单状态' })
        .getByRole('button', { name: /^确\s?定$/ })
        .click();
    };
    // 派单 asks for the driver: without one it says so and sends nothing.
    await row.getByRole('button', { name: '派单', exact: true }).click();
    const dispatch = page.getByRole('dialog', { name: /^派单 - DD/ });
    await dispatch.getByRole('button', { name: /^确\s?定$/ }).click();
    await expect(dispatch.getByRole('alert')).toHaveText('请选择机手!');
    await expect(row).toContainText('待接单');
    await dispatch.getByRole('button', { name: '选择', exact: true }).click();
    const picker = page.getByRole('dialog', { name: '机手' });
    await picker.getByRole('row').filter({ hasText: driver.realname }).first().click();
    await picker.getByRole('button', { name: /^确\s?定$/ }).click();
    await expect(picker).toBeHidden();
    await expect(dispatch.getByRole('textbox')).toHaveValue(driver.realname);
    await dispatch.getByRole('button', { name: /^确\s?定$/ }).click();
    await expect(dispatch).toBeHidden();
    await expectNotice(page, '订单已变为「已接单」');
    await expect(row).toContainText('已接单');
    const dispatched = (
      await (await request.get(`${API_BASE}/farm/order/queryById?id=${added.result}`, { headers })).json()
    ).result;
    expect(dispatched.driverId).toBe(driver.id);
    await expect(row.getByRole('button', { name: '派单', exact: true })).toHaveCount(0);
    await move('开工');
    await expect(row).toContainText('作业中');
    await expect(row.getByRole('button', { name: '取消订单' })).toHaveCount(0);
    await move('完工');
    await expect(row).toContainText('已完成');
    for (const button of ['派单', '开工', '完工', '取消订单'])
      await expect(row.getByRole('button', { name: button, exact: true })).toHaveCount(0);
  });

  test('an order is cancelled with its reason', async ({ page, request }) => {
    const farmer = `取消农户${Date.now() % 100_000}`;
    const headers = { 'X-Access-Token': await apiToken(request, 'admin') };
    const added = await addBookedOrder(request, headers, farmer);

    await openSignedIn(page, 'admin');
    await openModule(page, '农机服务', '农机订单');
    const row = shownList(page).getByRole('row').filter({ hasText: farmer });
    await row.getByRole('button', { name: '取消订单', exact: true }).click();
    const cancel = page.getByRole('dialog', { name: /^取消订单 - DD/ });
    await cancel.getByLabel('取消原因').fill('农户改期');
    await cancel.getByRole('button', { name: /^确\s?定$/ }).click();
    await expect(cancel).toBeHidden();
    await expect(row).toContainText('已取消');
    const stored = (
      await (await request.get(`${API_BASE}/farm/order/queryById?id=${added.result}`, { headers })).json()
    ).result;
    expect(stored.cancelReason).toBe('农户改期');
  });

  test('a module exports its records and imports the workbook back', async ({ page }) => {
    const farmer = `导入农户${Date.now() % 100_000}`;
    await openSignedIn(page, 'admin');
    await openModule(page, '农机服务', '农机订单');
    await expect(
      shownList(page)
        .getByRole('checkbox', { name: /^选择 / })
        .first(),
    ).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = XLSX.read(await readFile(await download.path()));
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0])).toEqual(expect.arrayContaining(['订单编号', '农户姓名', '订单状态']));

    // A booked order without a driver again, as a new farmer's order (the server numbers it). A
    // driver is exported by name, and seeded names repeat: such a row is refused as ambiguous.
    const booked = rows.find((row) => row.订单状态 === '待接单' && !row.机手);
    expect(booked, 'a booked order without a driver among those exported').toBeDefined();
    const { 订单编号: _number, ...first } = booked!;
    const sheet = XLSX.utils.json_to_sheet([{ ...first, 农户姓名: farmer }]);
    const upload = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(upload, sheet, 'orders');
    const buffer = XLSX.write(upload, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

    await page.getByRole('button', { name: '导入' }).click();
    const importing = page.getByRole('dialog', { name: '导入EXCEL' });
    await importing.locator('input[type="file"]').setInputFiles({
      name: 'orders.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await importing.getByRole('button', { name: '开始上传' }).click();
    await expect(importing).toBeHidden();
    await expect(shownList(page).getByRole('row').filter({ hasText: farmer })).toBeVisible();
  });
});
