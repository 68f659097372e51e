import { CronSyntaxError } from '../../../elements/cron/engine';
import { quartzMessages } from '../../messages';
import { jobClassNamed } from './job-classes';
import { nextFireAfter } from './job-scheduler';

export interface JobDefinition {
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  status: number;
}

/**
 * Why a job cannot be saved, or null: its class must be registered, its expression one Quartz
 * accepts (the engine's reason is quoted), its parameter one the class takes, and a running job
 * must fire at least once more (Quartz refuses to schedule a trigger that never fires).
 */
export function jobRefusal(job: JobDefinition, now: number): string | null {
  const jobClass = jobClassNamed(job.jobClassName);
  if (!jobClass) return quartzMessages.classUnknown(job.jobClassName);
  let next: number | null;
  try {
    next = nextFireAfter(job.cronExpression, now);
  } catch (error) {
    if (error instanceof CronSyntaxError) return quartzMessages.badCron(error.message);
    throw error;
  }
  const parameterProblem = jobClass.checkParameter(job.parameter);
  if (parameterProblem) return quartzMessages.badParameter(parameterProblem);
  if (job.status === 0 && next === null) return quartzMessages.neverFires;
  return null;
}
