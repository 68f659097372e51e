import { describe, expect, it } from 'vitest';
import { runs } from './wall-clock';

// Every expected list below was checked against Quartz 2.3.2 with the same zones.
// New York 2026: clocks go forward on 8 March at 02:00 and back on 1 November at 02:00.
// Berlin 2026: forward on 29 March at 02:00, back on 25 October at 03:00.
const NEW_YORK = 'America/New_York';
const BERLIN = 'Europe/Berlin';

describe('a wall time skipped when the clocks go forward', () => {
  it('does not run that day: setCalendarHour moves to the next hour, which no longer matches', () => {
    expect(runs('0 30 2 * * ?', '2026-03-07T00:00:00-05:00', NEW_YORK, 3)).toEqual([
      '2026-03-07 02:30:00 -05:00',
      '2026-03-09 02:30:00 -04:00',
      '2026-03-10 02:30:00 -04:00',
    ]);
    expect(runs('0 30 2 * * ?', '2026-03-28T12:00:00+01:00', BERLIN, 2)).toEqual([
      '2026-03-30 02:30:00 +02:00',
      '2026-03-31 02:30:00 +02:00',
    ]);
  });

  it('runs once in the hour after the gap when that hour is in the schedule too', () => {
    expect(runs('0 30 2,3 * * ?', '2026-03-28T12:00:00+01:00', BERLIN, 3)).toEqual([
      '2026-03-29 03:30:00 +02:00',
      '2026-03-30 02:30:00 +02:00',
      '2026-03-30 03:30:00 +02:00',
    ]);
  });

  it('keeps an hourly schedule going across the gap', () => {
    expect(runs('0 30 * * * ?', '2026-03-08T00:00:00-05:00', NEW_YORK, 4)).toEqual([
      '2026-03-08 00:30:00 -05:00',
      '2026-03-08 01:30:00 -05:00',
      '2026-03-08 03:30:00 -04:00',
      '2026-03-08 04:30:00 -04:00',
    ]);
  });

  it('skips a midnight that does not exist (Havana moves its clocks at 00:00)', () => {
    expect(runs('0 0 0 * * ?', '2026-03-06T12:00:00-05:00', 'America/Havana', 3)).toEqual([
      '2026-03-07 00:00:00 -05:00',
      '2026-03-09 00:00:00 -04:00',
      '2026-03-10 00:00:00 -04:00',
    ]);
  });
});

describe('a wall time repeated when the clocks go back runs once, at its second occurrence', () => {
  it('runs a daily 01:30 only in standard time (GregorianCalendar "assume[s] standard time")', () => {
    expect(runs('0 30 1 * * ?', '2026-10-31T12:00:00-04:00', NEW_YORK, 2)).toEqual([
      '2026-11-01 01:30:00 -05:00',
      '2026-11-02 01:30:00 -05:00',
    ]);
    expect(runs('0 30 2 * * ?', '2026-10-24T12:00:00+02:00', BERLIN, 2)).toEqual([
      '2026-10-25 02:30:00 +01:00',
      '2026-10-26 02:30:00 +01:00',
    ]);
  });

  it('still waits for the second 01:30 when searching from inside the first pass', () => {
    expect(runs('0 30 1 * * ?', '2026-11-01T01:10:00-04:00', NEW_YORK, 1)).toEqual(['2026-11-01 01:30:00 -05:00']);
  });

  it('skips the first pass through the repeated hour altogether', () => {
    expect(runs('0 0/30 * * * ?', '2026-10-31T23:50:00-04:00', NEW_YORK, 6)).toEqual([
      '2026-11-01 00:00:00 -04:00',
      '2026-11-01 00:30:00 -04:00',
      '2026-11-01 01:00:00 -05:00',
      '2026-11-01 01:30:00 -05:00',
      '2026-11-01 02:00:00 -05:00',
      '2026-11-01 02:30:00 -05:00',
    ]);
    expect(runs('0 * * * * ?', '2026-11-01T00:58:30-04:00', NEW_YORK, 3)).toEqual([
      '2026-11-01 00:59:00 -04:00',
      '2026-11-01 01:00:00 -05:00',
      '2026-11-01 01:01:00 -05:00',
    ]);
  });
});

describe('a zone without daylight saving', () => {
  it('runs at the same wall time every day in Asia/Shanghai', () => {
    expect(runs('0 0 2 * * ?', '2026-03-07T12:00:00+08:00', 'Asia/Shanghai', 3)).toEqual([
      '2026-03-08 02:00:00 +08:00',
      '2026-03-09 02:00:00 +08:00',
      '2026-03-10 02:00:00 +08:00',
    ]);
  });
});
