import type { Dayjs } from 'dayjs';

export interface PickerBounds {
  min?: Dayjs;
  max?: Dayjs;
  /** A day (`YYYY-MM-DD`) the user may not choose, besides those outside min and max. */
  disabledDate?: (day: string) => boolean;
}

export type BoundUnit = 'day' | 'month' | 'year' | 'second';

/**
 * Whether `moment` may be chosen when compared in `unit`: a month is choosable when any of its
 * days is, so min 2026-03-15 still offers March 2026 and a datetime's min day still offers that day.
 */
export function isChoosable(moment: Dayjs, unit: BoundUnit, bounds: PickerBounds): boolean {
  if (bounds.min && moment.isBefore(bounds.min, unit)) return false;
  if (bounds.max && moment.isAfter(bounds.max, unit)) return false;
  if (unit === 'day' && bounds.disabledDate?.(moment.format('YYYY-MM-DD'))) return false;
  return true;
}
