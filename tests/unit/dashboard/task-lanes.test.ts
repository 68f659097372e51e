import { describe, expect, it } from 'vitest';
import { waitingDays } from '../../../console/pages/dashboard/task-lanes';

describe('waitingDays', () => {
  const now = new Date(2026, 10, 26, 9, 30);

  it('counts whole calendar days since the day the item started waiting', () => {
    expect(waitingDays('2026-11-26 08:00:00', now)).toBe(0);
    expect(waitingDays('2026-11-25 23:59:59', now)).toBe(1);
    expect(waitingDays('2026-10-27 10:00:00', now)).toBe(30);
    expect(waitingDays('2026-11-19', now)).toBe(7);
  });

  it('counts across a month and a year end', () => {
    expect(waitingDays('2025-12-31 12:00:00', new Date(2026, 0, 1, 0, 5))).toBe(1);
    expect(waitingDays('2024-02-28 12:00:00', new Date(2024, 2, 1, 12))).toBe(2);
  });

  it('answers null for a missing or unreadable time, and 0 for a time ahead of the clock', () => {
    expect(waitingDays(null, now)).toBe(null);
    expect(waitingDays('', now)).toBe(null);
    expect(waitingDays('26/11/2026', now)).toBe(null);
    expect(waitingDays('2026-11-28 08:00:00', now)).toBe(0);
  });
});
