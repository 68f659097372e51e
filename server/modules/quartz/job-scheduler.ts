import type { Kysely } from 'kysely';
import { nextRunTimes } from '../../../elements/cron/engine';
import { formatDateTime, newId, type Database } from '../../db';
import { jobClassNamed } from './job-classes';
import { instanceName, LEASE_MS, RunLeases, type ClaimedRun } from './run-lease';
import { isSchedulable, readStoredJobs, type StoredJob } from './stored-jobs';

/** What the scheduler needs of a stored job. */
export interface ScheduledJob {
  id: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
}

export type TriggerType = 'schedule' | 'manual';

export interface RunOutcome {
  outcome: 'success' | 'failure';
  message: string;
}

export interface SchedulerDeps {
  db: Kysely<Database>;
  clock: () => number;
  dataDir: string;
  /** Where uploaded files live (`FARM_UPLOAD_DIR`, else `<dataDir>/upload`). */
  uploadDir: string;
  log: {
    info(details: object, message: string): void;
    warn(message: string): void;
    error(details: object, message: string): void;
  };
  /** This instance among those sharing the database (a name of its own when absent). */
  instance?: string;
}

/** setTimeout takes at most 2^31-1 ms; a later run is re-armed when the timer wakes. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
const LOG_MESSAGE_LENGTH = 1000;

/** The first fire time strictly after `after`, or null when the schedule never fires again. */
export function nextFireAfter(cronExpression: string, after: number): number | null {
  const [next] = nextRunTimes(cronExpression, { from: after, count: 1 });
  return next ? next.getTime() : null;
}

/**
 * Runs the running jobs at their cron fire times. One unref'd timer waits for the earliest due
 * job (never one per second or per job); `runDue()` runs whatever is due by `clock()`, so tests
 * move a hand clock and call it instead of waiting. A run that finds its job still running is
 * skipped, as Quartz's @DisallowConcurrentExecution does; a fire time missed while the server
 * was busy fires once, late (Quartz's smart misfire policy), and the schedule goes on from now.
 *
 * Several instances may share the database, each scheduling every job: a scheduled run is made
 * only by the instance that claims its fire time (run-lease.ts), and a run whose instance died
 * (its lease no longer renewed) is taken over by another, found by a check every lease period.
 *
 * A job paused, resumed, edited or deleted through one instance changes the others' schedules
 * too: the writer announces it (`announceChange`, pub/sub through the shared state, see
 * job-changes.ts) and the others `follow()` the table at once. A message can be lost (Redis away
 * for a moment, no Redis at all), so the table, not memory, has the last word: a due job is read
 * again before it fires (a paused or deleted job never fires, a changed cron is rescheduled), and
 * every lease period `resync()` brings all schedules in line with the table.
 */
export class JobScheduler {
  private readonly upcoming = new Map<string, { job: ScheduledJob; at: number }>();
  private readonly running = new Set<string>();
  private readonly pending = new Set<Promise<unknown>>();
  /** The pauses of runs under way: stop() ends them at once. */
  private readonly pauses = new Set<() => void>();
  private timer: NodeJS.Timeout | undefined;
  private leaseCheck: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly leases: RunLeases;
  /** Tells the other instances which jobs changed in the table; set by shareJobChanges(), nothing alone. */
  announceChange: (jobIds: readonly string[]) => void = () => {};

  constructor(private readonly deps: SchedulerDeps) {
    this.leases = new RunLeases(deps.db, deps.instance ?? instanceName());
  }

  /** Rebuilds the schedules from the table: every job with status 0 (running). */
  async start(): Promise<void> {
    const jobs = await this.deps.db
      .selectFrom('sys_quartz_job')
      .select(['id', 'jobClassName', 'cronExpression', 'parameter'])
      .where('status', '=', 0)
      .execute();
    for (const job of jobs) {
      try {
        if (!jobClassNamed(job.jobClassName)) throw new Error(`job class not registered: ${job.jobClassName}`);
        this.schedule(job);
      } catch (error) {
        this.deps.log.warn(`scheduled job ${job.id} not scheduled: ${(error as Error).message}`);
      }
    }
    if (this.stopped) return;
    this.leaseCheck = setInterval(() => {
      void this.track(this.resync())
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'schedules not compared with the job table'))
        .then(() => this.track(this.takeOverAbandoned()))
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'abandoned scheduled runs not checked'));
    }, LEASE_MS);
    this.leaseCheck.unref();
  }

  /** Schedules (or reschedules) a job from now on; throws CronSyntaxError for a bad expression. */
  schedule(job: ScheduledJob): void {
    const at = nextFireAfter(job.cronExpression, this.deps.clock());
    if (at === null) this.upcoming.delete(job.id);
    else this.upcoming.set(job.id, { job, at });
    this.arm();
  }

  unschedule(jobId: string): void {
    this.upcoming.delete(jobId);
    this.arm();
  }

  /** Brings these jobs' schedules in line with the table, where another instance changed them. */
  async follow(jobIds: readonly string[]): Promise<void> {
    if (this.stopped || !jobIds.length) return;
    const stored = await this.track(readStoredJobs(this.deps.db, jobIds));
    for (const id of jobIds) this.followStored(id, stored.get(id));
  }

  /** Brings every schedule in line with the table: what a lost message left behind is corrected. */
  async resync(): Promise<void> {
    if (this.stopped) return;
    const stored = await this.track(readStoredJobs(this.deps.db));
    for (const id of new Set([...this.upcoming.keys(), ...stored.keys()])) this.followStored(id, stored.get(id));
  }

  /** When a job runs next, if it is scheduled. */
  nextRunOf(jobId: string): number | undefined {
    return this.upcoming.get(jobId)?.at;
  }

  isRunning(jobId: string): boolean {
    return this.running.has(jobId);
  }

  /** Runs every job due by now, one after another, each as the table holds it now. */
  async runDue(): Promise<void> {
    const now = this.deps.clock();
    const due = [...this.upcoming.values()].filter((entry) => entry.at <= now).sort((a, b) => a.at - b.at);
    const table = await this.readStored(due.map((entry) => entry.job.id));
    for (const { job: scheduled, at: fireAt } of due) {
      if (this.stopped) return;
      const stored = table?.get(scheduled.id);
      // Paused or deleted elsewhere, or on another cron now (this fire time was the old one's):
      // no run, and the schedule follows the table.
      if (table && (!isSchedulable(stored) || stored.cronExpression !== scheduled.cronExpression)) {
        this.followStored(scheduled.id, stored);
        continue;
      }
      const job = stored ? scheduledOf(stored) : scheduled;
      const at = nextFireAfter(job.cronExpression, now);
      if (at === null) this.upcoming.delete(job.id);
      else this.upcoming.set(job.id, { job, at });
      // A table that could not be read means no run: the claim could not be made either.
      if (stored && !this.running.has(job.id) && (await this.claim({ jobId: job.id, fireAt }, now)))
        await this.track(this.runClaimed(job, fireAt));
    }
    this.arm();
  }

  /**
   * Runs the scheduled jobs whose instance died during a run (the lease ran out unfinished), once
   * across the instances; the timer calls it every lease period, tests call it after moving the clock.
   */
  async takeOverAbandoned(): Promise<void> {
    const now = this.deps.clock();
    const abandoned = await this.leases.abandoned([...this.upcoming.keys()], now);
    const stored = await this.readStored(abandoned.map((run) => run.jobId));
    // A table that could not be read: no take-over now (it could not be claimed either), nothing unscheduled.
    if (!stored) return;
    for (const run of abandoned) {
      const job = stored.get(run.jobId);
      if (this.stopped || !this.upcoming.has(run.jobId) || this.running.has(run.jobId)) continue;
      // A job paused or deleted since its run began is not run again for it.
      if (!isSchedulable(job)) {
        this.followStored(run.jobId, job);
        continue;
      }
      if (!(await this.leases.takeOver(run, now))) continue;
      this.deps.log.warn(`scheduled job ${run.jobId}: taking over the run of ${formatDateTime(run.fireAt)}`);
      await this.track(this.runClaimed(scheduledOf(job), run.fireAt));
    }
  }

  /** These jobs as the table holds them; null (logged) when the database cannot say, which means no run. */
  private async readStored(jobIds: readonly string[]): Promise<Map<string, StoredJob> | null> {
    try {
      return await readStoredJobs(this.deps.db, jobIds);
    } catch (error) {
      this.deps.log.error({ err: error }, 'scheduled jobs not read before running');
      return null;
    }
  }

  /** Schedules a job as stored (keeping its fire time when nothing of its schedule changed), or takes it off. */
  private followStored(jobId: string, job: StoredJob | undefined): void {
    if (!isSchedulable(job)) {
      if (this.upcoming.has(jobId)) this.unschedule(jobId);
      return;
    }
    const entry = this.upcoming.get(jobId);
    if (entry && entry.job.cronExpression === job.cronExpression) {
      entry.job = scheduledOf(job);
      return;
    }
    try {
      this.schedule(scheduledOf(job));
    } catch (error) {
      this.unschedule(jobId);
      this.deps.log.warn(`scheduled job ${jobId} not scheduled: ${(error as Error).message}`);
    }
  }

  /** Whether this instance won the fire time; a database that cannot say means no run, logged. */
  private async claim(run: ClaimedRun, now: number): Promise<boolean> {
    try {
      return await this.leases.claim(run.jobId, run.fireAt, now);
    } catch (error) {
      this.deps.log.error({ err: error, jobId: run.jobId }, 'scheduled run not claimed');
      return false;
    }
  }

  /** Runs a claimed fire time, renewing the claim while the job goes on and releasing it after. */
  private async runClaimed(job: ScheduledJob, fireAt: number): Promise<RunOutcome> {
    const run: ClaimedRun = { jobId: job.id, fireAt };
    const renewal = setInterval(() => {
      this.leases
        .renew(run, this.deps.clock())
        .catch((error: unknown) =>
          this.deps.log.error({ err: error, jobId: job.id }, 'scheduled run lease not renewed'),
        );
    }, LEASE_MS / 3);
    renewal.unref();
    try {
      return await this.run(job, 'schedule');
    } finally {
      clearInterval(renewal);
      await this.leases
        .finish(run)
        .catch((error: unknown) => this.deps.log.error({ err: error, jobId: job.id }, 'scheduled run not released'));
    }
  }

  /** Runs a job once now ("run once"); null when it is running already. */
  async runNow(job: ScheduledJob): Promise<RunOutcome | null> {
    if (this.running.has(job.id) || this.stopped) return null;
    return this.track(this.run(job, 'manual'));
  }

  /** Clears the timer and waits for runs under way: the app closes cleanly. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    clearInterval(this.leaseCheck);
    for (const end of this.pauses) end();
    await Promise.allSettled([...this.pending]);
  }

  private async track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    try {
      return await work;
    } finally {
      this.pending.delete(work);
    }
  }

  private arm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.stopped || !this.upcoming.size) return;
    const earliest = Math.min(...[...this.upcoming.values()].map((entry) => entry.at));
    const delay = Math.min(Math.max(0, earliest - this.deps.clock()), LONGEST_TIMER_MS);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.track(this.runDue()).catch((error: unknown) =>
        this.deps.log.error({ err: error }, 'scheduled jobs failed to run'),
      );
    }, delay);
    this.timer.unref();
  }

  /** An unref'd wait that stop() ends early (the run then finishes at once). */
  private pause(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        this.pauses.delete(end);
        resolve();
      };
      const timer = setTimeout(end, ms);
      timer.unref();
      this.pauses.add(end);
    });
  }

  private async run(job: ScheduledJob, triggerType: TriggerType): Promise<RunOutcome> {
    this.running.add(job.id);
    const start = this.deps.clock();
    let result: RunOutcome;
    try {
      const jobClass = jobClassNamed(job.jobClassName);
      if (!jobClass) throw new Error(`job class not registered: ${job.jobClassName}`);
      const message = await jobClass.run(job.parameter, {
        db: this.deps.db,
        dataDir: this.deps.dataDir,
        uploadDir: this.deps.uploadDir,
        now: start,
        log: (line) => this.deps.log.info({ jobId: job.id, jobClassName: job.jobClassName }, line),
        pause: (ms) => this.pause(ms),
      });
      result = { outcome: 'success', message };
    } catch (error) {
      result = { outcome: 'failure', message: error instanceof Error ? error.message : String(error) };
    } finally {
      this.running.delete(job.id);
    }
    const end = this.deps.clock();
    try {
      await this.deps.db
        .insertInto('sys_quartz_log')
        .values({
          id: newId(),
          jobId: job.id,
          jobClassName: job.jobClassName,
          triggerType,
          startTime: formatDateTime(start),
          endTime: formatDateTime(end),
          costTime: end - start,
          outcome: result.outcome,
          message: result.message.slice(0, LOG_MESSAGE_LENGTH),
        })
        .execute();
    } catch (error) {
      this.deps.log.error({ err: error, jobId: job.id, ...result }, 'scheduled job run not logged');
    }
    return result;
  }
}

const scheduledOf = ({ id, jobClassName, cronExpression, parameter }: StoredJob): ScheduledJob => ({
  id,
  jobClassName,
  cronExpression,
  parameter,
});
