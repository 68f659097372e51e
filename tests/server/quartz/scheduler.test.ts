import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../server/db';
import { quartzMessages } from '../../../server/messages';
import { readingAt, SAMPLE_INTERVAL_MS } from '../../../server/modules/iot';
import { CLEANUP, quartzServer, ROLLUP, type QuartzServer } from './quartz-support';

const HOUR = 3_600_000;
let quartz: QuartzServer;

beforeAll(async () => {
  quartz = await quartzServer();
});
afterAll(() => quartz.close());

/** A file under <dataDir>/upload/temp last written at `at` (milliseconds since the epoch). */
function tempFile(relative: string, at: number): string {
  const file = path.join(quartz.server.dataDir, 'upload', 'temp', relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  utimesSync(file, at / 1000, at / 1000);
  return file;
}

describe('the scheduler runs a job when its fire time comes, by the app clock', () => {
  it('runs the clean-up at 03:00, not before, removing only the files older than 24 hours', async () => {
    const { app, clock } = quartz.server;
    const cleanup = await quartz.jobOf(CLEANUP);
    const fireAt = Number(app.scheduler.nextRunOf(cleanup.id));
    const stale = tempFile('stale.png', fireAt - 25 * HOUR);
    const nested = tempFile('2024/old.pdf', fireAt - 48 * HOUR);
    const fresh = tempFile('fresh.png', fireAt - 23 * HOUR);

    clock.now = fireAt - 1000;
    await app.scheduler.runDue();
    expect(existsSync(stale)).toBe(true);
    expect(await quartz.runs(`&jobId=${cleanup.id}`)).toHaveLength(0);

    clock.now = fireAt;
    await app.scheduler.runDue();
    expect([existsSync(stale), existsSync(nested), existsSync(fresh)]).toEqual([false, false, true]);
    const [run] = await quartz.runs(`&jobId=${cleanup.id}`);
    expect(run).toMatchObject({
      jobClassName: CLEANUP,
      triggerType: 'schedule',
      outcome: 'success',
      message: quartzMessages.tempRemoved(2),
      startTime: formatDateTime(fireAt),
      endTime: formatDateTime(fireAt),
    });
    expect(app.scheduler.nextRunOf(cleanup.id)).toBe(fireAt + 24 * HOUR);
  });

  it("removes an upload's folder once its file is removed, but not a folder written to lately", async () => {
    const { app, clock } = quartz.server;
    const folder = (name: string, at: number) => {
      const dir = path.join(quartz.server.dataDir, 'upload', 'temp', name);
      utimesSync(dir, at / 1000, at / 1000);
      return dir;
    };
    clock.now += 48 * HOUR;
    const oldFile = tempFile('0123456789abcdef0123456789abcdef/old.png', clock.now - 30 * HOUR);
    const oldFolder = folder('0123456789abcdef0123456789abcdef', clock.now - 30 * HOUR);
    mkdirSync(path.join(quartz.server.dataDir, 'upload', 'temp', 'fedcba9876543210fedcba9876543210'));
    const movingIn = folder('fedcba9876543210fedcba9876543210', clock.now - HOUR);
    const cleanup = await quartz.jobOf(CLEANUP);
    expect(await quartz.send('GET', `/sys/quartzJob/execute?id=${cleanup.id}`)).toMatchObject({ success: true });
    expect([existsSync(oldFile), existsSync(oldFolder), existsSync(movingIn)]).toEqual([false, false, true]);
    expect(app.scheduler.isRunning(cleanup.id)).toBe(false);
  });

  it('never follows a symbolic link out of the temporary folder', async () => {
    const { app } = quartz.server;
    const outside = mkdtempSync(path.join(tmpdir(), 'farm-outside-'));
    try {
      const precious = path.join(outside, 'precious.txt');
      writeFileSync(precious, 'keep');
      utimesSync(precious, 0, 0);
      mkdirSync(path.join(quartz.server.dataDir, 'upload', 'temp'), { recursive: true });
      symlinkSync(outside, path.join(quartz.server.dataDir, 'upload', 'temp', 'escape'));
      const cleanup = await quartz.jobOf(CLEANUP);
      expect(await quartz.send('GET', `/sys/quartzJob/execute?id=${cleanup.id}`)).toMatchObject({ success: true });
      expect(existsSync(precious)).toBe(true);
      expect(app.scheduler.isRunning(cleanup.id)).toBe(false);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("fires a missed time once, late, and goes on from now (Quartz's smart misfire policy)", async () => {
    const { app, clock } = quartz.server;
    const cleanup = await quartz.jobOf(CLEANUP);
    const fireAt = Number(app.scheduler.nextRunOf(cleanup.id));
    const before = (await quartz.runs(`&jobId=${cleanup.id}`)).length;
    clock.now = fireAt + 3 * 24 * HOUR + HOUR;
    await app.scheduler.runDue();
    expect(await quartz.runs(`&jobId=${cleanup.id}`)).toHaveLength(before + 1);
    expect(app.scheduler.nextRunOf(cleanup.id)).toBe(fireAt + 4 * 24 * HOUR);
  });

  it('does not run a paused job', async () => {
    const { app, clock } = quartz.server;
    const cleanup = await quartz.jobOf(CLEANUP);
    const fireAt = Number(app.scheduler.nextRunOf(cleanup.id));
    await quartz.send('GET', `/sys/quartzJob/pause?id=${cleanup.id}`);
    const before = (await quartz.runs(`&jobId=${cleanup.id}`)).length;
    clock.now = fireAt + HOUR;
    await app.scheduler.runDue();
    expect(await quartz.runs(`&jobId=${cleanup.id}`)).toHaveLength(before);
    await quartz.send('GET', `/sys/quartzJob/resume?id=${cleanup.id}`);
  });
});

describe('run once (execute) and the run log', () => {
  it('rolls up one day of every sensor into farm_sensor_daily, replacing the day on a second run', async () => {
    const { app } = quartz.server;
    const rollup = await quartz.jobOf(ROLLUP);
    await quartz.send('PUT', '/sys/quartzJob/edit', { id: rollup.id, parameter: '2024-09-18' });
    expect(await quartz.send('GET', `/sys/quartzJob/execute?id=${rollup.id}`)).toMatchObject({
      success: true,
      message: quartzMessages.executed,
    });
    expect(await quartz.send('GET', `/sys/quartzJob/execute?id=${rollup.id}`)).toMatchObject({ success: true });

    const sensors = await app.db.selectFrom('farm_sensor').select(['sensorCode', 'sensorType']).execute();
    const rows = await app.db.selectFrom('farm_sensor_daily').selectAll().where('day', '=', '2024-09-18').execute();
    expect(sensors.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(sensors.length);
    const sample = sensors[0];
    const start = new Date(2024, 8, 18).getTime();
    const values = Array.from({ length: 144 }, (_, slot) =>
      readingAt(String(sample.sensorType), String(sample.sensorCode), start + slot * SAMPLE_INTERVAL_MS),
    );
    expect(rows.find((row) => row.sensorCode === sample.sensorCode)).toMatchObject({
      readingCount: 144,
      minValue: Math.min(...values),
      maxValue: Math.max(...values),
    });

    // Earlier tests move the clock and let the schedule run this job too: read the manual runs.
    const manualRuns = (await quartz.runs(`&jobId=${rollup.id}`)).filter((run) => run.triggerType === 'manual');
    expect(manualRuns).toHaveLength(2);
    expect(manualRuns[0]).toMatchObject({
      outcome: 'success',
      message: quartzMessages.sensorRolledUp('2024-09-18', sensors.length),
    });
  });

  it('logs a failed run with its reason and answers 执行失败!', async () => {
    const { app } = quartz.server;
    const rollup = await quartz.jobOf(ROLLUP);
    // A parameter that slipped past the form (written straight to the table) fails at run time.
    await app.db.updateTable('sys_quartz_job').set({ parameter: 'yesterday' }).where('id', '=', rollup.id).execute();
    const answer = await quartz.send<{ outcome: string }>('GET', `/sys/quartzJob/execute?id=${rollup.id}`);
    expect(answer).toMatchObject({
      success: false,
      message: quartzMessages.executeFailed,
      result: { outcome: 'failure' },
    });
    const [failed] = await quartz.runs(`&jobId=${rollup.id}&outcome=failure`);
    expect(failed).toMatchObject({
      triggerType: 'manual',
      message: quartzMessages.badParameter(quartzMessages.sensorDay),
    });
  });
});
