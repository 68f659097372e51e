import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { jobClassNamed } from './job-classes';

/** `sys_quartz_job.status` of a job that is on the schedule (-1: paused). */
export const RUNNING_STATUS = 0;

/** A job as the table holds it now: what every instance's schedule must follow. */
export interface StoredJob {
  id: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  status: number;
}

/** The stored jobs among `jobIds` (every running one when absent), by id; a deleted job is not in it. */
export async function readStoredJobs(
  db: Kysely<Database>,
  jobIds?: readonly string[],
): Promise<Map<string, StoredJob>> {
  if (jobIds && !jobIds.length) return new Map();
  let query = db.selectFrom('sys_quartz_job').select(['id', 'jobClassName', 'cronExpression', 'parameter', 'status']);
  query = jobIds ? query.where('id', 'in', [...jobIds]) : query.where('status', '=', RUNNING_STATUS);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether the stored job is one to schedule: running, of a class this server has. */
export function isSchedulable(job: StoredJob | undefined): job is StoredJob {
  return job?.status === RUNNING_STATUS && jobClassNamed(job.jobClassName) !== undefined;
}
