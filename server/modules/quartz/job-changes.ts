import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Broadcast } from '../../shared-state';
import type { JobScheduler } from './job-scheduler';

const TOPIC = 'quartz-jobs-changed';

interface JobChange {
  sender: string;
  jobIds: string[];
}

function jobChangeOf(text: string): JobChange | null {
  try {
    const message: unknown = JSON.parse(text);
    if (typeof message !== 'object' || message === null) return null;
    const { sender, jobIds } = message as Partial<JobChange>;
    if (typeof sender !== 'string' || !Array.isArray(jobIds)) return null;
    return { sender, jobIds: jobIds.filter((id): id is string => typeof id === 'string') };
  } catch {
    return null;
  }
}

/**
 * Each instance keeps its job timers in memory; a job paused, resumed, edited or deleted through
 * one instance must be followed at once by the others, or a paused job would still fire there.
 * The writer has already changed its own schedule; the others read the jobs again from the table
 * when the message arrives. A lost message is made good by the scheduler's own checks of the
 * table (before a job fires, and every lease period).
 */
export async function shareJobChanges(
  scheduler: JobScheduler,
  broadcast: Broadcast,
  log: FastifyBaseLogger,
): Promise<void> {
  const instance = randomUUID();
  await broadcast.subscribe(TOPIC, (text) => {
    const change = jobChangeOf(text);
    if (!change || change.sender === instance) return;
    scheduler.follow(change.jobIds).catch((error: unknown) => log.error({ err: error }, 'job change not followed'));
  });
  scheduler.announceChange = (jobIds) => {
    broadcast
      .publish(TOPIC, JSON.stringify({ sender: instance, jobIds: [...jobIds] }))
      .catch((error: unknown) => log.error({ err: error }, 'job change not shared'));
  };
}
