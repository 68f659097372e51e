import type { CronFieldName } from '../engine';
import { fieldTexts, type CronEditorState } from './editor-state';
import { specifiedValues } from './field-panel';

/**
 * Widgets spec section 4: "Day and week cannot both be * or both ?". Both * cannot happen: the
 * day emits '?' whenever the week is not '?'. Both '?' happens when the user sets one of them to
 * "not set" while the other is not set either; the other one then takes a value: the day its
 * default (every day), the week a specified day, which with an empty list is the minimum,
 * Sunday (1), as the spec's "Specify with an empty list adds the minimum value".
 */
export function keepDayOrWeek(state: CronEditorState, changed: CronFieldName): CronEditorState {
  const texts = fieldTexts(state);
  if (texts.day !== '?' || texts.week !== '?') return state;
  const { day, week } = state.panels;
  const panels =
    changed === 'day'
      ? {
          ...state.panels,
          week: { ...week, choice: 'specify' as const, specify: specifiedValues('week', week.specify) },
        }
      : { ...state.panels, day: { ...day, choice: 'every' as const } };
  return { ...state, panels };
}
