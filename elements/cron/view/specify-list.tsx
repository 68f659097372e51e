import '../../core/i18n/catalogues/cron';
import type { ReactElement } from 'react';
import { Checkbox } from '../../core/ui';
import type { CronFieldName } from '../engine';
import type { NumberBounds, Translate } from '../editor';
import { ValueGrid } from './cron.styles';
import { weekdayKey } from './weekday-names';

export interface SpecifyListProps {
  field: CronFieldName;
  bounds: NumberBounds;
  values: readonly number[];
  onChange: (values: number[]) => void;
  disabled: boolean;
  tr: Translate;
}

/** The specify choice's values, one check box each; weekdays by name. */
export function SpecifyList({ field, bounds, values, onChange, disabled, tr }: SpecifyListProps): ReactElement {
  const all = Array.from({ length: (bounds.max ?? bounds.min) - bounds.min + 1 }, (_, index) => bounds.min + index);
  const toggle = (value: number, checked: boolean) =>
    onChange(checked ? [...values, value] : values.filter((kept) => kept !== value));
  return (
    <ValueGrid role="group" aria-label={tr('cron.input.specify')} data-names={field === 'week' || undefined}>
      {all.map((value) => (
        <Checkbox
          key={value}
          value={value}
          checked={values.includes(value)}
          disabled={disabled}
          onChange={(checked) => toggle(value, checked)}
        >
          {field === 'week' ? tr(weekdayKey(value)) : String(value)}
        </Checkbox>
      ))}
    </ValueGrid>
  );
}
