import { expect, test, type Page } from './farm-test';
import { openModule } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { expectNotice } from './notice-record';

// Issue 26: 农机分类 and 设备数据 are real forms now (they answered "表单 … 不存在"), and 数据日志
// (system/DataLogList) shows every edit of a business row and compares two versions field by field.

/** The shown list (kept-alive pages stay in the DOM, hidden). */
const shownList = (page: Page) => page.getByRole('grid').filter({ visible: true });
const okButton = (dialog: ReturnType<Page['getByRole']>) => dialog.getByRole('button', { name: /^确\s?定$/ });

/** Opens the category's edit form, sets one field and saves. */
async function editCategory(page: Page, name: string, field: string, value: string): Promise<void> {
  const row = shownList(page).getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: '编辑' }).click();
  const form = page.getByRole('dialog', { name: '农机分类 - 编辑' });
  await form.getByLabel(field).fill(value);
  await okButton(form).click();
  await expect(form).toBeHidden();
}

test.describe('machine categories, device data and the data log', () => {
  test('the two pages list their rows; two edits of a category are compared in 数据日志', async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, 'admin');

    await openModule(page, '物联网', '设备数据');
    await expect(page.getByRole('heading', { name: '设备数据', level: 2 })).toBeVisible();
    await expect(
      shownList(page)
        .getByRole('checkbox', { name: /^选择 / })
        .first(),
    ).toBeVisible();
    await expect(shownList(page).getByRole('columnheader', { name: '采集时间' })).toBeVisible();

    await openModule(page, '农机服务', '农机分类');
    await expect(page.getByRole('heading', { name: '农机分类', level: 2 })).toBeVisible();
    await page.getByRole('textbox', { name: '分类名称' }).fill('收获后处理机械');
    await page.getByRole('button', { name: '查询', exact: true }).filter({ visible: true }).click();
    await expect(shownList(page).getByRole('row').filter({ hasText: '收获后处理机械' })).toBeVisible();
    await editCategory(page, '收获后处理机械', '备注', '端到端第一次修改');
    await editCategory(page, '收获后处理机械', '排序', '9');

    await openModule(page, '系统监控', '数据日志');
    const log = page.getByRole('region', { name: '数据日志' });
    await log.getByRole('textbox', { name: '表名' }).fill('farm_machine_type');
    await log.getByRole('button', { name: '查询', exact: true }).click();
    const first = log.getByRole('checkbox', { name: '选择 farm_machine_type 版本 1' });
    const second = log.getByRole('checkbox', { name: '选择 farm_machine_type 版本 2' });
    await expect(second).toBeVisible();

    // One ticked entry is refused with JeecgBoot's warning.
    await first.check();
    await log.getByRole('button', { name: '数据比较' }).click();
    await expectNotice(page, '请选择两条数据');

    await second.check();
    await log.getByRole('button', { name: '数据比较' }).click();
    const compare = page.getByRole('dialog', { name: '数据比较' });
    const table = compare.getByRole('table', { name: '版本对比' });
    await expect(table.getByRole('columnheader', { name: '版本:1' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: '版本:2' })).toBeVisible();
    const sortNo = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'sortNo', exact: true }) });
    await expect(sortNo).toContainText('9');
    await expect(sortNo).toContainText('已修改');
    const remark = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'remark', exact: true }) });
    await expect(remark).toContainText('端到端第一次修改');
    await expect(remark).not.toContainText('已修改');

    // Choosing the same version on both sides leaves nothing changed.
    await compare.getByRole('button', { name: /^版本号2/ }).click();
    await page.getByRole('option', { name: '1', exact: true }).click();
    await expect(sortNo).not.toContainText('已修改');
  });
});
