import type { CronField, CronFieldName } from '../engine';
import { fieldInputBounds, withinBounds, type YearBounds } from './field-bounds';
import { PANEL_CHOICES, type FieldPanel, type PanelChoice } from './field-panel';

/**
 * Shows a parsed field in its panel, keeping the numbers the other choices hold in `base`.
 * A form the panel has no choice for, or numbers outside the panel's bounds, make the panel
 * 'custom' with the field's own text, so nothing the user typed is lost or rewritten.
 */
export function panelFromField(
  name: CronFieldName,
  field: CronField,
  text: string,
  base: FieldPanel,
  yearBounds?: YearBounds,
): FieldPanel {
  const shown = shownChoice(name, field, yearBounds);
  if (shown === null) return { ...base, choice: 'custom', custom: text };
  return { ...base, ...shown };
}

function shownChoice(name: CronFieldName, field: CronField, yearBounds?: YearBounds): Partial<FieldPanel> | null {
  const bounds = fieldInputBounds(name, yearBounds);
  const offered = (choice: PanelChoice) => PANEL_CHOICES[name].includes(choice);
  const isValue = (value: number) => withinBounds(value, bounds.value);
  switch (field.type) {
    case 'every':
    case 'unset':
      return offered(field.type) ? { choice: field.type } : null;
    case 'range':
      return isValue(field.from) && withinBounds(field.to, bounds.rangeEnd)
        ? { choice: 'range', range: { from: field.from, to: field.to } }
        : null;
    case 'loop':
      return isValue(field.from) && withinBounds(field.step, bounds.step)
        ? { choice: 'loop', loop: { from: field.from, step: field.step } }
        : null;
    case 'specify':
      return offered('specify') && field.values.every(isValue)
        ? { choice: 'specify', specify: [...field.values] }
        : null;
    case 'workday':
      return isValue(field.day) ? { choice: 'workday', workday: field.day } : null;
    case 'last':
      // The panel offers the last day itself; `L-n` stays as typed.
      return field.offset === 0 ? { choice: 'last' } : null;
    case 'lastWorkday':
      // `LW` has its choice; `L-nW` stays as typed.
      return field.offset === 0 && offered('lastWorkday') ? { choice: 'lastWorkday' } : null;
    case 'nthWeekday':
      return { choice: 'nthWeekday', nthWeekday: { weekday: field.weekday, nth: field.nth } };
    case 'lastWeekday':
      return { choice: 'lastWeekday', lastWeekday: field.weekday };
    case 'list':
      return null;
  }
}
