import { expect, test, type Page } from './farm-test';
import { sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { expectNotice } from './notice-record';

const CLEANUP = 'farm.job.TempUploadCleanupJob';

async function openJobsPage(page: Page): Promise<void> {
  const section = sideMenu(page).getByRole('button', { name: '系统监控', exact: true });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await sideMenu(page).getByRole('link', { name: '定时任务', exact: true }).click();
  await expect(page.getByRole('table', { name: '定时任务' })).toBeVisible();
}

const jobRow = (page: Page, jobClassName: string) =>
  page
    .getByRole('table', { name: '定时任务' })
    .getByRole('row')
    .filter({ has: page.getByRole('group', { name: `${jobClassName} 的操作` }) });

async function rowAction(page: Page, jobClassName: string, action: string): Promise<void> {
  await page
    .getByRole('group', { name: `${jobClassName} 的操作` })
    .getByRole('button', { name: action, exact: true })
    .click();
}

async function confirmWith(page: Page, title: string): Promise<void> {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: '确定' }).click();
}

test.describe('the scheduled-jobs page', () => {
  test('add a job with the cron editor, run it once, read its run log, pause it and delete it', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await openJobsPage(page);
    await expect(jobRow(page, CLEANUP)).toContainText('正常');

    // Each job class runs under one job only: the seeded one makes way for the new one.
    await rowAction(page, CLEANUP, '删除');
    await confirmWith(page, '确认删除');
    await expectNotice(page, '删除成功!');
    await expect(jobRow(page, CLEANUP)).toHaveCount(0);

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增定时任务' });
    await form.getByRole('textbox', { name: '任务类名' }).fill(CLEANUP);
    await form.getByRole('button', { name: '选择' }).click();
    const cron = page.getByRole('dialog', { name: 'Cron表达式' });
    await cron.getByRole('tab', { name: '时', exact: true }).click();
    await cron.getByRole('tabpanel').getByRole('radio', { name: '指定' }).click();
    await cron.getByRole('button', { name: '确定' }).click();
    await expect(cron).toBeHidden();
    await expect(form.getByRole('textbox', { name: 'Cron表达式' })).toHaveValue('0 0 0 * * ? *');
    await form.getByRole('textbox', { name: '参数' }).fill('48');
    await form.getByRole('radio', { name: '正常' }).check();
    await form.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '创建定时任务成功');
    await expect(form).toBeHidden();
    await expect(jobRow(page, CLEANUP)).toContainText('0 0 0 * * ? *');
    await expect(jobRow(page, CLEANUP)).toContainText('正常');

    await rowAction(page, CLEANUP, '立即执行');
    await confirmWith(page, '提示');
    await expectNotice(page, '执行成功!');

    await rowAction(page, CLEANUP, '执行日志');
    const log = page.getByRole('dialog', { name: `执行日志：${CLEANUP}` });
    const run = log.getByRole('row').filter({ hasText: '手动' });
    await expect(run).toHaveCount(1);
    await expect(run).toContainText('成功');
    await expect(run).toContainText('已删除 0 个过期临时文件');
    await log.getByRole('button', { name: '关闭' }).click();
    await expect(log).toBeHidden();

    await rowAction(page, CLEANUP, '停止');
    await confirmWith(page, '提示');
    await expectNotice(page, '停止定时任务成功');
    await expect(jobRow(page, CLEANUP)).toContainText('停止');
    await expect(
      page.getByRole('group', { name: `${CLEANUP} 的操作` }).getByRole('button', { name: '启动' }),
    ).toBeVisible();

    // The advanced query on the status finds the paused job and leaves the running one out.
    const rollup = jobRow(page, 'farm.job.SensorDailyRollupJob');
    await expect(rollup).toContainText('正常');
    await page.getByRole('button', { name: '高级查询', exact: true }).click();
    const builder = page.getByRole('dialog', { name: '高级查询构造器' });
    await builder.getByRole('button', { name: /^第1个条件的字段：/ }).click();
    await page.getByRole('option', { name: '状态', exact: true }).click();
    await builder.getByRole('button', { name: /^第1个条件的值/ }).click();
    await page.getByRole('option', { name: '停止', exact: true }).click();
    await builder.getByRole('button', { name: '查询', exact: true }).click();
    await expect(builder).toBeHidden();
    await expect(rollup).toHaveCount(0);
    await expect(jobRow(page, CLEANUP)).toHaveCount(1);
    await page.getByRole('button', { name: '重置', exact: true }).click();
    await expect(rollup).toHaveCount(1);

    await rowAction(page, CLEANUP, '删除');
    await confirmWith(page, '确认删除');
    await expect(jobRow(page, CLEANUP)).toHaveCount(0);
  });

  test('a refused expression keeps the form open with everything typed', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await openJobsPage(page);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增定时任务' });
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form.getByText('请输入任务类名!')).toBeVisible();
    await expect(form.getByText('请输入cron表达式!')).toBeVisible();
    await form.getByRole('textbox', { name: '任务类名' }).fill('farm.job.NoSuchJob');
    await form.getByRole('textbox', { name: 'Cron表达式' }).fill('0 0 3 * * ?');
    await form.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '后台找不到该类名：farm.job.NoSuchJob');
    await expect(form).toBeVisible();
    await expect(form.getByRole('textbox', { name: '任务类名' })).toHaveValue('farm.job.NoSuchJob');
  });
});
