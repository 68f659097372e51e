export type { TaskItem, TaskLane, TaskLaneKey } from '../../../wire';

const DAY_MS = 86_400_000;

/**
 * Whole days an item has waited since `since` (the server's local 'YYYY-MM-DD HH:mm:ss'), 0 on
 * its first day; null when the time is missing or unreadable.
 */
export function waitingDays(since: string | null, now: Date): number | null {
  const match = since ? /^(\d{4})-(\d{2})-(\d{2})/.exec(since) : null;
  if (!match) return null;
  const started = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.max(0, Math.round((today.getTime() - started.getTime()) / DAY_MS));
}
