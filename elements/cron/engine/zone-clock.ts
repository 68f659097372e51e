const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Wall-clock arithmetic in one IANA time zone, read from Intl.DateTimeFormat. Wall-clock times
 * are written as milliseconds as if the wall clock were UTC.
 */
export interface ZoneClock {
  readonly timeZone: string;
  /** What to add to an instant to read the zone's wall clock. */
  offsetAt(instant: number): number;
  /**
   * The instant a wall-clock time stands for, resolved as java.util.GregorianCalendar does
   * ("We assume standard time"): a time that does not exist (skipped when the clocks go forward)
   * is read with the offset before the change, so it lands that much later; a time that occurs
   * twice (when the clocks go back) is read with the offset after the change, the later one.
   */
  instantOf(wall: number): number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError for a zone the runtime does not know.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The host's own zone, as Quartz uses the JVM's default TimeZone. */
export function hostTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Offsets read so far, per zone and second; kept across calls since a preview asks again and again. */
const offsetsByZone = new Map<string, Map<number, number>>();
const MAX_REMEMBERED_OFFSETS = 50_000;

export function zoneClock(timeZone: string): ZoneClock {
  const formatter = formatterFor(timeZone);
  let known = offsetsByZone.get(timeZone);
  if (!known) {
    known = new Map<number, number>();
    offsetsByZone.set(timeZone, known);
  }
  const remembered = known;

  function exactOffsetAt(second: number): number {
    let offset = remembered.get(second);
    if (offset === undefined) {
      offset = wallOf(formatter, second) - second;
      if (remembered.size > MAX_REMEMBERED_OFFSETS) remembered.clear();
      remembered.set(second, offset);
    }
    return offset;
  }

  // Zones change their offset at most a few times a year and never twice within an hour: when
  // both ends of the hour agree, every instant inside it has that offset. Only the hours that
  // hold a change are read second by second, so a search reads a handful of offsets, not hundreds.
  function offsetAt(instant: number): number {
    const hourStart = Math.floor(instant / HOUR) * HOUR;
    const atStart = exactOffsetAt(hourStart);
    if (atStart === exactOffsetAt(hourStart + HOUR)) return atStart;
    return exactOffsetAt(Math.floor(instant / 1000) * 1000);
  }

  function instantOf(wall: number): number {
    const before = offsetAt(wall - DAY);
    const after = offsetAt(wall + DAY);
    if (before === after) {
      const instant = wall - before;
      const actual = offsetAt(instant);
      return actual === before ? instant : wall - actual;
    }
    const early = wall - before;
    const late = wall - after;
    // The later offset wherever it gives this wall time back (after the change, or twice);
    // otherwise the earlier one, which carries a skipped time forward across the gap.
    return offsetAt(late) === after ? late : early;
  }

  return { timeZone, offsetAt, instantOf };
}

function wallOf(formatter: Intl.DateTimeFormat, instant: number): number {
  const parts: Record<string, string> = {};
  for (const { type, value } of formatter.formatToParts(instant)) parts[type] = value;
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  const date = new Date(0);
  date.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
  date.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second), 0);
  return date.getTime();
}
