import type { Kysely } from 'kysely';
import type { Database } from '../../db';

/** What a job run may use: the database, the data and upload directories, and the moment it runs. */
export interface JobContext {
  db: Kysely<Database>;
  dataDir: string;
  /** Where uploaded files live (`FARM_UPLOAD_DIR`, else `<dataDir>/upload`). */
  uploadDir: string;
  /** Milliseconds since the epoch, from `app.clock()`. */
  now: number;
  /** Writes a line to the server log, tagged with the job's id and class. */
  log(message: string): void;
  /** Waits, as a job that takes a while does; cut short when the server stops, so closing never waits on it. */
  pause(ms: number): Promise<void>;
}

/**
 * A kind of job, registered in code and named by `sys_quartz_job.job_class_name` (JeecgBoot
 * loads a Java class by that name; we only ever look it up in the registry).
 */
export interface JobClass {
  readonly name: string;
  /** Why the stored parameter is refused, or null when the class accepts it. */
  checkParameter(parameter: string | null): string | null;
  /** Does the work; answers a line for the run log, throws when the run fails. */
  run(parameter: string | null, context: JobContext): Promise<string>;
}
