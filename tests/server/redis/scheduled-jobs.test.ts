import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../server/db';
import { nextFireAfter } from '../../../server/modules/quartz';
import { CLEANUP, quartzServer, type QuartzServer } from '../quartz/quartz-support';
import { dropDatabaseFor } from '../support/test-database';
import { seededDataDir, startServer, TestClock } from '../support/test-server';
import { startRedis, type TestRedis } from './redis-server';

/*
 * Two instances over one database and one Redis, each with its own job timers and a hand clock:
 * a job paused, resumed, edited or deleted through one is followed by the other at once, through
 * the change message, without anything being due there yet. (When the message is lost, the
 * table read before firing and the periodic check make good: tests/server/quartz/fire-once.test.ts.)
 */
let redis: TestRedis;
let dataDir: string;
let first: QuartzServer;
let second: QuartzServer;

beforeAll(async () => {
  redis = await startRedis();
  dataDir = await seededDataDir();
  first = await quartzServer(await startServer({ redisUrl: redis.url }, { dataDir, clock: new TestClock() }));
  second = await quartzServer(await startServer({ redisUrl: redis.url }, { dataDir, clock: new TestClock() }));
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await redis?.stop();
  await dropDatabaseFor(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

function setClocks(now: number): void {
  first.server.clock.now = now;
  second.server.clock.now = now;
}

const nextRunOn = (instance: QuartzServer, jobId: string) => instance.server.app.scheduler.nextRunOf(jobId);
const scheduledRuns = (jobId: string) => first.runs(`&jobId=${jobId}&triggerType=schedule`);

describe('a job changed through one instance sharing Redis', () => {
  it('paused: the other takes it off its schedule at once and does not fire it; resumed: schedules it again', async () => {
    const cleanup = await first.jobOf(CLEANUP);
    const fireAt = Number(nextRunOn(second, cleanup.id));
    expect(fireAt).toBeGreaterThan(0);

    expect((await first.send('GET', `/sys/quartzJob/pause?id=${cleanup.id}`)).success).toBe(true);
    await vi.waitFor(() => expect(nextRunOn(second, cleanup.id)).toBeUndefined());
    setClocks(fireAt);
    await Promise.all([first.server.app.scheduler.runDue(), second.server.app.scheduler.runDue()]);
    expect(await scheduledRuns(cleanup.id)).toEqual([]);

    expect((await first.send('GET', `/sys/quartzJob/resume?id=${cleanup.id}`)).success).toBe(true);
    const resumedAt = nextFireAfter(cleanup.cronExpression, fireAt);
    expect(nextRunOn(first, cleanup.id)).toBe(resumedAt);
    await vi.waitFor(() => expect(nextRunOn(second, cleanup.id)).toBe(resumedAt));
  });

  it('given a new cron: the other follows it, with no run at the old fire time and one at the new', async () => {
    const cleanup = await first.jobOf(CLEANUP);
    const oldFireAt = Number(nextRunOn(second, cleanup.id));
    setClocks(oldFireAt - 60 * 60 * 1000);
    const newCron = '0 30 3 * * ?';
    const newFireAt = Number(nextFireAfter(newCron, oldFireAt - 60 * 60 * 1000));
    expect(newFireAt).toBe(oldFireAt + 30 * 60 * 1000);

    const edited = await second.send('PUT', '/sys/quartzJob/edit', { id: cleanup.id, cronExpression: newCron });
    expect(edited.success).toBe(true);
    await vi.waitFor(() => expect(nextRunOn(first, cleanup.id)).toBe(newFireAt));
    expect(nextRunOn(second, cleanup.id)).toBe(newFireAt);

    setClocks(oldFireAt);
    await Promise.all([first.server.app.scheduler.runDue(), second.server.app.scheduler.runDue()]);
    expect(await scheduledRuns(cleanup.id)).toEqual([]);
    setClocks(newFireAt);
    await Promise.all([first.server.app.scheduler.runDue(), second.server.app.scheduler.runDue()]);
    expect((await scheduledRuns(cleanup.id)).map((run) => run.startTime)).toEqual([formatDateTime(newFireAt)]);
  });

  it('deleted: the other takes it off its schedule at once', async () => {
    const cleanup = await first.jobOf(CLEANUP);
    expect(nextRunOn(first, cleanup.id)).toEqual(expect.any(Number));
    expect((await second.send('DELETE', `/sys/quartzJob/delete?id=${cleanup.id}`)).success).toBe(true);
    await vi.waitFor(() => expect(nextRunOn(first, cleanup.id)).toBeUndefined());
  });
});
