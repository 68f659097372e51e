import type { Schedule } from './compile-schedule';
import type { LenientCalendar } from './lenient-calendar';
import type { ZoneClock } from './zone-clock';

/** One run of Quartz's getTimeAfter: the calendar it moves forward and what it looks for. */
export interface Search {
  readonly schedule: Schedule;
  readonly zone: ZoneClock;
  readonly calendar: LenientCalendar;
  /** Quartz's `afterTime`: one second after the time searched from; runs before it do not count. */
  readonly afterTime: number;
}

/** 'moved': the calendar jumped ahead and the search starts over from the seconds. */
export type StepOutcome = 'moved' | 'kept';

/** A jump to the start of a day; the month may overflow (13 is January of the next year). */
export interface DayMove {
  readonly day: number;
  readonly month: number;
}
