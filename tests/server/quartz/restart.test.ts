import { rmSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { freshDataDir, startServer, TestClock } from '../support/test-server';
import { CLEANUP, quartzServer, ROLLUP } from './quartz-support';

describe('a job keeps its schedule across a restart', () => {
  it('rebuilds the schedules of running jobs from the table; paused jobs stay off the schedule', async () => {
    const dataDir = freshDataDir();
    try {
      const first = await quartzServer(await startServer({}, { dataDir }));
      const rollup = await first.jobOf(ROLLUP);
      await first.send('PUT', '/sys/quartzJob/edit', { id: rollup.id, cronExpression: '0 15 10 ? * MON-FRI' });
      const cleanup = await first.jobOf(CLEANUP);
      await first.send('GET', `/sys/quartzJob/pause?id=${cleanup.id}`);
      const expected = first.server.app.scheduler.nextRunOf(rollup.id);
      await first.close();

      const second = await quartzServer(await startServer({}, { dataDir }));
      try {
        expect(second.server.app.scheduler.nextRunOf(rollup.id)).toBe(expected);
        expect(second.server.app.scheduler.nextRunOf(cleanup.id)).toBeUndefined();
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the timer', () => {
  it('wakes for the next due job by itself, and close leaves nothing running', async () => {
    // A clock that runs in real time: the one timer must fire without anyone calling runDue.
    const clock = new TestClock();
    const offset = clock.now - Date.now();
    Object.defineProperty(clock, 'now', { get: () => Date.now() + offset });
    const quartz = await quartzServer(await startServer({}, { clock }));
    try {
      const rollup = await quartz.jobOf(ROLLUP);
      await quartz.send('PUT', '/sys/quartzJob/edit', {
        id: rollup.id,
        cronExpression: '* * * * * ?',
        parameter: '2024-09-18',
      });
      // Due every second: the limit catches a timer that never fires, not a slow one.
      await vi.waitFor(
        async () => expect((await quartz.runs(`&jobId=${rollup.id}&triggerType=schedule`)).length).toBeGreaterThan(0),
        { timeout: 30000, interval: 100 },
      );
    } finally {
      await quartz.close();
    }
  });
});
