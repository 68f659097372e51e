import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';

/**
 * How long a claim holds without renewal. The holder renews it every third of this while the job
 * runs, so only an instance that stopped (killed, frozen, cut off from the database) loses it.
 */
export const LEASE_MS = 60_000;

/** A scheduled run claimed by this instance or left behind by one that died. */
export interface ClaimedRun {
  jobId: string;
  fireAt: number;
}

/** Names this process among the instances sharing the database; unique even for a restarted pid. */
export function instanceName(): string {
  return `${hostname().slice(0, 50)}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * The claims of scheduled runs in `sys_quartz_lease`, one row per job. Each step is one
 * conditional statement whose affected-row count says who won, so two instances racing for the
 * same fire time (or for a dead instance's run) never both get it, on SQLite and PostgreSQL alike.
 */
export class RunLeases {
  constructor(
    private readonly db: Kysely<Database>,
    readonly owner: string,
  ) {}

  /**
   * Claims the run of `jobId` at `fireAt`: true for exactly one instance. A later fire time is
   * refused while an earlier run still holds its lease (a job never runs twice at once).
   */
  async claim(jobId: string, fireAt: number, now: number): Promise<boolean> {
    const inserted = await this.db
      .insertInto('sys_quartz_lease')
      .values({ jobId, fireAt, owner: this.owner, leaseUntil: now + LEASE_MS, finished: 0 })
      .onConflict((conflict) => conflict.column('jobId').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
    const updated = await this.db
      .updateTable('sys_quartz_lease')
      .set({ fireAt, owner: this.owner, leaseUntil: now + LEASE_MS, finished: 0 })
      .where('jobId', '=', jobId)
      .where('fireAt', '<', fireAt)
      .where((where) => where.or([where('finished', '=', 1), where('leaseUntil', '<', now)]))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** Runs of these jobs whose holder stopped renewing before they finished. */
  async abandoned(jobIds: readonly string[], now: number): Promise<ClaimedRun[]> {
    if (!jobIds.length) return [];
    return this.db
      .selectFrom('sys_quartz_lease')
      .select(['jobId', 'fireAt'])
      .where('jobId', 'in', jobIds)
      .where('finished', '=', 0)
      .where('leaseUntil', '<', now)
      .execute();
  }

  /** Takes over an abandoned run: true for exactly one of the instances trying. */
  async takeOver(run: ClaimedRun, now: number): Promise<boolean> {
    const updated = await this.db
      .updateTable('sys_quartz_lease')
      .set({ owner: this.owner, leaseUntil: now + LEASE_MS })
      .where('jobId', '=', run.jobId)
      .where('fireAt', '=', run.fireAt)
      .where('finished', '=', 0)
      .where('leaseUntil', '<', now)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** Keeps a run's claim while it goes on. */
  async renew(run: ClaimedRun, now: number): Promise<void> {
    await this.db
      .updateTable('sys_quartz_lease')
      .set({ leaseUntil: now + LEASE_MS })
      .where('jobId', '=', run.jobId)
      .where('fireAt', '=', run.fireAt)
      .where('owner', '=', this.owner)
      .execute();
  }

  /** Marks a run ended, so that the job's next fire time can be claimed at once. */
  async finish(run: ClaimedRun): Promise<void> {
    await this.db
      .updateTable('sys_quartz_lease')
      .set({ finished: 1 })
      .where('jobId', '=', run.jobId)
      .where('fireAt', '=', run.fireAt)
      .where('owner', '=', this.owner)
      .execute();
  }
}
