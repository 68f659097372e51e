import { CronSyntaxError, DEFAULT_RUN_COUNT, nextRunTimes } from '../engine';

/** Spec 5.3: the preview is "recomputed with a 500 ms debounce". */
export const PREVIEW_DEBOUNCE_MS = 500;

/** What the preview shows (spec 5.3: the next 10 run times; "With none, it shows 无执行时间"). */
export type RunPreview =
  | { readonly kind: 'runs'; readonly times: readonly string[] }
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'bad-time-zone' };

export interface RunPreviewOptions {
  /** The IANA zone the expression's wall clock is in. */
  timeZone: string;
  /** Accept the 5-field form, and show times to the minute. */
  hideSeconds?: boolean;
  /** Runs after this time; default now. */
  from?: Date;
  count?: number;
}

/** The zone the browser (or Node) runs in: the preview's default. */
export function hostTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** `YYYY-MM-DD HH:mm:ss` (or to the minute) on the wall clock of `timeZone`. */
export function formatRunTime(time: Date, timeZone: string, withSeconds = true): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const clock = `${part('hour')}:${part('minute')}${withSeconds ? `:${part('second')}` : ''}`;
  return `${part('year')}-${part('month')}-${part('day')} ${clock}`;
}

export function previewRuns(expression: string, options: RunPreviewOptions): RunPreview {
  const { timeZone, hideSeconds = false } = options;
  if (!isKnownTimeZone(timeZone)) return { kind: 'bad-time-zone' };
  if (expression.trim() === '') return { kind: 'none' };
  try {
    const runs = nextRunTimes(expression, {
      from: options.from,
      count: options.count ?? DEFAULT_RUN_COUNT,
      timeZone,
      seconds: hideSeconds ? 'optional' : 'required',
    });
    if (runs.length === 0) return { kind: 'none' };
    return { kind: 'runs', times: runs.map((run) => formatRunTime(run, timeZone, !hideSeconds)) };
  } catch (error) {
    if (error instanceof CronSyntaxError) return { kind: 'invalid' };
    throw error;
  }
}
