import type { ZoneClock } from './zone-clock';

export type CalendarField = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

type Fields = Record<CalendarField, number>;

/** Wall-clock milliseconds for fields that may overflow (month 13, day 0, hour 24...). */
export function wallTime({ year, month, day, hour, minute, second }: Fields): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** 1 = Sunday ... 7 = Saturday, as Quartz and java.util.Calendar count. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(wallTime({ year, month, day, hour: 0, minute: 0, second: 0 })).getUTCDay() + 1;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(wallTime({ year, month: month + 1, day: 0, hour: 0, minute: 0, second: 0 })).getUTCDate();
}

/**
 * The part of java.util.GregorianCalendar (lenient) that Quartz's search leans on: setting a
 * field only records it; the next read turns all fields into an instant (overflowing values
 * roll over, and the zone resolves the wall clock, see ZoneClock.instantOf) and reads every
 * field back from that instant. Months count from 1 here, where Java counts from 0.
 */
export class LenientCalendar {
  private fields: Fields;
  private instant: number;
  private settled = false;

  constructor(
    private readonly zone: ZoneClock,
    instant: number,
  ) {
    this.instant = instant;
    this.fields = fieldsAt(zone, instant);
  }

  get(field: CalendarField): number {
    this.settle();
    return this.fields[field];
  }

  weekday(): number {
    this.settle();
    return weekdayOf(this.fields.year, this.fields.month, this.fields.day);
  }

  set(field: CalendarField, value: number): void {
    this.fields[field] = value;
    this.settled = false;
  }

  /** Calendar.add(YEAR, n): a 29 February becomes the 28th in a common year. */
  addYears(years: number): void {
    this.settle();
    const year = this.fields.year + years;
    this.fields.year = year;
    this.fields.day = Math.min(this.fields.day, daysInMonth(year, this.fields.month));
    this.settled = false;
  }

  time(): number {
    this.settle();
    return this.instant;
  }

  private settle(): void {
    if (this.settled) return;
    this.instant = this.zone.instantOf(wallTime(this.fields));
    this.fields = fieldsAt(this.zone, this.instant);
    this.settled = true;
  }
}

function fieldsAt(zone: ZoneClock, instant: number): Fields {
  const wall = new Date(instant + zone.offsetAt(instant));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}
