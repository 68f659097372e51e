import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import type { PanelMode } from './calendar-keys';
import { isChoosable, type PickerBounds } from './picker-bounds';
import { COMPARE_UNIT, formatOf, hasDays, parsePickerText, readPickerBound, type PickerKind } from './picker-kind';
import type { TimeUnit } from './time-panel';

export interface PickerStateOptions {
  kind: PickerKind;
  format?: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  disabledDate?: (day: string) => boolean;
  /** Where the panel opens while there is no value (a range's end opens at its start); default today. */
  openAt?: string;
}

export type DraftProblem = 'invalid' | 'outOfRange';

const FIRST_MODE: Record<PickerKind, PanelMode> = {
  date: 'day',
  datetime: 'day',
  time: 'day',
  month: 'month',
  year: 'year',
};

/**
 * What a picker holds between the value and the user: the text in its box (typed or drawn from
 * the panel), whether the panel is open, which cell the keyboard is on and which panel (days,
 * months, years) shows. The value changes only through `commit`, with a text the format reads
 * and min, max and the disabled days allow.
 */
export function usePickerState({
  kind,
  format: givenFormat,
  value,
  onChange,
  min,
  max,
  disabledDate,
  openAt,
}: PickerStateOptions) {
  const format = formatOf(kind, givenFormat);
  const [draft, setDraft] = useState(value);
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<PanelMode>(FIRST_MODE[kind]);
  const chosen = useMemo(() => parsePickerText(value, format), [value, format]);
  const [active, setActive] = useState<Dayjs>(() => chosen ?? dayjs());
  const bounds: PickerBounds = useMemo(
    () => ({ min: readPickerBound(min, kind, format), max: readPickerBound(max, kind, format), disabledDate }),
    [min, max, kind, format, disabledDate],
  );

  // A value set from outside (a property, a reset) replaces whatever the box held.
  useEffect(() => {
    setDraft(value);
  }, [value]);

  const pending = parsePickerText(draft, format);
  const allowed = (moment: Dayjs) =>
    isChoosable(moment, COMPARE_UNIT[kind], bounds) && (!hasDays(kind) || isChoosable(moment, 'day', bounds));
  const problem: DraftProblem | undefined =
    draft.trim() === '' ? undefined : !pending ? 'invalid' : !allowed(pending) ? 'outOfRange' : undefined;

  /** Makes `text` the value when it is empty or an allowed moment in the format; false otherwise. */
  const commit = (text: string): boolean => {
    const moment = parsePickerText(text, format);
    if (text.trim() !== '' && (!moment || !allowed(moment))) return false;
    const next = moment ? moment.format(format) : '';
    setDraft(next);
    if (next !== value) onChange(next);
    return true;
  };

  /** Without a value: `openAt`, else today, moved into min and max so the panel shows days to choose. */
  const firstShown = () => {
    const start = readPickerBound(openAt, kind, format) ?? dayjs();
    if (bounds.min && start.isBefore(bounds.min)) return bounds.min;
    if (bounds.max && start.isAfter(bounds.max)) return bounds.max;
    return start;
  };

  const openPanel = () => {
    if (open) return;
    setActive(pending ?? chosen ?? firstShown());
    setMode(FIRST_MODE[kind]);
    setOpen(true);
  };

  /**
   * Typing: the box keeps the text; a complete, allowed one is the value at once. Says whether it
   * was one, so the panel can step aside once the value is typed in full.
   */
  const type = (text: string): boolean => {
    setDraft(text);
    const moment = parsePickerText(text, format);
    if (moment) setActive(moment);
    if (text.trim() === '') commit('');
    return Boolean(moment && allowed(moment) && commit(text));
  };

  /** The moment the panel builds on: what the box holds, else the value, else today at midnight. */
  const base = () => pending ?? chosen ?? (kind === 'time' ? dayjs().startOf('day') : active.startOf('day'));

  /** A day in a datetime panel: the box takes it with the time already there; committed by OK or Enter. */
  const pickDay = (day: Dayjs) => {
    const moment = base().year(day.year()).month(day.month()).date(day.date());
    setActive(day);
    setDraft(moment.format(format));
  };

  const chooseTime = (unit: TimeUnit, amount: number) => setDraft(base().set(unit, amount).format(format));

  return {
    format,
    draft,
    setDraft,
    open,
    setOpen,
    mode,
    setMode,
    active,
    setActive,
    bounds,
    chosen,
    pending,
    problem,
    commit,
    openPanel,
    type,
    pickDay,
    chooseTime,
  };
}

export type PickerState = ReturnType<typeof usePickerState>;
