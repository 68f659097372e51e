import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../server/db';
import { LEASE_MS, nextFireAfter } from '../../../server/modules/quartz';
import { seededDataDir, startServer, TestClock } from '../support/test-server';
import { dropDatabaseFor } from '../support/test-database';
import { CLEANUP, quartzServer, ROLLUP, type QuartzServer } from './quartz-support';

/*
 * Two server instances on one store (one SQLite file, or one PostgreSQL database in the
 * PostgreSQL run), each with the same schedules and a clock of its own: every scheduled fire
 * time is run by one of them, and a run whose instance died is taken over once its lease ends.
 */

let dataDir: string;
let first: QuartzServer;
let second: QuartzServer;

beforeAll(async () => {
  dataDir = await seededDataDir();
  first = await quartzServer(await startServer({}, { dataDir, clock: new TestClock() }));
  second = await quartzServer(await startServer({}, { dataDir, clock: new TestClock() }));
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await dropDatabaseFor(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

function setClocks(now: number): void {
  first.server.clock.now = now;
  second.server.clock.now = now;
}

async function scheduledRuns(jobId: string) {
  return first.runs(`&jobId=${jobId}&triggerType=schedule`);
}

describe('a scheduled job fires once across instances', () => {
  it('runs each fire time on exactly one instance when both reach it together', async () => {
    const cleanup = await first.jobOf(CLEANUP);
    const fireAt = Number(first.server.app.scheduler.nextRunOf(cleanup.id));
    expect(second.server.app.scheduler.nextRunOf(cleanup.id)).toBe(fireAt);

    setClocks(fireAt);
    await Promise.all([first.server.app.scheduler.runDue(), second.server.app.scheduler.runDue()]);
    expect((await scheduledRuns(cleanup.id)).map((run) => run.startTime)).toEqual([formatDateTime(fireAt)]);

    // The next day's fire time is claimed afresh, again by one of them; a late instance finds it taken.
    const nextFireAt = Number(first.server.app.scheduler.nextRunOf(cleanup.id));
    setClocks(nextFireAt);
    await first.server.app.scheduler.runDue();
    await second.server.app.scheduler.runDue();
    expect((await scheduledRuns(cleanup.id)).map((run) => run.startTime).sort()).toEqual([
      formatDateTime(fireAt),
      formatDateTime(nextFireAt),
    ]);
  });

  it('takes over a run whose instance died, only once its lease has run out, and only once', async () => {
    const cleanup = await first.jobOf(CLEANUP);
    const fireAt = Number(second.server.app.scheduler.nextRunOf(cleanup.id));
    // What an instance killed in the middle of the run leaves: its claim, unfinished, never renewed.
    await first.server.app.db
      .updateTable('sys_quartz_lease')
      .set({ fireAt, owner: 'killed-instance', leaseUntil: fireAt + LEASE_MS, finished: 0 })
      .where('jobId', '=', cleanup.id)
      .execute();
    const before = (await scheduledRuns(cleanup.id)).length;

    setClocks(fireAt + LEASE_MS - 1);
    await Promise.all([
      first.server.app.scheduler.takeOverAbandoned(),
      second.server.app.scheduler.takeOverAbandoned(),
    ]);
    expect(await scheduledRuns(cleanup.id)).toHaveLength(before);

    setClocks(fireAt + LEASE_MS + 1);
    await Promise.all([
      first.server.app.scheduler.takeOverAbandoned(),
      second.server.app.scheduler.takeOverAbandoned(),
    ]);
    const runs = await scheduledRuns(cleanup.id);
    expect(runs).toHaveLength(before + 1);
    expect(runs.filter((run) => run.startTime === formatDateTime(fireAt + LEASE_MS + 1))).toHaveLength(1);

    const lease = await first.server.app.db
      .selectFrom('sys_quartz_lease')
      .select(['owner', 'finished'])
      .where('jobId', '=', cleanup.id)
      .executeTakeFirstOrThrow();
    expect(lease).toMatchObject({ finished: 1 });
    expect(lease.owner).not.toBe('killed-instance');

    // Finished: nobody runs it again.
    setClocks(fireAt + 2 * LEASE_MS);
    await second.server.app.scheduler.takeOverAbandoned();
    expect(await scheduledRuns(cleanup.id)).toHaveLength(before + 1);
  });
});

/*
 * Without a shared Redis (as here: each instance's messages stay in its own memory) no change
 * message reaches the other instance: the job table it reads before firing and in its periodic
 * check keeps it right all the same. Through Redis the change is followed at once
 * (tests/server/redis/scheduled-jobs.test.ts).
 */
describe('a job changed through one instance, the message lost', () => {
  it('is not fired by the other once paused there, and is scheduled again once resumed', async () => {
    const rollup = await first.jobOf(ROLLUP);
    const fireAt = Number(second.server.app.scheduler.nextRunOf(rollup.id));
    const before = await scheduledRuns(rollup.id);
    expect((await first.send('GET', `/sys/quartzJob/pause?id=${rollup.id}`)).success).toBe(true);
    expect(first.server.app.scheduler.nextRunOf(rollup.id)).toBeUndefined();
    expect(second.server.app.scheduler.nextRunOf(rollup.id)).toBe(fireAt);

    setClocks(fireAt);
    await second.server.app.scheduler.runDue();
    expect(await scheduledRuns(rollup.id)).toEqual(before);
    expect(second.server.app.scheduler.nextRunOf(rollup.id)).toBeUndefined();

    expect((await first.send('GET', `/sys/quartzJob/resume?id=${rollup.id}`)).success).toBe(true);
    await second.server.app.scheduler.resync();
    expect(second.server.app.scheduler.nextRunOf(rollup.id)).toBe(first.server.app.scheduler.nextRunOf(rollup.id));
    expect(second.server.app.scheduler.nextRunOf(rollup.id)).toBe(nextFireAfter(rollup.cronExpression, fireAt));
  });

  it('follows a new cron: no run at the old fire time, one at the new', async () => {
    const rollup = await first.jobOf(ROLLUP);
    const oldFireAt = Number(second.server.app.scheduler.nextRunOf(rollup.id));
    const before = await scheduledRuns(rollup.id);
    const newCron = '0 40 0 * * ?';
    // Edited shortly before the old fire time: the new one (30 minutes later) comes after it.
    setClocks(oldFireAt - 60_000);
    const edited = await first.send('PUT', '/sys/quartzJob/edit', { id: rollup.id, cronExpression: newCron });
    expect(edited.success).toBe(true);
    const newFireAt = Number(first.server.app.scheduler.nextRunOf(rollup.id));
    expect(newFireAt).toBeGreaterThan(oldFireAt);
    expect(second.server.app.scheduler.nextRunOf(rollup.id)).toBe(oldFireAt);

    setClocks(oldFireAt);
    await second.server.app.scheduler.runDue();
    expect(await scheduledRuns(rollup.id)).toEqual(before);
    expect(second.server.app.scheduler.nextRunOf(rollup.id)).toBe(newFireAt);

    setClocks(newFireAt);
    await second.server.app.scheduler.runDue();
    const runs = await scheduledRuns(rollup.id);
    expect(runs).toHaveLength(before.length + 1);
    expect(runs.filter((run) => run.startTime === formatDateTime(newFireAt))).toHaveLength(1);
  });

  it('is taken off the other instance by its periodic check once deleted', async () => {
    const rollup = await first.jobOf(ROLLUP);
    expect(second.server.app.scheduler.nextRunOf(rollup.id)).toEqual(expect.any(Number));
    expect((await first.send('DELETE', `/sys/quartzJob/delete?id=${rollup.id}`)).success).toBe(true);
    expect(second.server.app.scheduler.nextRunOf(rollup.id)).toEqual(expect.any(Number));
    await second.server.app.scheduler.resync();
    expect(second.server.app.scheduler.nextRunOf(rollup.id)).toBeUndefined();
  });
});
