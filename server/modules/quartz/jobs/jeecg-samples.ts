import { formatDateTime } from '../../../db';
import { quartzMessages } from '../../../messages';
import type { JobClass } from '../job-class';

/*
 * JeecgBoot's demo job classes, under their Java names, so a job table or a form filled in for
 * the stock client keeps working: each logs JeecgBoot's line when it runs (also the run log's
 * message). They touch nothing.
 */

/** AsyncJob's simulated work: five seconds, so a job fired every second runs every five (no overlap). */
export const ASYNC_JOB_WORK_MS = 5000;

const takesNoParameter = (parameter: string | null) => ((parameter ?? '').trim() ? quartzMessages.noParameter : null);

/** `SampleJob`: logs one line with the time. */
export const sampleJob: JobClass = {
  name: 'org.jeecg.modules.quartz.job.SampleJob',
  checkParameter: takesNoParameter,
  async run(_parameter, { now, log }) {
    const line = quartzMessages.sampleJob(formatDateTime(now));
    log(line);
    return line;
  },
};

/** `SampleParamJob`: logs a line greeting its parameter (any text; JeecgBoot's demo job has 'scott'). */
export const sampleParamJob: JobClass = {
  name: 'org.jeecg.modules.quartz.job.SampleParamJob',
  checkParameter: () => null,
  async run(parameter, { now, log }) {
    const line = quartzMessages.sampleParamJob(parameter ?? '', formatDateTime(now));
    log(line);
    return line;
  },
};

/**
 * `AsyncJob`: logs its start, works five seconds, logs its end. The scheduler never starts a job
 * that is still running (JeecgBoot's @DisallowConcurrentExecution on this class).
 */
export const asyncJob: JobClass = {
  name: 'org.jeecg.modules.quartz.job.AsyncJob',
  checkParameter: takesNoParameter,
  async run(_parameter, { now, log, pause }) {
    log(quartzMessages.asyncJobStarted);
    await pause(ASYNC_JOB_WORK_MS);
    // JeecgBoot logs when it ends: the run's start (all a job is given of the app clock) plus the work.
    const line = quartzMessages.asyncJobDone(formatDateTime(now + ASYNC_JOB_WORK_MS));
    log(line);
    return line;
  },
};
