import { expect, test, type Locator, type Page } from './farm-test';
import { API_BASE, apiToken, chooseFirst, openModule } from './console-fixture';
import { openSignedIn } from './signed-in-session';

/** The sub-table of a tab in the form: its panel's grid. */
const subTable = (form: Locator, tab: string) => form.getByRole('tabpanel', { name: tab }).getByRole('grid');

/** A cell of a sub-table, by its row (1 = first data row) and its column's title. */
async function cellOf(grid: Locator, row: number, title: string): Promise<Locator> {
  const column = await grid.getByRole('columnheader', { name: title, exact: true }).getAttribute('aria-colindex');
  return grid.locator(`[role="row"][aria-rowindex="${row + 1}"] [role="gridcell"][aria-colindex="${column}"]`);
}

/** Types into a text cell as a user does: double click, the text, Enter. */
async function typeInCell(grid: Locator, row: number, title: string, text: string): Promise<void> {
  await (await cellOf(grid, row, title)).dblclick();
  const editor = grid.getByRole('textbox', { name: title });
  await editor.fill(text);
  await editor.press('Enter');
  await expect(await cellOf(grid, row, title)).toContainText(text);
}

async function chooseInCell(grid: Locator, row: number, title: string, option: string): Promise<void> {
  await (await cellOf(grid, row, title)).dblclick();
  await grid.locator('[data-popup]').getByRole('button', { name: title }).click();
  await grid.getByRole('option', { name: option, exact: true }).click();
  await expect(await cellOf(grid, row, title)).toContainText(option);
}

async function fillMeeting(page: Page, form: Locator, title: string): Promise<void> {
  await form.getByLabel('会议名称').fill(title);
  await chooseFirst(page, '会议类型');
  await form.getByLabel('主办单位').fill('县农机推广站');
  await form.getByLabel('开始时间').fill('2026-03-02 09:00:00');
  await form.getByLabel('结束时间').fill('2026-03-02 11:30:00');
  await form.getByLabel('会议地点').fill('农机大厦 3 楼');
  await chooseFirst(page, '会议状态');
}

const confirm = (form: Locator) =>
  form
    .getByRole('button', { name: '确 定' })
    .or(form.getByRole('button', { name: '确定' }))
    .click();

test.describe('a master record with its parts (one-to-many form)', () => {
  test('the meeting form saves its sub-tables with it: checked together, the failing tab shown, read back for editing', async ({
    page,
    request,
  }) => {
    const title = `春耕动员会${Date.now() % 100_000}`;
    await openSignedIn(page, 'admin');
    await openModule(page, '会议管理', '会议');
    await page.getByRole('button', { name: '新增', exact: true }).first().click();
    const form = page.getByRole('dialog', { name: '会议 - 新增' });
    await fillMeeting(page, form, title);

    const attendees = subTable(form, '参会人员');
    await form.getByRole('tabpanel', { name: '参会人员' }).getByRole('button', { name: '新增', exact: true }).click();
    await typeInCell(attendees, 1, '姓名', '王建国');
    await typeInCell(attendees, 1, '联系电话', '12345');

    // Saving from another tab: the attendees' table fails, so its tab comes to the front.
    await form.getByRole('tab', { name: '会议用车' }).click();
    await confirm(form);
    await expect(form.getByRole('tab', { name: '参会人员' })).toHaveAttribute('aria-selected', 'true');
    await expect(attendees.getByRole('alert').first()).toBeVisible();
    await expect(attendees).toContainText('请输入正确手机号');
    await expect(attendees).toContainText('请选择参会类型!');
    await expect(form.getByLabel('会议名称')).toHaveValue(title);

    await typeInCell(attendees, 1, '联系电话', '13812345678');
    await chooseInCell(attendees, 1, '参会类型', '代表');
    await confirm(form);
    await expect(form).toBeHidden();
    const listed = page.getByRole('grid').filter({ visible: true }).getByRole('row').filter({ hasText: title });
    await expect(listed).toBeVisible();

    const headers = { 'X-Access-Token': await apiToken(request, 'admin') };
    const meetings = await (
      await request.get(`${API_BASE}/farm/meetingMain/list`, { headers, params: { title } })
    ).json();
    const meetingId = meetings.result.records[0].id as string;
    const readAttendees = async () =>
      (
        await (
          await request.get(`${API_BASE}/farm/meetingMain/queryMeetingAttendeesByMainId`, {
            headers,
            params: { id: meetingId },
          })
        ).json()
      ).result as Record<string, unknown>[];
    expect(await readAttendees()).toMatchObject([
      { name: '王建国', phone: '13812345678', attendType_dictText: '代表', meetingId },
    ]);

    // The meeting list is JeecgBoot's ERP list: the ticked meeting's parts are shown under it.
    const partsUnderList = page.getByRole('region', { name: '子表' });
    await expect(partsUnderList).toContainText('勾选一条记录，在此查看它的子表');
    await listed.getByRole('checkbox', { name: `选择 ${title}` }).check();
    await expect(partsUnderList.getByRole('tab', { name: '参会人员（1）' })).toHaveAttribute('aria-selected', 'true');
    await expect(partsUnderList.getByRole('grid', { name: '参会人员' })).toContainText('王建国');
    await expect(partsUnderList.getByRole('grid', { name: '参会人员' })).toContainText('代表');
    await expect(partsUnderList.getByRole('tab', { name: '会议用车（0）' })).toBeVisible();

    // Editing reads the parts back; a removed row and an added one are saved with the master.
    await listed.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '会议 - 编辑' });
    const editAttendees = subTable(edit, '参会人员');
    await expect(await cellOf(editAttendees, 1, '姓名')).toHaveText('王建国');
    await editAttendees.getByRole('checkbox', { name: '选择 王建国' }).check();
    await edit.getByRole('tabpanel', { name: '参会人员' }).getByRole('button', { name: '删除', exact: true }).click();
    await edit
      .getByRole('dialog')
      .filter({ hasText: '确定要删除这 1 项吗?' })
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await edit.getByRole('tabpanel', { name: '参会人员' }).getByRole('button', { name: '新增', exact: true }).click();
    await typeInCell(editAttendees, 1, '姓名', '李秀英');
    await typeInCell(editAttendees, 1, '联系电话', '13912345678');
    await chooseInCell(editAttendees, 1, '参会类型', '代表');
    await confirm(edit);
    await expect(edit).toBeHidden();
    expect((await readAttendees()).map((row) => row.name)).toEqual(['李秀英']);
    await expect(partsUnderList.getByRole('grid', { name: '参会人员' })).toContainText('李秀英');
    await expect(partsUnderList.getByRole('grid', { name: '参会人员' })).not.toContainText('王建国');

    // 详细信息 shows the parts under the meeting's fields.
    await listed.getByRole('button', { name: '详情' }).click();
    const details = page.getByRole('dialog', { name: '详细信息' });
    await expect(details).toContainText(title);
    await expect(details.getByRole('grid', { name: '参会人员' })).toContainText('李秀英');
    await expect(details.getByRole('grid', { name: '参会人员' })).toContainText('13912345678');
  });
});
