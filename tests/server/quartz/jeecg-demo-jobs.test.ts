import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../server/db';
import { quartzMessages } from '../../../server/messages';
import { ASYNC_JOB_WORK_MS } from '../../../server/modules/quartz';
import { captureLog, type CapturedLog } from '../support/capture-output';
import { startServer, type Answer } from '../support/test-server';
import { quartzServer, type Job, type QuartzServer } from './quartz-support';

// Issue 26: JeecgBoot's demo job classes, as the stock Vue 2 client's job form saves them
// (QuartzJobModal: POST /sys/quartzJob/add with jobClassName, cronExpression, parameter,
// description, status), run on their schedule and log JeecgBoot's line; the form's status radio
// reads the quartz_status dictionary.

const SAMPLE = 'org.jeecg.modules.quartz.job.SampleJob';
const SAMPLE_PARAM = 'org.jeecg.modules.quartz.job.SampleParamJob';
const ASYNC = 'org.jeecg.modules.quartz.job.AsyncJob';
/** JeecgBoot's demo jobs fire every second. */
const EVERY_SECOND = '0/1 * * * * ?';

let log: CapturedLog;
let quartz: QuartzServer;

beforeAll(async () => {
  log = captureLog();
  quartz = await quartzServer(await startServer({}, { logger: { level: 'info', stream: log.stream } }));
});
afterAll(() => quartz.close());
afterEach(() => vi.useRealTimers());

/** The log lines a job wrote (tagged with its id by the scheduler). */
function jobLines(jobId: string): string[] {
  return log
    .raw()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { jobId?: string; msg: string })
    .filter((line) => line.jobId === jobId)
    .map((line) => line.msg);
}

/** Adds a running job the way the stock client's form does, and answers the stored job. */
async function addJob(jobClassName: string, parameter: string, description: string): Promise<Job> {
  const answer = await quartz.send('POST', '/sys/quartzJob/add', {
    jobClassName,
    cronExpression: EVERY_SECOND,
    parameter,
    description,
    status: 0,
  });
  expect(answer).toMatchObject({ success: true, message: quartzMessages.added });
  return quartz.jobOf(jobClassName);
}

/** Moves the hand clock to the job's next fire time and lets the scheduler run what is due. */
async function fireNext(job: Job): Promise<number> {
  const { app, clock } = quartz.server;
  const at = Number(app.scheduler.nextRunOf(job.id));
  clock.now = at;
  await app.scheduler.runDue();
  return at;
}

describe('the job status dictionary', () => {
  it("answers quartz_status with JeecgBoot's items, 正常 0 and 停止 -1", async () => {
    const answer = await quartz.send<{ value: string; text: string }[]>('GET', '/sys/dict/getDictItems/quartz_status');
    expect(answer.result.map((item) => [item.value, item.text])).toEqual([
      ['0', '正常'],
      ['-1', '停止'],
    ]);
  });
});

describe('SampleJob', () => {
  it('is accepted by the job form and logs its line each time it fires', async () => {
    const job = await addJob(SAMPLE, '', '');
    const first = await fireNext(job);
    const second = await fireNext(job);
    expect(second - first).toBe(1000);
    expect(jobLines(job.id)).toEqual([
      quartzMessages.sampleJob(formatDateTime(first)),
      quartzMessages.sampleJob(formatDateTime(second)),
    ]);
    expect((await quartz.runs(`&jobId=${job.id}`)).map((run) => [run.triggerType, run.outcome])).toEqual([
      ['schedule', 'success'],
      ['schedule', 'success'],
    ]);
  });

  it('takes no parameter', async () => {
    const job = await quartz.jobOf(SAMPLE);
    const answer = await quartz.send('PUT', '/sys/quartzJob/edit', { ...job, parameter: 'scott' });
    expect(answer).toMatchObject({ success: false, message: quartzMessages.badParameter(quartzMessages.noParameter) });
  });
});

describe('SampleParamJob', () => {
  it('echoes its parameter in the line it logs on schedule and in the run log', async () => {
    const job = await addJob(SAMPLE_PARAM, 'scott', '带参测试 后台将每隔1秒执行输出日志');
    const at = await fireNext(job);
    const line = quartzMessages.sampleParamJob('scott', formatDateTime(at));
    expect(line).toContain('welcome scott!');
    expect(jobLines(job.id)).toEqual([line]);
    expect(await quartz.runs(`&jobId=${job.id}`)).toMatchObject([
      { triggerType: 'schedule', outcome: 'success', message: line },
    ]);
  });

  it('greets a new parameter once the job is edited', async () => {
    const job = await quartz.jobOf(SAMPLE_PARAM);
    expect(await quartz.send('PUT', '/sys/quartzJob/edit', { ...job, parameter: '农机调度' })).toMatchObject({
      success: true,
    });
    const at = await fireNext(job);
    expect(jobLines(job.id).at(-1)).toBe(quartzMessages.sampleParamJob('农机调度', formatDateTime(at)));
  });
});

describe('AsyncJob', () => {
  it('logs its start and, after its work, its end; a fire time while it works starts no second run', async () => {
    const job = await addJob(ASYNC, '', '');
    const { app, clock } = quartz.server;
    // Only the job's own wait is a timer the test moves; the app clock is the hand clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const at = Number(app.scheduler.nextRunOf(job.id));
    clock.now = at;
    const firstRun = app.scheduler.runDue();
    await vi.waitFor(() => expect(jobLines(job.id)).toEqual([quartzMessages.asyncJobStarted]));
    expect(app.scheduler.isRunning(job.id)).toBe(true);

    // The next second comes while the first run still works: nothing new starts.
    clock.now = at + 1000;
    await app.scheduler.runDue();
    expect(jobLines(job.id)).toEqual([quartzMessages.asyncJobStarted]);

    await vi.advanceTimersByTimeAsync(ASYNC_JOB_WORK_MS);
    await firstRun;
    expect(jobLines(job.id)).toEqual([
      quartzMessages.asyncJobStarted,
      quartzMessages.asyncJobDone(formatDateTime(at + ASYNC_JOB_WORK_MS)),
    ]);
    expect(app.scheduler.isRunning(job.id)).toBe(false);
    expect(await quartz.runs(`&jobId=${job.id}`)).toHaveLength(1);
  });

  it('runs once on 立即执行 and answers when its work is done', async () => {
    const job = await quartz.jobOf(ASYNC);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = quartz.send<unknown>('GET', `/sys/quartzJob/execute?id=${job.id}`);
    await vi.waitFor(() => expect(quartz.server.app.scheduler.isRunning(job.id)).toBe(true));
    await vi.advanceTimersByTimeAsync(ASYNC_JOB_WORK_MS);
    expect(await answer).toMatchObject({ success: true, message: quartzMessages.executed } satisfies Partial<Answer>);
    expect((await quartz.runs(`&jobId=${job.id}`)).map((run) => run.triggerType).sort()).toEqual([
      'manual',
      'schedule',
    ]);
  });
});
