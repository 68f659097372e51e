import type { CronFieldName } from '../engine';
import { fieldTexts, type CronEditorState } from './editor-state';
import type { FieldPanel } from './field-panel';

/**
 * The panel as the user sees it: on the choice that makes the field's text in the expression.
 * The state keeps the day's own choice while the week locks it (to give it back when the week
 * is set to not set), but the day then emits '?' (spec section 4), so it shows "not set": a radio
 * left on the kept choice would show a day the expression does not have. The week is held to the
 * same rule: whenever it writes '?' it shows "not set".
 */
export function shownPanel(state: CronEditorState, field: CronFieldName): FieldPanel {
  const panel = state.panels[field];
  if (panel.choice === 'unset' || fieldTexts(state)[field] !== '?') return panel;
  return { ...panel, choice: 'unset' };
}
