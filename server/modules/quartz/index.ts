import type { FastifyPluginAsync } from 'fastify';
import type { JobScheduler } from './job-scheduler';
import { jobRoutes } from './job-routes';
import { runLogRoutes } from './run-log-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the stored jobs on their schedules; created, started and stopped by `buildServer`. */
    scheduler: JobScheduler;
  }
}

/** Scheduled jobs (JeecgBoot's Quartz jobs) and the log of their runs. */
export const quartzModule: FastifyPluginAsync = async (app) => {
  await app.register(jobRoutes);
  await app.register(runLogRoutes);
};

export {
  JobScheduler,
  nextFireAfter,
  type ScheduledJob,
  type RunOutcome,
  type SchedulerDeps,
  type TriggerType,
} from './job-scheduler';
export { JOB_CLASSES, jobClassNamed } from './job-classes';
export { LEASE_MS } from './run-lease';
export { shareJobChanges } from './job-changes';
export type { JobClass, JobContext } from './job-class';
export { jobRefusal, type JobDefinition } from './job-check';
export { tempUploadCleanupJob } from './jobs/temp-upload-cleanup';
export { sensorDailyRollupJob } from './jobs/sensor-daily-rollup';
export { asyncJob, sampleJob, sampleParamJob, ASYNC_JOB_WORK_MS } from './jobs/jeecg-samples';
