import { compileSchedule } from './compile-schedule';
import type { CronModel } from './cron-model';
import { formatCron } from './format-cron';
import { neverRuns } from './never-runs';
import { nextFireTime } from './next-fire-time';
import { parseCron, type CronParseOptions } from './parse-cron';
import { YEARS_AHEAD } from './year-horizon';
import { hostTimeZone, zoneClock } from './zone-clock';

/** The cron editor's preview "shows the next 10 run times" (widgets spec 5.3). */
export const DEFAULT_RUN_COUNT = 10;

export interface NextRunOptions extends CronParseOptions {
  /** Runs come strictly after this time; default now. Its milliseconds are dropped, as Quartz's. */
  from?: Date | number;
  /** How many runs to return at most; default 10. */
  count?: number;
  /** The IANA zone the expression's wall clock is in; default the host's, as Quartz takes the JVM's. */
  timeZone?: string;
}

/**
 * The next `count` run times strictly after `from`, as Quartz (org.quartz.CronExpression
 * .getTimeAfter) finds them: fewer when the schedule ends (its years run out, or Quartz's
 * horizon of 100 years is reached) and none when it never runs (30 February). Throws
 * CronSyntaxError for an expression Quartz refuses, RangeError for a bad option.
 */
export function nextRunTimes(expression: string | CronModel, options: NextRunOptions = {}): Date[] {
  const model = typeof expression === 'string' ? parseCron(expression, options) : parseCron(formatCron(expression));
  const count = options.count ?? DEFAULT_RUN_COUNT;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`nextRunTimes: bad count ${count}`);
  const from = options.from === undefined ? Date.now() : Number(options.from);
  if (!Number.isFinite(from)) throw new RangeError('nextRunTimes: from is not a valid time');
  const zone = zoneClock(options.timeZone ?? hostTimeZone());
  let after = Math.floor(from / 1000) * 1000;
  // Quartz's MAX_YEAR counts from the clock; counting from `from` keeps the answer a function
  // of the arguments, and is the same thing when `from` is now.
  const maxYear = new Date(after + zone.offsetAt(after)).getUTCFullYear() + YEARS_AHEAD;
  const schedule = compileSchedule(model, maxYear);
  const runs: Date[] = [];
  if (neverRuns(schedule)) return runs;
  while (runs.length < count) {
    const next = nextFireTime(schedule, zone, after);
    if (next === null) break;
    runs.push(new Date(next));
    after = next;
  }
  return runs;
}
