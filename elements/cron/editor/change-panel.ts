import type { CronFieldName } from '../engine';
import { setCoarserFields } from './coarser-fields';
import { keepDayOrWeek } from './day-and-week';
import { fieldTexts, type CronEditorState } from './editor-state';
import type { YearBounds } from './field-bounds';
import { specifiedValues, type FieldPanel, type PanelChoice } from './field-panel';

/** What a user action in a panel changes: its choice and/or that choice's numbers. */
export type PanelChange = Partial<Omit<FieldPanel, 'choice' | 'custom'>> & { choice?: PanelChoice };

/**
 * The state after the user changed one panel, with the editor's rules applied: the day/week
 * exclusion (keepDayOrWeek) and the automatic coarser fields (setCoarserFields). Rules apply to
 * panel actions only; an expression typed or given whole is shown as it is.
 */
export function changePanel(
  state: CronEditorState,
  field: CronFieldName,
  change: PanelChange,
  yearBounds?: YearBounds,
): CronEditorState {
  const before = fieldTexts(state);
  let panel: FieldPanel = { ...state.panels[field], ...change };
  if (panel.choice === 'specify') panel = { ...panel, specify: specifiedValues(field, panel.specify, yearBounds) };
  const panels = { ...state.panels, [field]: panel };
  // A year is written only after a second; the 5-field form's second is 0 and stays 0.
  if (field === 'year' && !state.hasSeconds) panels.second = { ...panels.second, choice: 'specify', specify: [0] };
  const changed: CronEditorState = {
    panels,
    hasSeconds: state.hasSeconds || field === 'second' || field === 'year',
    // The year is written once the user sets it.
    hasYear: state.hasYear || field === 'year',
  };
  return setCoarserFields(keepDayOrWeek(changed, field), before);
}
