import type { JobClass } from './job-class';
import { asyncJob, sampleJob, sampleParamJob } from './jobs/jeecg-samples';
import { sensorDailyRollupJob } from './jobs/sensor-daily-rollup';
import { tempUploadCleanupJob } from './jobs/temp-upload-cleanup';

/** Every job class a stored job may name; a name not here is refused when a job is saved. */
export const JOB_CLASSES: ReadonlyMap<string, JobClass> = new Map(
  [tempUploadCleanupJob, sensorDailyRollupJob, sampleJob, sampleParamJob, asyncJob].map((jobClass) => [
    jobClass.name,
    jobClass,
  ]),
);

export function jobClassNamed(name: string): JobClass | undefined {
  return JOB_CLASSES.get(name);
}
