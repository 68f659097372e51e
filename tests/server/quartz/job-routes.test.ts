import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CronSyntaxError, parseCron } from '../../../elements/cron/engine';
import { httpMessages, quartzMessages } from '../../../server/messages';
import { CLEANUP, quartzServer, ROLLUP, type QuartzServer } from './quartz-support';

let quartz: QuartzServer;
let guest: string;

beforeAll(async () => {
  quartz = await quartzServer();
  guest = await quartz.server.login('wujiu');
});
afterAll(() => quartz.close());

function engineMessage(expression: string): string {
  try {
    parseCron(expression);
  } catch (error) {
    if (error instanceof CronSyntaxError) return error.message;
  }
  throw new Error(`the engine accepts ${expression}`);
}

/** Removes a job of a class, so a test can add one of it. */
async function withoutJob(jobClassName: string): Promise<void> {
  for (const job of await quartz.jobs()) {
    if (job.jobClassName === jobClassName) await quartz.send('DELETE', `/sys/quartzJob/delete?id=${job.id}`);
  }
}

describe('the seeded jobs', () => {
  it('lists the temporary-upload clean-up and the sensor roll-up, both running and scheduled', async () => {
    const jobs = await quartz.jobs();
    expect(jobs.map((job) => job.jobClassName).sort()).toEqual([ROLLUP, CLEANUP].sort());
    for (const job of jobs) {
      expect(job.status).toBe(0);
      expect(quartz.server.app.scheduler.nextRunOf(job.id)).toBeGreaterThan(quartz.server.clock.now);
    }
  });

  it('schedules the clean-up for the next 03:00 server time', async () => {
    const cleanup = await quartz.jobOf(CLEANUP);
    const now = new Date(quartz.server.clock.now);
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 3).getTime();
    const expected =
      today > now.getTime() ? today : new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 3).getTime();
    expect(quartz.server.app.scheduler.nextRunOf(cleanup.id)).toBe(expected);
  });
});

describe('adding a job', () => {
  it('stores a running job and schedules it at once; queryById reads it back', async () => {
    await withoutJob(ROLLUP);
    const answer = await quartz.send('POST', '/sys/quartzJob/add', {
      jobClassName: ROLLUP,
      cronExpression: '0 30 1 * * ?',
      parameter: '',
      description: 'nightly',
      status: 0,
    });
    expect(answer).toMatchObject({ success: true, message: quartzMessages.added });
    const job = await quartz.jobOf(ROLLUP);
    expect(job).toMatchObject({ cronExpression: '0 30 1 * * ?', description: 'nightly', status: 0, createBy: 'admin' });
    expect(quartz.server.app.scheduler.nextRunOf(job.id)).toBeDefined();
    expect((await quartz.send('GET', `/sys/quartzJob/queryById?id=${job.id}`)).result).toMatchObject({
      jobClassName: ROLLUP,
    });
  });

  it('stores a job without a status paused, and does not schedule it', async () => {
    await withoutJob(ROLLUP);
    await quartz.send('POST', '/sys/quartzJob/add', { jobClassName: ROLLUP, cronExpression: '0 30 1 * * ?' });
    const job = await quartz.jobOf(ROLLUP);
    expect(job.status).toBe(-1);
    expect(quartz.server.app.scheduler.nextRunOf(job.id)).toBeUndefined();
  });

  it("refuses an invalid cron expression with the engine's message, storing nothing", async () => {
    await withoutJob(ROLLUP);
    for (const expression of ['0 0 25 * * ?', '0 0 0 * * *', '0 0 0 ? * 6#6', 'every day']) {
      const answer = await quartz.send('POST', '/sys/quartzJob/add', {
        jobClassName: ROLLUP,
        cronExpression: expression,
        status: 0,
      });
      expect(answer).toMatchObject({ success: false, message: quartzMessages.badCron(engineMessage(expression)) });
    }
    expect((await quartz.jobs()).some((job) => job.jobClassName === ROLLUP)).toBe(false);
  });

  it('refuses a job class that is not registered, storing nothing', async () => {
    const name = 'org.jeecg.modules.demo.job.UnknownJob';
    const answer = await quartz.send('POST', '/sys/quartzJob/add', {
      jobClassName: name,
      cronExpression: '0 0 1 * * ?',
      status: 0,
    });
    expect(answer).toMatchObject({ success: false, message: quartzMessages.classUnknown(name) });
    expect((await quartz.jobs()).some((job) => job.jobClassName === name)).toBe(false);
  });

  it('refuses a second job of the same class', async () => {
    const answer = await quartz.send('POST', '/sys/quartzJob/add', {
      jobClassName: CLEANUP,
      cronExpression: '0 0 1 * * ?',
      status: -1,
    });
    expect(answer).toMatchObject({ success: false, message: quartzMessages.classTaken });
    expect((await quartz.jobs()).filter((job) => job.jobClassName === CLEANUP)).toHaveLength(1);
  });

  it('refuses a running job that would never fire (30 February), as Quartz does', async () => {
    await withoutJob(ROLLUP);
    const answer = await quartz.send('POST', '/sys/quartzJob/add', {
      jobClassName: ROLLUP,
      cronExpression: '0 0 0 30 2 ?',
      status: 0,
    });
    expect(answer).toMatchObject({ success: false, message: quartzMessages.neverFires });
  });

  it('refuses a parameter the job class does not take', async () => {
    await withoutJob(ROLLUP);
    const answer = await quartz.send('POST', '/sys/quartzJob/add', {
      jobClassName: ROLLUP,
      cronExpression: '0 0 1 * * ?',
      parameter: '2024-02-30',
    });
    expect(answer).toMatchObject({ success: false, message: quartzMessages.badParameter(quartzMessages.sensorDay) });
  });

  it('refuses a clean-up age that is not a whole number of hours from 1 to 8760', async () => {
    const cleanup = await quartz.jobOf(CLEANUP);
    for (const parameter of ['0', '-5', '1.5', '8761', '../..']) {
      const answer = await quartz.send('PUT', '/sys/quartzJob/edit', { id: cleanup.id, parameter });
      expect(answer, parameter).toMatchObject({
        success: false,
        message: quartzMessages.badParameter(quartzMessages.tempHours),
      });
    }
    expect((await quartz.jobOf(CLEANUP)).parameter).toBe(cleanup.parameter);
  });

  it('ignores unknown fields and the audit columns a form sends back', async () => {
    await withoutJob(ROLLUP);
    await quartz.send('POST', '/sys/quartzJob/add', {
      jobClassName: ROLLUP,
      cronExpression: '0 0 1 * * ?',
      runAs: 'intruder',
      createBy: 'someone-else',
      id: 'chosen-id',
    });
    const job = await quartz.jobOf(ROLLUP);
    expect(job.createBy).toBe('admin');
    expect(job.id).not.toBe('chosen-id');
  });
});

describe('editing, pausing and resuming', () => {
  it('an edit of the expression reschedules the job', async () => {
    const cleanup = await quartz.jobOf(CLEANUP);
    const before = quartz.server.app.scheduler.nextRunOf(cleanup.id);
    const answer = await quartz.send('PUT', '/sys/quartzJob/edit', { ...cleanup, cronExpression: '0 0 4 * * ?' });
    expect(answer).toMatchObject({ success: true, message: quartzMessages.edited });
    expect(quartz.server.app.scheduler.nextRunOf(cleanup.id)).toBe(Number(before) + 3_600_000);
    expect((await quartz.jobOf(CLEANUP)).cronExpression).toBe('0 0 4 * * ?');
  });

  it('an edit with an invalid expression is refused and changes nothing', async () => {
    const cleanup = await quartz.jobOf(CLEANUP);
    const answer = await quartz.send('POST', '/sys/quartzJob/edit', { id: cleanup.id, cronExpression: '0 61 * * * ?' });
    expect(answer).toMatchObject({ success: false, message: quartzMessages.badCron(engineMessage('0 61 * * * ?')) });
    expect((await quartz.jobOf(CLEANUP)).cronExpression).toBe(cleanup.cronExpression);
  });

  it('an edit to an unregistered class is refused', async () => {
    const cleanup = await quartz.jobOf(CLEANUP);
    const answer = await quartz.send('PUT', '/sys/quartzJob/edit', {
      id: cleanup.id,
      jobClassName: 'java.lang.Runtime',
    });
    expect(answer).toMatchObject({ success: false, message: quartzMessages.classUnknown('java.lang.Runtime') });
    expect((await quartz.jobOf(CLEANUP)).jobClassName).toBe(CLEANUP);
  });

  it('pause takes the job off the schedule (status -1); resume puts it back (status 0)', async () => {
    const cleanup = await quartz.jobOf(CLEANUP);
    expect(await quartz.send('GET', `/sys/quartzJob/pause?id=${cleanup.id}`)).toMatchObject({
      success: true,
      message: quartzMessages.paused,
    });
    expect((await quartz.jobOf(CLEANUP)).status).toBe(-1);
    expect(quartz.server.app.scheduler.nextRunOf(cleanup.id)).toBeUndefined();
    expect(await quartz.send('GET', `/sys/quartzJob/resume?id=${cleanup.id}`)).toMatchObject({
      success: true,
      message: quartzMessages.resumed,
    });
    expect((await quartz.jobOf(CLEANUP)).status).toBe(0);
    expect(quartz.server.app.scheduler.nextRunOf(cleanup.id)).toBeGreaterThan(quartz.server.clock.now);
  });

  it("answers JeecgBoot's texts for a job that does not exist", async () => {
    expect(await quartz.send('GET', '/sys/quartzJob/pause?id=nope')).toMatchObject({
      success: false,
      message: quartzMessages.jobMissing,
    });
    expect(await quartz.send('GET', '/sys/quartzJob/execute?id=nope')).toMatchObject({
      success: false,
      message: quartzMessages.notFound,
    });
    expect(await quartz.send('DELETE', '/sys/quartzJob/delete?id=nope')).toMatchObject({
      success: false,
      message: quartzMessages.notFound,
    });
  });
});

describe('deleting', () => {
  it('delete and deleteBatch remove the jobs and their schedules', async () => {
    await withoutJob(ROLLUP);
    await quartz.send('POST', '/sys/quartzJob/add', { jobClassName: ROLLUP, cronExpression: '0 0 1 * * ?', status: 0 });
    const rollup = await quartz.jobOf(ROLLUP);
    expect(await quartz.send('DELETE', `/sys/quartzJob/delete?id=${rollup.id}`)).toMatchObject({
      success: true,
      message: quartzMessages.deleted,
    });
    expect(quartz.server.app.scheduler.nextRunOf(rollup.id)).toBeUndefined();

    await quartz.send('POST', '/sys/quartzJob/add', { jobClassName: ROLLUP, cronExpression: '0 0 1 * * ?', status: 0 });
    const again = await quartz.jobOf(ROLLUP);
    expect(await quartz.send('DELETE', `/sys/quartzJob/deleteBatch?ids=${again.id},unknown`)).toMatchObject({
      success: true,
      message: quartzMessages.batchDeleted,
    });
    expect((await quartz.jobs()).some((job) => job.jobClassName === ROLLUP)).toBe(false);
    expect(quartz.server.app.scheduler.nextRunOf(again.id)).toBeUndefined();
  });
});

describe('button permissions', () => {
  const routes = (id: string) =>
    [
      ['GET', '/sys/quartzJob/list'],
      ['GET', `/sys/quartzJob/queryById?id=${id}`],
      ['POST', '/sys/quartzJob/add', { jobClassName: ROLLUP, cronExpression: '0 0 1 * * ?', status: 0 }],
      ['PUT', '/sys/quartzJob/edit', { id, cronExpression: '* * * * * ?' }],
      ['DELETE', `/sys/quartzJob/delete?id=${id}`],
      ['DELETE', `/sys/quartzJob/deleteBatch?ids=${id}`],
      ['GET', `/sys/quartzJob/pause?id=${id}`],
      ['GET', `/sys/quartzJob/resume?id=${id}`],
      ['GET', `/sys/quartzJob/execute?id=${id}`],
      ['GET', '/sys/quartzJob/log/list'],
    ] as const;

  it('refuses every route to a user without the quartz buttons (510), changing and running nothing', async () => {
    const cleanup = await quartz.jobOf(CLEANUP);
    const runsBefore = (await quartz.runs()).length;
    for (const [method, url, payload] of routes(cleanup.id)) {
      const answer = await quartz.send(method, url, payload, guest);
      expect(answer, `${method} ${url}`).toMatchObject({
        success: false,
        code: 510,
        message: httpMessages.noAuthorisation,
      });
    }
    expect(await quartz.jobOf(CLEANUP)).toEqual(cleanup);
    expect(quartz.server.app.scheduler.nextRunOf(cleanup.id)).toBeDefined();
    expect(await quartz.runs()).toHaveLength(runsBefore);
  });

  it('grants the admin role every quartz button, execute and the run log included', async () => {
    const codes = await quartz.server.app.db
      .selectFrom('sys_role_permission')
      .innerJoin('sys_permission', 'sys_permission.id', 'sys_role_permission.permissionId')
      .select('sys_permission.perms')
      .where('sys_role_permission.roleId', '=', 'role-admin')
      .where('sys_permission.perms', 'like', 'quartz:%')
      .execute();
    expect(codes.map((row) => row.perms).sort()).toEqual([
      'quartz:add',
      'quartz:batch_delete',
      'quartz:delete',
      'quartz:edit',
      'quartz:execute',
      'quartz:export',
      'quartz:import',
      'quartz:list',
      'quartz:log',
      'quartz:pause',
      'quartz:resume',
    ]);
  });

  it('keeps the scheduled-jobs page system/QuartzJobList in the menu tree', async () => {
    const page = await quartz.server.app.db
      .selectFrom('sys_permission')
      .select(['url', 'menuType'])
      .where('component', '=', 'system/QuartzJobList')
      .executeTakeFirst();
    expect(page).toEqual({ url: '/monitor/quartzJob', menuType: 1 });
  });
});
