import type { CronFieldName } from '../engine';
import { defaultYearRange, fieldInputBounds, type YearBounds } from './field-bounds';

/**
 * A panel's choices (widgets spec section 4): not set (?), every (*), range (a-b), loop (a/b),
 * work day (nW), last (L), specify (a,b,c); the day panel also offers the last working day of
 * the month (LW, JeecgBoot's 本月最后一个工作日), the week panel the nth weekday of the month (n#k,
 * spec 5.3 "Nth weekday 1-5") and the last weekday of the month (nL).
 */
export type PanelChoice =
  | 'unset'
  | 'every'
  | 'range'
  | 'loop'
  | 'workday'
  | 'last'
  | 'lastWorkday'
  | 'specify'
  | 'nthWeekday'
  | 'lastWeekday';

/**
 * The choices each panel offers, in the order shown. Spec section 4: "Day panel choices: not
 * set, every day, range, loop, workday, last day, specified days" and "Week picker modes: not
 * set, range, loop, specify". The day's last working day (LW) comes from JeecgBoot's day panel:
 * without it an `LW` the backend runs could be shown by no choice. The year has no list of years
 * to tick, as in JeecgBoot.
 */
export const PANEL_CHOICES: Readonly<Record<CronFieldName, readonly PanelChoice[]>> = {
  second: ['every', 'range', 'loop', 'specify'],
  minute: ['every', 'range', 'loop', 'specify'],
  hour: ['every', 'range', 'loop', 'specify'],
  day: ['unset', 'every', 'range', 'loop', 'workday', 'last', 'lastWorkday', 'specify'],
  month: ['every', 'range', 'loop', 'specify'],
  week: ['unset', 'range', 'loop', 'nthWeekday', 'lastWeekday', 'specify'],
  year: ['every', 'range', 'loop'],
};

/**
 * One field's panel. Every choice keeps its own numbers, so switching back to a choice shows
 * what was entered there before (and the day panel keeps its value while the week locks it).
 */
export interface FieldPanel {
  /** 'custom' while the field holds a form no choice shows (`L-3`, `1-5,10`, week `*`). */
  readonly choice: PanelChoice | 'custom';
  readonly range: { readonly from: number; readonly to: number };
  readonly loop: { readonly from: number; readonly step: number };
  readonly specify: readonly number[];
  readonly workday: number;
  readonly nthWeekday: { readonly weekday: number; readonly nth: number };
  readonly lastWeekday: number;
  /** The field's own text while the choice is 'custom'. */
  readonly custom: string;
}

export type FieldPanels = Readonly<Record<CronFieldName, FieldPanel>>;

/** Monday and Friday: the week panel's weekday pickers start on the working week. */
const MONDAY = 2;
const FRIDAY = 6;

/** The choice a panel starts with, and falls back to (spec: "Default is every"). */
export function defaultChoice(field: CronFieldName): PanelChoice {
  // The week has no "every": with the day on every day, the week is '?'.
  return field === 'week' ? 'unset' : 'every';
}

export function defaultPanel(field: CronFieldName, now: Date, yearBounds?: YearBounds): FieldPanel {
  const { value } = fieldInputBounds(field, yearBounds);
  const first = value.min;
  const last = value.max ?? first;
  const week = field === 'week';
  const year = field === 'year' ? defaultYearRange(now, yearBounds) : null;
  return {
    choice: defaultChoice(field),
    range: year ?? (week ? { from: MONDAY, to: FRIDAY } : { from: first, to: last }),
    loop: { from: year?.from ?? (week ? MONDAY : first), step: 1 },
    specify: [],
    workday: first,
    nthWeekday: { weekday: MONDAY, nth: 1 },
    lastWeekday: MONDAY,
    custom: '',
  };
}

/** Widgets spec section 4: "Specify with an empty list adds the minimum value." */
export function specifiedValues(field: CronFieldName, values: readonly number[], yearBounds?: YearBounds): number[] {
  if (values.length === 0) return [fieldInputBounds(field, yearBounds).value.min];
  return [...new Set(values)].sort((a, b) => a - b);
}

/** The field's text as the panel writes it. */
export function panelText(panel: FieldPanel): string {
  switch (panel.choice) {
    case 'unset':
      return '?';
    case 'every':
      return '*';
    case 'range':
      return `${panel.range.from}-${panel.range.to}`;
    case 'loop':
      return `${panel.loop.from}/${panel.loop.step}`;
    case 'workday':
      return `${panel.workday}W`;
    case 'last':
      return 'L';
    case 'lastWorkday':
      return 'LW';
    case 'specify':
      return panel.specify.join(',');
    case 'nthWeekday':
      return `${panel.nthWeekday.weekday}#${panel.nthWeekday.nth}`;
    case 'lastWeekday':
      return `${panel.lastWeekday}L`;
    case 'custom':
      return panel.custom;
  }
}
